import AClockRuntime
import AClockValues
import ClockGeometry
import ClockSchedule
import ClockText
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The stopwatch's status line: `{elapsed}`, the time gone rounded down to the second (`1:15`,
/// `1:00:00`), at each whole second of the stopwatch (counted from its start, not the wall
/// clock's seconds). There are no keys in a status line: the stopwatch runs from `--start` or
/// from the command's start until the command ends.
///
/// JSON: the tooltip is `stopwatch 1:15`; the class `running` (`idle` for the one moment `--at`
/// shows without `--start`); the percentage the second hand's place in its minute (0 at each
/// whole minute, 98 at 59 s).
package struct StopwatchStatus: StatusSource {
  package let stopwatch: Stopwatch
  package let template: StatusTemplate

  /// The template used without `--status-format`.
  package static let defaultTemplate = StatusTemplate([.placeholder(.elapsed)])

  package init(stopwatch: Stopwatch, template: StatusTemplate?) {
    self.stopwatch = stopwatch
    self.template = template ?? Self.defaultTemplate
  }

  package var changes: TickSchedule { .changes(of: stopwatch, every: .seconds(1)) }

  package func line(at now: Date) -> StatusLine {
    let elapsed = stopwatch.elapsed(at: now)
    let text = template.rendered { placeholder in
      placeholder == .elapsed ? DurationFormat.short.string(elapsed, rounding: .down) : ""
    }
    let secondOfMinute = elapsed.components.seconds % 60
    return StatusLine(
      text: text, tooltip: "stopwatch " + DurationFormat.short.string(elapsed, rounding: .down),
      className: stopwatch.state == .idle ? "idle" : "running", percentage: Int(secondOfMinute * 100 / 60))
  }
}
