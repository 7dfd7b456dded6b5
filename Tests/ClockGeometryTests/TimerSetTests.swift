import ClockGeometry
import Foundation
import Testing

/// Timer sets over fixed instants (seconds after t0 = 2024-06-15T09:15:30Z). Expected change
/// instants are worked out by hand: a countdown ending at e reads ⌈e − t⌉ s at t, so its readout
/// changes at e − k for each whole k with e − k after its start; they are written beside each
/// case.
@Suite("Timer set")
struct TimerSetTests {
  static let t0 = 1_718_442_930.0

  static func at(_ secondsAfterT0: Double) -> Date {
    Date(timeIntervalSince1970: t0 + secondsAfterT0)
  }

  /// Whether `instant` is `secondsAfterT0` to the microsecond (Date arithmetic rounds at about
  /// 0.1 µs today; every expected instant differs from its neighbours by far more).
  static func isAt(_ instant: Date?, _ secondsAfterT0: Double) -> Bool {
    guard let instant else { return false }
    return abs(instant.timeIntervalSince(at(secondsAfterT0))) < 5e-7
  }

  /// Seconds after t0 of each change after `from` (at most `limit`), following nextChange.
  static func changes(_ timers: TimerSet, from: Double, limit: Int = 50) -> [Double] {
    var instants: [Double] = []
    var now = at(from)
    while instants.count < limit, let next = timers.nextChange(after: now) {
      instants.append(((next.timeIntervalSince1970 - t0) * 1e6).rounded() / 1e6)
      now = next
    }
    return instants
  }

  /// The readouts of `timers` at `instant`, rounded up as a countdown shows them.
  static func readouts(_ timers: TimerSet, at instant: Date) -> [String] {
    timers.remaining(at: instant).map { DurationFormat.short.string($0, rounding: .up) }
  }

  /// Three timers started at t0 whose ends have different sub-second phases: 3 s, 2.3 s, 1.75 s.
  static let threePhases = TimerSet([
    TimerSet.Timer(Countdown(start: at(0), length: .seconds(3))),
    TimerSet.Timer(Countdown(start: at(0), length: .milliseconds(2300))),
    TimerSet.Timer(Countdown(start: at(0), length: .milliseconds(1750))),
  ])

  @Test func aWholeLengthTimerChangesOnItsWholeSecondsUntilItsEnd() {
    let timers = TimerSet([TimerSet.Timer(Countdown(start: Self.at(0), length: .seconds(3)))])
    // Reads 0:03 from the start; 0:02 from 1 s, 0:01 from 2 s, 0:00 from the end.
    #expect(Self.changes(timers, from: 0) == [1, 2, 3])
    #expect(Self.isAt(timers.nextChange(after: Self.at(0.3)), 1))
    // On a boundary the next one is a second later.
    #expect(Self.isAt(timers.nextChange(after: Self.at(1)), 2))
    #expect(Self.isAt(timers.nextChange(after: Self.at(2.999_999)), 3))
    #expect(timers.nextChange(after: Self.at(3)) == nil)
    #expect(timers.nextChange(after: Self.at(100)) == nil)
  }

  @Test func severalTimersEachChangeOnTheirOwnPhase() {
    // 3 s: 1, 2, 3. 2.3 s: 0.3, 1.3, 2.3. 1.75 s: 0.75, 1.75.
    #expect(Self.changes(Self.threePhases, from: 0) == [0.3, 0.75, 1, 1.3, 1.75, 2, 2.3, 3])
    #expect(Self.changes(Self.threePhases, from: 1.5) == [1.75, 2, 2.3, 3])
  }

  @Test func eachChangeIsTheFirstInstantAReadoutDiffers() throws {
    var now = Self.at(0)
    for _ in 0..<8 {
      let next = try #require(Self.threePhases.nextChange(after: now))
      let before = next.addingTimeInterval(-1e-6)
      // Nothing changes before the instant; something changes at it.
      #expect(Self.readouts(Self.threePhases, at: before) == Self.readouts(Self.threePhases, at: now))
      #expect(Self.readouts(Self.threePhases, at: next) != Self.readouts(Self.threePhases, at: before))
      now = next
    }
    #expect(Self.threePhases.nextChange(after: now) == nil)
  }

  @Test func beforeItsStartATimerFirstChangesAWholeSecondsCountBeforeItsEnd() {
    // Starts at 10: a whole 3 s first changes at 11; a 2.5 s one (end 12.5) at 10.5, not 1 s
    // after asking.
    let whole = TimerSet([TimerSet.Timer(Countdown(start: Self.at(10), length: .seconds(3)))])
    let half = TimerSet([TimerSet.Timer(Countdown(start: Self.at(10), length: .milliseconds(2500)))])
    #expect(Self.isAt(whole.nextChange(after: Self.at(0)), 11))
    #expect(Self.changes(half, from: 0) == [10.5, 11.5, 12.5])
  }

  @Test func pausedNothingChangesAndResumingShiftsEveryEndByThePause() {
    var timers = Self.threePhases
    timers.togglePause(at: Self.at(0.5))
    #expect(timers.pausedAt == Self.at(0.5))
    #expect(timers.nextChange(after: Self.at(0.6)) == nil)
    // Frozen at the pause: 2.5 s, 1.8 s, 1.25 s left, read up.
    #expect(timers.remaining(at: Self.at(9)) == [.milliseconds(2500), .milliseconds(1800), .milliseconds(1250)])
    #expect(Self.readouts(timers, at: Self.at(9)) == ["0:03", "0:02", "0:02"])
    // Resumed at 10.25: a pause of 9.75 s, so the ends move to 12.75, 12.05 and 11.5.
    timers.togglePause(at: Self.at(10.25))
    #expect(timers.pausedAt == nil)
    #expect(Self.isAt(timers.countdowns[0].interval.upperBound, 12.75))
    #expect(Self.isAt(timers.countdowns[1].interval.upperBound, 12.05))
    #expect(Self.isAt(timers.countdowns[2].interval.upperBound, 11.5))
    #expect(Self.isAt(timers.lastEnd, 12.75))
    // 12.75: 10.75, 11.75, 12.75. 12.05: 11.05, 12.05. 11.5: 10.5, 11.5.
    #expect(Self.changes(timers, from: 10.25) == [10.5, 10.75, 11.05, 11.5, 11.75, 12.05, 12.75])
  }

