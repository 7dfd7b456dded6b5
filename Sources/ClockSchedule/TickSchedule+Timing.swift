import ClockGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension TickSchedule {
  /// The instants at which a running stopwatch's elapsed time is a whole multiple of `step`
  /// (at least a microsecond): ``periodic(from:by:)`` anchored at `Stopwatch.zeroInstant`, the
  /// entries `Stopwatch.nextChange(after:every:)` gives one by one. No entries unless the
  /// stopwatch is running, so a stopped or reset stopwatch is redrawn only when it is operated
  /// (make the schedule again then).
  ///
  /// ```swift
  /// // 25 frames a second, each showing a whole 40 ms of elapsed time.
  /// var cursor = TickCursor(schedule: .changes(of: watch, every: .milliseconds(40)))
  /// ```
  public static func changes(of stopwatch: Stopwatch, every step: Duration) -> TickSchedule {
    guard let zero = stopwatch.zeroInstant else { return .explicit([]) }
    return .periodic(from: zero, by: step)
  }

  /// The instants at which the readout of some countdown of `timers` (time left rounded up to
  /// the second) changes: for each countdown, every whole second before its end that is after
  /// its start, and its end; the entries `TimerSet.nextChange(after:)` gives one by one. Each
  /// countdown keeps its own phase, so timers whose ends are a fraction of a second apart are
  /// each redrawn on their own seconds. Only the countdowns that run (`TimerSet.running`): none
  /// while paused but the anchored ones; the schedule ends with the last of them. Make it again
  /// when the set is paused or resumed.
  ///
  /// ```swift
  /// for change in BlockingTicker(schedule: .changes(of: timers)) { redraw(at: change) }
  /// ```
  public static func changes(of timers: TimerSet) -> TickSchedule {
    .union(timers.running.map { countdown in
      let end = countdown.interval.upperBound
      return TickSchedule(kind: .span(PeriodicSpan(
        grid: PeriodicGrid(anchor: end, interval: .seconds(1)), after: countdown.interval.lowerBound, through: end)))
    })
  }
}
