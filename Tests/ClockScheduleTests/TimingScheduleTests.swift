import ClockGeometry
import ClockSchedule
import Foundation
import Testing

/// The schedules of a stopwatch's and a timer set's changes: the same instants as the library's
/// `nextChange(after:)`, one by one, and exactly the ones worked out by hand (seconds after
/// t0 = 2024-06-15T09:15:30Z, compared to the microsecond).
@Suite("Schedules: stopwatch and timer changes")
struct TimingScheduleTests {
  static let t0 = 1_718_442_930.0

  static func at(_ secondsAfterT0: Double) -> Date {
    Date(timeIntervalSince1970: t0 + secondsAfterT0)
  }

  /// Seconds after t0, to the microsecond.
  static func offsets(_ dates: some Sequence<Date>) -> [Double] {
    dates.map { (($0.timeIntervalSince1970 - t0) * 1e6).rounded() / 1e6 }
  }

  /// At most `limit` entries of `schedule` from `start`.
  static func entries(_ schedule: TickSchedule, from start: Double, limit: Int = 50) -> [Double] {
    offsets(schedule.entries(from: at(start)).prefix(limit))
  }

  /// What `next` gives after `start`, again and again (at most `limit`).
  static func following(_ next: (Date) -> Date?, from start: Double, limit: Int = 50) -> [Double] {
    var dates: [Date] = []
    var now = at(start)
    while dates.count < limit, let date = next(now) {
      dates.append(date)
      now = date
    }
    return offsets(dates)
  }

  /// Started at 0, stopped at 5.23, resumed at 20: elapsed is a whole 40 ms at 14.77 + k · 0.04.
  static var resumedStopwatch: Stopwatch {
    var watch = Stopwatch()
    watch.start(at: at(0))
    watch.stop(at: at(5.23))
    watch.resume(at: at(20))
    return watch
  }

  /// Three timers from 0 whose ends have different sub-second phases: 3 s, 2.3 s, 1.75 s.
  static let threePhases = TimerSet([
    TimerSet.Timer(Countdown(start: at(0), length: .seconds(3))),
    TimerSet.Timer(Countdown(start: at(0), length: .milliseconds(2300))),
    TimerSet.Timer(Countdown(start: at(0), length: .milliseconds(1750))),
  ])

  @Test func aStopwatchChangesOnItsOwnFortyMillisecondsOnlyWhileRunning() {
    let step = Duration.milliseconds(40)
    let watch = Self.resumedStopwatch
    // From 20: the newest whole 40 ms at or before it (elapsed 5.2 at 19.97), then 5.24, 5.28, …
    #expect(Self.entries(.changes(of: watch, every: step), from: 20, limit: 4) == [19.97, 20.01, 20.05, 20.09])
    #expect(Array(Self.entries(.changes(of: watch, every: step), from: 20, limit: 200).dropFirst())
      == Self.following({ watch.nextChange(after: $0, every: step) }, from: 20, limit: 199))
    var stopped = watch
    stopped.stop(at: Self.at(21))
    #expect(Self.entries(.changes(of: stopped, every: step), from: 21).isEmpty)
    #expect(Self.entries(.changes(of: Stopwatch(), every: step), from: 0).isEmpty)
  }

  @Test func timersChangeOnEachOnesOwnSecondsAndTheScheduleEndsWithTheLast() {
    let schedule = TickSchedule.changes(of: Self.threePhases)
    // 3 s: 1, 2, 3. 2.3 s: 0.3, 1.3, 2.3. 1.75 s: 0.75, 1.75.
    #expect(Self.entries(schedule, from: 0) == [0.3, 0.75, 1, 1.3, 1.75, 2, 2.3, 3])
    #expect(Self.entries(schedule, from: 0) == Self.following(Self.threePhases.nextChange(after:), from: 0))
    // From 1.5: the newest change at or before it (1.3) first, as a display shows it at once.
    #expect(Self.entries(schedule, from: 1.5) == [1.3, 1.75, 2, 2.3, 3])
    // After the end, the last change once.
    #expect(Self.entries(schedule, from: 5) == [3])
  }

  @Test func timersNotYetStartedFirstChangeAfterTheirStart() {
    // Start 10: a whole 3 s changes at 11, 12, 13; a 2.5 s one at 10.5, 11.5, 12.5 (its 9.5 is
    // before the start, when it still reads its whole length).
    let timers = TimerSet([
      TimerSet.Timer(Countdown(start: Self.at(10), length: .seconds(3))),
      TimerSet.Timer(Countdown(start: Self.at(10), length: .milliseconds(2500))),
    ])
    #expect(Self.entries(.changes(of: timers), from: 0) == [10.5, 11, 11.5, 12, 12.5, 13])
    #expect(Self.entries(.changes(of: timers), from: 0) == Self.following(timers.nextChange(after:), from: 0))
  }

  @Test func pausedTimersHaveNoChangesAndResumedOnesTheirShiftedSeconds() {
    var timers = Self.threePhases
    timers.togglePause(at: Self.at(0.5))
    #expect(Self.entries(.changes(of: timers), from: 0.5).isEmpty)
    // Resumed at 10.25 (9.75 s later): ends 12.75, 12.05, 11.5, starts 9.75. First the newest
    // change at or before the resume (12.05 − 2 = 10.05, drawn at once), then the ones to come.
    timers.togglePause(at: Self.at(10.25))
    #expect(Self.entries(.changes(of: timers), from: 10.25) == [10.05, 10.5, 10.75, 11.05, 11.5, 11.75, 12.05, 12.75])
    #expect(Self.entries(.changes(of: timers), from: 10.25).dropFirst()
      == Self.following(timers.nextChange(after:), from: 10.25)[...])
  }

  @Test func aBlockingTickerWakesAtEveryTimersChangeExactly() {
    let wall = BlockingTickerTests.Wall(start: Self.at(0))
    let run = wall.run(.changes(of: Self.threePhases), count: 20)
    #expect(Self.offsets(run.map { Date(timeIntervalSince1970: $0.entry) }) == [0.3, 0.75, 1, 1.3, 1.75, 2, 2.3, 3])
    // Each woken at its own instant (a simulated wall clock), to the microsecond.
    #expect(run.allSatisfy { abs($0.at - $0.entry) < 1e-6 })
  }
}