  @Test func aResumeBeforeThePauseShiftsNothing() {
    var timers = TimerSet([TimerSet.Timer(Countdown(start: Self.at(0), length: .seconds(3)))])
    timers.togglePause(at: Self.at(2))
    timers.togglePause(at: Self.at(1))
    #expect(timers.countdowns == [Countdown(start: Self.at(0), length: .seconds(3))])
  }

  @Test func allFinishedOnlyOnceTheLastEndHasPassedAndNeverWhilePausedBeforeIt() {
    var timers = Self.threePhases
    #expect(!timers.allFinished(at: Self.at(2.9)))
    #expect(timers.allFinished(at: Self.at(3)))
    timers.togglePause(at: Self.at(2.9))
    #expect(!timers.allFinished(at: Self.at(60)))
    #expect(TimerSet([]).allFinished(at: Self.at(0)))
    #expect(TimerSet([]).lastEnd == nil)
    #expect(TimerSet([]).nextChange(after: Self.at(0)) == nil)
  }
}

/// Anchored countdowns (to an instant or a time of day) end at their instant whatever happens:
/// a pause leaves them running, and a set of them alone does not pause.
@Suite("Timer set, anchored countdowns")
struct AnchoredTimerSetTests {
  static func at(_ seconds: Double) -> Date { TimerSetTests.at(seconds) }

  /// A 10 s countdown that pauses and one anchored to t0 + 10, both from t0.
  static let mixed = TimerSet([
    TimerSet.Timer(Countdown(start: at(0), length: .seconds(10))), TimerSet.Timer(Countdown(at(0)..<at(10)), anchored: true),
  ])

  @Test func aPauseFreezesOnlyTheCountdownsThatPause() {
    var timers = Self.mixed
    timers.togglePause(at: Self.at(2))
    #expect(timers.pausedAt == Self.at(2))
    #expect(timers.pausedAt(timer: 0) == Self.at(2) && timers.pausedAt(timer: 1) == nil)
    // 5 s into the pause: the first still reads 8 s, the anchored one 3 s.
    #expect(timers.remaining(at: Self.at(7)) == [.seconds(8), .seconds(3)])
    // Only the anchored one runs, so only it changes: at 8, 9 and its end, 10.
    #expect(timers.running == [Countdown(Self.at(0)..<Self.at(10))])
    #expect(TimerSetTests.changes(timers, from: 7) == [8, 9, 10])
    // Past its instant it has finished, paused or not; the set has not.
    #expect(timers.remaining(at: Self.at(12))[1] == .zero)
    #expect(!timers.allFinished(at: Self.at(12)))
    // Resumed at 12: the first moves 10 s later, the anchored one not at all.
    timers.togglePause(at: Self.at(12))
    #expect(timers.countdowns == [Countdown(start: Self.at(10), length: .seconds(10)), Countdown(Self.at(0)..<Self.at(10))])
    #expect(timers.allFinished(at: Self.at(20)) && !timers.allFinished(at: Self.at(19.5)))
  }

  @Test func aSetOfAnchoredCountdownsAloneDoesNotPause() {
    var timers = TimerSet([TimerSet.Timer(Countdown(Self.at(0)..<Self.at(10)), anchored: true)])
    #expect(!timers.canPause)
    timers.togglePause(at: Self.at(2))
    #expect(timers.pausedAt == nil)
    #expect(timers.remaining(at: Self.at(7)) == [.seconds(3)])
    #expect(Self.mixed.canPause && TimerSet([TimerSet.Timer(Countdown(start: Self.at(0), length: .seconds(1)))]).canPause)
    // A timer pauses unless it is made anchored.
    #expect(TimerSet.Timer(Countdown(start: Self.at(0), length: .seconds(1))).isAnchored == false)
  }

  @Test func finishesAreReportedOnceEachInTheOrderOfTheirEnds() {
    let timers = TimerSet([
      TimerSet.Timer(Countdown(start: Self.at(0), length: .seconds(3))), TimerSet.Timer(Countdown(start: Self.at(0), length: .seconds(1))),
      TimerSet.Timer(Countdown(start: Self.at(0), length: .seconds(3))),
    ])
    var finishes = TimerFinishes(count: 3)
    #expect(finishes.newlyFinished(in: timers, at: Self.at(0.5)).isEmpty)
    #expect(finishes.newlyFinished(in: timers, at: Self.at(1)) == [1])
    #expect(finishes.newlyFinished(in: timers, at: Self.at(2)).isEmpty)
    // Late: both at once, ties in index order; never again.
    #expect(finishes.newlyFinished(in: timers, at: Self.at(9)) == [0, 2])
    #expect(finishes.newlyFinished(in: timers, at: Self.at(10)).isEmpty)
    var early = TimerFinishes(count: 3)
    #expect(early.newlyFinished(in: timers, at: Self.at(1)) == [1])
    #expect(early.takeUnreported() == [0, 2])
    #expect(early.newlyFinished(in: timers, at: Self.at(9)).isEmpty)
  }
}
