import ClockGeometry
import Foundation
import Testing

/// Chained countdowns (`TimerSet(chaining:rounds:from:)`), at instants given as seconds after
/// t0 = 2024-06-15T09:15:30Z. Expected bounds are sums of the lengths, worked out by hand.
@Suite("Timer chain")
struct TimerChainTests {
  static let t0 = Date(timeIntervalSince1970: 1_718_442_930)

  static func at(_ seconds: Double) -> Date { t0.addingTimeInterval(seconds) }

  /// Each countdown's bounds as seconds after t0, to the microsecond.
  static func bounds(_ timers: TimerSet) -> [[Double]] {
    timers.countdowns.map { countdown in
      [countdown.interval.lowerBound, countdown.interval.upperBound].map { (($0.timeIntervalSince(t0)) * 1e6).rounded() / 1e6 }
    }
  }

  @Test func eachStartsWhenTheOneBeforeFinishesAndTheListRepeats() {
    // work 25 min, break 5 min, twice: 0–1500, 1500–1800, 1800–3300, 3300–3600.
    let pomodoro = TimerSet(chaining: [.seconds(1500), .seconds(300)], rounds: 2, from: Self.t0)
    #expect(Self.bounds(pomodoro) == [[0, 1500], [1500, 1800], [1800, 3300], [3300, 3600]])
    // The very instant, not a neighbouring double: nothing runs twice, no gap between.
    for (before, after) in zip(pomodoro.countdowns, pomodoro.countdowns.dropFirst()) {
      #expect(before.interval.upperBound == after.interval.lowerBound)
    }
    #expect(pomodoro.timers.map(\.isAnchored) == [false, false, false, false])
    #expect(pomodoro.timers.map(\.name) == [nil, nil, nil, nil])
  }

  @Test func theThousandthBoundIsTheExactSumNotTheRoundingOfEveryAddition() {
    // 0.1 s is no binary fraction: added to a date 1000 times, one after another, it ends 24 µs
    // late; summed as a Duration and added once, the 1000th end is the start + 100 s.
    let start = Self.at(0.3)
    let timers = TimerSet(chaining: [.milliseconds(100)], rounds: 1000, from: start)
    #expect(timers.countdowns.count == 1000)
    #expect(timers.countdowns[999].interval.upperBound == start.addingTimeInterval(100))
    #expect(timers.countdowns[499].interval.upperBound == start.addingTimeInterval(50))
    let added = (0..<1000).reduce(start) { date, _ in date.addingTimeInterval(0.1) }
    #expect(added.timeIntervalSince(start.addingTimeInterval(100)) > 0.000_02)
  }

  @Test func theRunningCountdownIsTheFirstNotFinished() {
    let chain = TimerSet(chaining: [.seconds(60), .seconds(30)], from: Self.t0)
    // Before the start, the first; each from its start on; nil once the last has finished.
    #expect(chain.firstUnfinished(at: Self.at(-5)) == 0)
    #expect(chain.firstUnfinished(at: Self.at(59.999_999)) == 0)
    #expect(chain.firstUnfinished(at: Self.at(60)) == 1)
    #expect(chain.firstUnfinished(at: Self.at(89.9)) == 1)
    #expect(chain.firstUnfinished(at: Self.at(90)) == nil)
    // The second reads its whole length until the first has finished.
    #expect(chain.remaining(at: Self.at(30)) == [.seconds(30), .seconds(30)])
    #expect(chain.remaining(at: Self.at(75)) == [.zero, .seconds(15)])
  }

  @Test func aPauseHoldsTheRunningOneAndMovesTheRestLater() {
    var chain = TimerSet(chaining: [.seconds(60), .seconds(30)], rounds: 2, from: Self.t0)
    chain.togglePause(at: Self.at(70))  // 10 s into the second
    #expect(chain.firstUnfinished(at: Self.at(500)) == 1)
    #expect(chain.remaining(at: Self.at(500)) == [.zero, .seconds(20), .seconds(60), .seconds(30)])
    chain.togglePause(at: Self.at(170))  // 100 s paused
    #expect(Self.bounds(chain) == [[100, 160], [160, 190], [190, 250], [250, 280]])
    // The finished one stays finished; the second has its 20 s left.
    #expect(chain.remaining(at: Self.at(170)) == [.zero, .seconds(20), .seconds(60), .seconds(30)])
    #expect(chain.firstUnfinished(at: Self.at(190)) == 2)
  }

  @Test func nothingToRunAndNonsenseRoundsAreHarmless() {
    #expect(TimerSet(chaining: [], rounds: 3, from: Self.t0).countdowns.isEmpty)
    #expect(TimerSet(chaining: [], from: Self.t0).firstUnfinished(at: Self.t0) == nil)
    #expect(Self.bounds(TimerSet(chaining: [.seconds(5)], rounds: 0, from: Self.t0)) == [[0, 5]])
  }
}
