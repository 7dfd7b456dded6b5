#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The finishing of each countdown of a ``TimerSet``, each reported once: what every way of
/// showing timers (live, in a script) acts on when a timer ends (a line, a bell, a command).
///
/// Whoever shows the timers asks at each instant it handles; a countdown is reported at the
/// first instant asked about at which it has finished (for one that pauses, as read while
/// paused), however late that is, and never again.
package struct TimerFinishes: Sendable, Hashable {
  private var reported: [Bool]

  /// For a set of `count` countdowns, none reported yet.
  package init(count: Int) {
    reported = Array(repeating: false, count: count)
  }

  /// The countdowns of `timers` finished by `now` and not reported before, by end (ties in
  /// index order); from now on they are reported.
  package mutating func newlyFinished(in timers: TimerSet, at now: Date) -> [Int] {
    let left = timers.remaining(at: now)
    let finished = timers.countdowns.indices.filter { !reported[$0] && left[$0] == .zero }
      .sorted { (timers.countdowns[$0].interval.upperBound, $0) < (timers.countdowns[$1].interval.upperBound, $1) }
    for index in finished { reported[index] = true }
    return finished
  }

  /// The countdowns not reported yet, in index order; from now on they are reported (what a
  /// command ending early lists once, with their time left).
  package mutating func takeUnreported() -> [Int] {
    let left = reported.indices.filter { !reported[$0] }
    for index in left { reported[index] = true }
    return left
  }
}
