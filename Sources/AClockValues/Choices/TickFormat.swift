import ClockGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How `aclock ticks` prints an entry: one line each.
package enum TickFormat: String, CaseIterable, Sendable {
  /// ISO 8601 with milliseconds and the offset in the zone: `2024-06-15T15:00:30.500+05:45`.
  case iso
  /// Unix seconds with milliseconds: `1718442930.500`, `-0.500`.
  case unix

  /// The line for `entry` (without the newline). Milliseconds are cut, never rounded up, in both
  /// forms, so a line never names a later instant than the entry.
  package func line(for entry: Date, in timeZone: ZoneRules) -> String {
    switch self {
    case .iso:
      return LocalTime(entry, in: timeZone).iso8601String(fractionDigits: 3)
    case .unix:
      // The same half-microsecond slack as iso8601String absorbs Date's binary rounding.
      let milliseconds = Int64((entry.timeIntervalSince1970 * 1000 + 5e-4).rounded(.down))
      let magnitude = milliseconds.magnitude
      let fraction = String(magnitude % 1000)
      return (milliseconds < 0 ? "-" : "") + "\(magnitude / 1000)."
        + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
  }
}
