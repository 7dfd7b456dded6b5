import AClockRuntime
import AClockValues
import ClockGeometry
import ClockSchedule
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `aclock ticks`, live: a line per entry of the schedule as it becomes due, straight to the
/// descriptor, so each line is out before the next wait.
package struct TickLines: LivePresentation {
  package let changes: TickSchedule
  package let format: TickFormat
  package let zone: ZoneRules

  /// Lines of `changes`' entries in `format`, local to `zone`.
  package init(changes: TickSchedule, format: TickFormat, zone: ZoneRules) {
    self.changes = changes
    self.format = format
    self.zone = zone
  }

  package mutating func show(_ moment: LiveMoment) throws(CLIError) -> LiveProgress {
    guard case .entry(let entry, _) = moment else { return .unchanged }
    try StandardOutput.write(format.line(for: entry, in: zone) + "\n")
    return .shown
  }
}
