import ClockGeometry
import Foundation
import Testing

/// Timers as named values and the tracker of their finishes, on New York's repeated hour
/// (2024-11-03, 01:00–02:00 happens twice). Instants are from Python's zoneinfo:
/// 01:00 EDT = 05:00Z (1730610000), 01:30 EDT = 05:30Z, 01:45 EDT = 05:45Z, 01:15 EST = 06:15Z.
@Suite("Timer finishes")
struct TimerFinishesTests {
  static let start = Date(timeIntervalSince1970: 1_730_610_000)  // 01:00 EDT

  /// `minutes` after 01:00 EDT (05:00Z).
  static func at(_ minutes: Double) -> Date { start.addingTimeInterval(minutes * 60) }

  /// nap to 01:15 EST (06:15Z, anchored), tea 45 min (to 01:45 EDT), lunch to 01:30 EDT (05:30Z,
  /// anchored): in index order, and in the order of their wall-clock readings, nap comes first;
  /// by instant it ends last.
  static let repeatedHour = TimerSet([
    TimerSet.Timer(Countdown(at(0)..<at(75)), name: "nap", anchored: true),
    TimerSet.Timer(Countdown(start: at(0), length: .seconds(45 * 60)), name: "tea"),
    TimerSet.Timer(Countdown(at(0)..<at(30)), name: "lunch", anchored: true),
  ])

  @Test func finishesComeInTheOrderOfTheirInstantsNotOfTheirReadings() {
    var finishes = TimerFinishes(count: 3)
    #expect(finishes.newlyFinished(in: Self.repeatedHour, at: Self.at(29.99)).isEmpty)
    #expect(finishes.newlyFinished(in: Self.repeatedHour, at: Self.at(30)) == [2])
    // Late: tea (05:45Z) before nap (06:15Z, whose reading 01:15 is the earlier); never again.
    #expect(finishes.newlyFinished(in: Self.repeatedHour, at: Self.at(80)) == [1, 0])
    #expect(finishes.newlyFinished(in: Self.repeatedHour, at: Self.at(200)).isEmpty)
    #expect(finishes.takeUnreported().isEmpty)
  }

  @Test func aPauseHoldsTheTimersThatPauseAndTheAnchoredOnesFinishOnTime() {
    var timers = Self.repeatedHour
    var finishes = TimerFinishes(count: 3)
    timers.togglePause(at: Self.at(10))
    // Paused: lunch, anchored, finishes at 01:30 EDT all the same; tea is held at 35 min left.
    #expect(finishes.newlyFinished(in: timers, at: Self.at(35)) == [2])
    #expect(finishes.newlyFinished(in: timers, at: Self.at(50)).isEmpty)
    // Resumed after 30 min: tea now ends at 06:15Z, with nap; a tie goes in index order.
    timers.togglePause(at: Self.at(40))
    #expect(timers.timers[1].countdown.interval.upperBound == Self.at(75))
    #expect(timers.timers[0].countdown.interval.upperBound == Self.at(75))
    #expect(finishes.newlyFinished(in: timers, at: Self.at(74.99)).isEmpty)
    #expect(finishes.newlyFinished(in: timers, at: Self.at(75)) == [0, 1])
  }

  @Test func aCommandEndingEarlyTakesTheRestOnceWithTheirTimeLeft() {
    var finishes = TimerFinishes(count: 3)
    #expect(finishes.newlyFinished(in: Self.repeatedHour, at: Self.at(31)) == [2])
    let left = Self.repeatedHour.remaining(at: Self.at(31))
    let lines = finishes.takeUnreported().map { Self.repeatedHour.timers[$0].report(remaining: left[$0]) }
    // nap: 44 min left of 1:15:00; tea: 14 min of 45.
    #expect(lines == ["nap 44:00 left of 1:15:00", "tea 14:00 left of 45:00"])
    #expect(finishes.newlyFinished(in: Self.repeatedHour, at: Self.at(200)).isEmpty)
  }

  @Test func aNamedChainRepeatsItsNamesAndFinishesOneAfterTheOther() {
    // work 2 s, break 1 s, twice: ends at 2, 3, 5, 6 s.
    let t0 = Self.start
    let chain = TimerSet(chaining: [.seconds(2), .seconds(1)], names: ["work", "break"], rounds: 2, from: t0)
    #expect(chain.timers.map(\.name) == ["work", "break", "work", "break"])
    #expect(chain.timers.map(\.displayName) == ["work", "break", "work", "break"])
    var finishes = TimerFinishes(count: chain.timers.count)
    #expect(finishes.newlyFinished(in: chain, at: t0.addingTimeInterval(1.999_999)).isEmpty)
    #expect(finishes.newlyFinished(in: chain, at: t0.addingTimeInterval(5.5)) == [0, 1, 2])
    #expect(finishes.newlyFinished(in: chain, at: t0.addingTimeInterval(6)) == [3])
    #expect(chain.timers[3].report(remaining: .zero) == "break 0:01 done")
  }
}

/// What a timer is called and how its state reads in one line (hand-worked).
@Suite("Timer value")
struct TimerValueTests {
  static let t0 = Date(timeIntervalSince1970: 1_718_442_930)

  @Test func theReportReadsDoneOrTheTimeLeftOfTheLengthBothRoundedUp() {
    let tea = TimerSet.Timer(Countdown(start: Self.t0, length: .seconds(240)), name: "Tea")
    #expect(tea.report(remaining: .zero) == "Tea 4:00 done")
    #expect(tea.report(remaining: .seconds(83)) == "Tea 1:23 left of 4:00")
    // 82.2 s shows as 1:23, as the dial shows it; anything left is not done.
    #expect(tea.report(remaining: .milliseconds(82_200)) == "Tea 1:23 left of 4:00")
    #expect(tea.report(remaining: .microseconds(1)) == "Tea 0:01 left of 4:00")
    let long = TimerSet.Timer(Countdown(start: Self.t0, length: .seconds(5400.25)))
    #expect(long.report(remaining: .zero) == "timer 1:30:01 done")
  }

  @Test func anUnnamedTimerIsCalledTimer() {
    let unnamed = TimerSet.Timer(Countdown(start: Self.t0, length: .seconds(90)))
    #expect(unnamed.name == nil && unnamed.displayName == "timer" && TimerSet.Timer.unnamed == "timer")
    #expect(!unnamed.isAnchored)
  }
}
