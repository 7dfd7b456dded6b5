import ClockGeometry
import ClockSchedule
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `aclock ticks`, live: a line per entry of the schedule as it becomes due, straight to the
/// descriptor, so each line is out before the next wait.
struct TickLines: LivePresentation {
  let changes: TickSchedule
  let format: TickFormat
  let zone: ZoneRules

  mutating func show(_ moment: LiveMoment) throws(CLIError) -> LiveProgress {
    guard case .entry(let entry, _) = moment else { return .unchanged }
    try StandardOutput.write(format.line(for: entry, in: zone) + "\n")
    return .shown
  }
}
