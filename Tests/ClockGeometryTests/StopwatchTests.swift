import ClockGeometry
import Foundation
import Testing

/// Stopwatches driven by fixed instants. Expected durations are sums worked out by hand from the
/// instants of each sequence (seconds after t0 = 2024-06-15T09:15:30Z), written beside them.
@Suite("Stopwatch")
struct StopwatchTests {
  static let t0 = 1_718_442_930.0

  static func at(_ secondsAfterT0: Double) -> Date {
    Date(timeIntervalSince1970: t0 + secondsAfterT0)
  }

  /// start 0, lap 5.23, stop 10, resume 20, lap 22.5, stop 30.
  static var sequence: Stopwatch {
    var watch = Stopwatch()
    watch.start(at: at(0))
    watch.lap(at: at(5.23))
    watch.stop(at: at(10))
    watch.resume(at: at(20))
    watch.lap(at: at(22.5))
    watch.stop(at: at(30))
    return watch
  }

  @Test func aNewStopwatchIsIdleAndShowsZero() {
    let watch = Stopwatch()
    #expect(watch.state == .idle)
    #expect(watch.elapsed(at: Self.at(0)) == .zero)
    #expect(watch.laps.isEmpty)
  }

  @Test("Elapsed time through start, lap, stop, resume, lap, stop", arguments: [
    // (seconds after t0, elapsed)
    (-60.0, Duration.zero),                  // before the start: zero, not negative
    (-0.01, .zero),
    (0, .zero),                              // at the start
    (5.23, .milliseconds(5230)),             // first run: 5.23 − 0
    (10, .seconds(10)),                      // the stop: 10 − 0
    (15, .seconds(10)),                      // stopped: frozen at 10
    (20, .seconds(10)),                      // the resume
    (21, .seconds(11)),                      // 10 + (21 − 20)
    (22.5, .milliseconds(12_500)),           // 10 + 2.5
    (30, .seconds(20)),                      // 10 + (30 − 20)
    (3600, .seconds(20)),                    // stopped for good
  ])
  func elapsed(offset: Double, expected: Duration) {
    #expect(Self.sequence.elapsed(at: Self.at(offset)) == expected)
  }

  @Test func lapsHoldSplitsAndTheirOwnDurations() {
    // Lap 1 at 5.23 s counted; lap 2 at 10 + 2.5 = 12.5 s counted, 12.5 − 5.23 = 7.27 s long.
    #expect(Self.sequence.laps == [
      Stopwatch.Lap(number: 1, split: .milliseconds(5230), duration: .milliseconds(5230)),
      Stopwatch.Lap(number: 2, split: .milliseconds(12_500), duration: .milliseconds(7270)),
    ])
    #expect(DurationFormat.stopwatch.string(Self.sequence.laps[1].duration, rounding: .down) == "00:07.27")
  }

  @Test func theCurrentLapCountsFromTheLastSplit() {
    var watch = Self.sequence
    #expect(watch.currentLap(at: Self.at(40)) == .milliseconds(7500))  // 20 − 12.5
    watch.resume(at: Self.at(50))
    #expect(watch.currentLap(at: Self.at(51)) == .milliseconds(8500))  // 21 − 12.5
    var fresh = Stopwatch()
    fresh.start(at: Self.at(0))
    #expect(fresh.currentLap(at: Self.at(3)) == .seconds(3))           // no lap yet: since the start
  }

  @Test func statesFollowTheOperations() {
    var watch = Stopwatch()
    watch.start(at: Self.at(0))
    #expect(watch.state == .running)
    watch.stop(at: Self.at(1))
    #expect(watch.state == .stopped)
    watch.resume(at: Self.at(2))
    #expect(watch.state == .running)
    watch.reset()
    #expect(watch.state == .idle)
  }

  @Test func resetReturnsToNeverStarted() {
    var watch = Self.sequence
    watch.reset()
    #expect(watch == Stopwatch())
    #expect(watch.elapsed(at: Self.at(25)) == .zero)
    #expect(watch.laps.isEmpty)
    // It starts afresh: laps number from 1 again.
    watch.start(at: Self.at(100))
    watch.lap(at: Self.at(101.5))
    #expect(watch.laps == [Stopwatch.Lap(number: 1, split: .milliseconds(1500), duration: .milliseconds(1500))])
  }

  @Test func operationsOutOfTheirStateDoNothing() {
    var idle = Stopwatch()
    idle.stop(at: Self.at(1))
    idle.resume(at: Self.at(2))
    idle.lap(at: Self.at(3))
    #expect(idle == Stopwatch())

    var running = Stopwatch()
    running.start(at: Self.at(0))
    running.start(at: Self.at(5))    // already running: the start stays at 0
    running.resume(at: Self.at(6))   // not stopped: nothing
    #expect(running.elapsed(at: Self.at(10)) == .seconds(10))

    var stopped = running
    stopped.stop(at: Self.at(10))
    stopped.lap(at: Self.at(11))     // no laps while stopped
    stopped.stop(at: Self.at(12))    // already stopped: still 10
    stopped.start(at: Self.at(13))   // start only from idle
    #expect(stopped.laps.isEmpty)
    #expect(stopped.elapsed(at: Self.at(20)) == .seconds(10))
  }

  @Test func instantsThatGoBackwardsCountAsThePreviousOne() {
    var watch = Stopwatch()
    watch.start(at: Self.at(10))
    watch.stop(at: Self.at(4))      // before the start: counts as 10, a run of zero
    #expect(watch.elapsed(at: Self.at(60)) == .zero)
    watch.resume(at: Self.at(20))
    watch.lap(at: Self.at(15))      // before the resume: counts as 20, split 0
    #expect(watch.laps == [Stopwatch.Lap(number: 1, split: .zero, duration: .zero)])
    #expect(watch.elapsed(at: Self.at(23)) == .seconds(3))  // 0 + (23 − 20)
  }

  @Test func manyShortRunsAddUpExactly() {
    // 100 runs of 0.01 s, each 1 s apart: 100 · 0.01 = 1 s exactly, every boundary a decimal.
    var watch = Stopwatch()
    watch.start(at: Self.at(0))
    watch.stop(at: Self.at(0.01))
    for run in 1..<100 {
      watch.resume(at: Self.at(Double(run)))
      watch.stop(at: Self.at(Double(run) + 0.01))
    }
    #expect(watch.elapsed(at: Self.at(1000)) == .seconds(1))
    #expect(DurationFormat.stopwatch.string(watch.elapsed(at: Self.at(1000)), rounding: .down) == "00:01.00")
  }
}
