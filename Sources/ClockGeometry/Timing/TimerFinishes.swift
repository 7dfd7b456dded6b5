#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The finishing of each timer of a ``TimerSet``, each reported once: what every way of
/// showing timers (live, in a status line, in a script) acts on when a timer ends (a line, a
/// bell, a command).
///
/// Whoever shows the timers asks at each instant it handles; a timer is reported at the first
/// instant asked about at which it has finished (for one that pauses, as read while paused),
/// however late that is, and never again. Timers are named by their index in the set.
///
/// ```swift
/// var finishes = TimerFinishes(count: timers.timers.count)   // tea 4 min, eggs 1 min, from t0
/// finishes.newlyFinished(in: timers, at: t0 + 30)    // []
/// finishes.newlyFinished(in: timers, at: t0 + 600)   // [1, 0]: eggs ended first
/// finishes.newlyFinished(in: timers, at: t0 + 601)   // []: each once
/// ```
public struct TimerFinishes: Sendable, Hashable {
  private var reported: [Bool]

  /// For a set of `count` timers, none reported yet.
  public init(count: Int) {
    reported = Array(repeating: false, count: count)
  }

  /// The indices of the timers of `timers` finished by `now` and not reported before, by end
  /// (ties in index order); from now on they are reported.
  public mutating func newlyFinished(in timers: TimerSet, at now: Date) -> [Int] {
    let left = timers.remaining(at: now)
    let end = { (index: Int) in timers.timers[index].countdown.interval.upperBound }
    let finished = timers.timers.indices.filter { !reported[$0] && left[$0] == .zero }
      .sorted { (end($0), $0) < (end($1), $1) }
    for index in finished { reported[index] = true }
    return finished
  }

  /// The indices of the timers not reported yet, in order; from now on they are reported (what
  /// a command ending early lists once, with their time left).
  public mutating func takeUnreported() -> [Int] {
    let left = reported.indices.filter { !reported[$0] }
    for index in left { reported[index] = true }
    return left
  }
}
