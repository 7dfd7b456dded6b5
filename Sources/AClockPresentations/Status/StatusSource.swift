import AClockRuntime
import AClockValues
import ClockSchedule
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `--status` follows: the clock, timers or the stopwatch, as a line at any instant and the
/// schedule of the instants at which that line may change. ``StatusLines`` shows it at each.
package protocol StatusSource {
  /// The instants at which the line may change (the clock's ticks, each timer's seconds, the
  /// stopwatch's whole seconds).
  var changes: TickSchedule { get }
  /// The line at `now`.
  mutating func line(at now: Date) -> StatusLine
  /// Whether nothing will change after `now` (every timer finished): the run ends there.
  func isFinished(at now: Date) -> Bool
  /// Acts once on each event up to `now` (a timer finishing starts its `--exec`, `--notify`).
  mutating func actOnEvents(at now: Date)
  /// Blocks, when called, until what ``actOnEvents(at:)`` started has ended (called from any
  /// thread, after the run).
  var actionWaiter: @Sendable () -> Void { get }
}

extension StatusSource {
  package func isFinished(at now: Date) -> Bool { false }
  package mutating func actOnEvents(at now: Date) {}
  package var actionWaiter: @Sendable () -> Void { {} }
}
