import ClockGeometry
import Foundation
import Testing

/// When a running stopwatch's elapsed time is next a whole step (what a display redraws on).
/// Instants are seconds after t0 = 2024-06-15T09:15:30Z; expected ones are worked out by hand
/// from the zero instant (the current run's start less the time counted before it).
@Suite("Stopwatch steps")
struct StopwatchStepTests {
  static let t0 = StopwatchTests.t0
  static let step = Duration.milliseconds(40)

  static func at(_ secondsAfterT0: Double) -> Date { StopwatchTests.at(secondsAfterT0) }

  /// Whether `instant` is `secondsAfterT0` to the microsecond.
  static func isAt(_ instant: Date?, _ secondsAfterT0: Double) -> Bool {
    guard let instant else { return false }
    return abs(instant.timeIntervalSince(at(secondsAfterT0))) < 5e-7
  }

  /// start 0, stop 5.23, resume 20: 5.23 s counted before the run that started at 20, so the
  /// zero instant is 14.77.
  static var resumed: Stopwatch {
    var watch = Stopwatch()
    watch.start(at: at(0))
    watch.stop(at: at(5.23))
    watch.resume(at: at(20))
    return watch
  }

  @Test func onlyARunningStopwatchHasAZeroInstantAndSteps() {
    var watch = Stopwatch()
    #expect(watch.zeroInstant == nil)
    #expect(watch.nextChange(after: Self.at(0), every: Self.step) == nil)
    watch.start(at: Self.at(0))
    #expect(Self.isAt(watch.zeroInstant, 0))
    watch.stop(at: Self.at(1))
    #expect(watch.zeroInstant == nil)
    #expect(watch.nextChange(after: Self.at(1), every: Self.step) == nil)
    #expect(Self.isAt(Self.resumed.zeroInstant, 14.77))
  }

  @Test func fromTheStartEveryFortyMilliseconds() {
    var watch = Stopwatch()
    watch.start(at: Self.at(0))
    #expect(Self.isAt(watch.nextChange(after: Self.at(0), every: Self.step), 0.04))
    #expect(Self.isAt(watch.nextChange(after: Self.at(0.05), every: Self.step), 0.08))
    // Exactly on a step, the next one.
    #expect(Self.isAt(watch.nextChange(after: Self.at(0.08), every: Self.step), 0.12))
    #expect(Self.isAt(watch.nextChange(after: Self.at(75.239), every: Self.step), 75.24))
  }

  @Test func afterAStopTheStepsKeepTheElapsedTimesPhaseNotTheResumes() {
    // Elapsed 5.23 at the resume (20): next whole 40 ms is 5.24, at 14.77 + 5.24 = 20.01.
    let watch = Self.resumed
    #expect(Self.isAt(watch.nextChange(after: Self.at(20), every: Self.step), 20.01))
    #expect(Self.isAt(watch.nextChange(after: Self.at(20.01), every: Self.step), 20.05))
    // Asked about an instant before the run (while it was stopped): from the run's start.
    #expect(Self.isAt(watch.nextChange(after: Self.at(10), every: Self.step), 20.01))
  }

  @Test func atEachStepTheElapsedTimeIsAWholeStepAndJustBeforeItIsNot() throws {
    let watch = Self.resumed
    var now = Self.at(20)
    for k in 131...140 {
      let next = try #require(watch.nextChange(after: now, every: Self.step))
      #expect(watch.elapsed(at: next) == Self.step * k)
      #expect(watch.elapsed(at: next.addingTimeInterval(-1e-6)) < Self.step * k)
      now = next
    }
  }

  @Test func otherStepsAndTheSmallest() {
    var watch = Stopwatch()
    watch.start(at: Self.at(0))
    #expect(Self.isAt(watch.nextChange(after: Self.at(2.5), every: .seconds(1)), 3))
    #expect(Self.isAt(watch.nextChange(after: Self.at(0.0205), every: .milliseconds(7)), 0.021))
    // Zero or negative steps are a microsecond.
    #expect(Self.isAt(watch.nextChange(after: Self.at(0.5), every: .zero), 0.500_001))
  }
}
