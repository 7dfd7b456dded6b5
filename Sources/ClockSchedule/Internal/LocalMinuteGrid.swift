import ClockGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The instants at which a zone's wall clock shows a whole minute (second 0, fraction 0).
///
/// In zones with whole-minute offsets (all of today's, +05:45 included) these are whole UTC
/// minutes shifted by nothing; under historic local mean time (Kathmandu's +05:41:16 before 1920)
/// they fall at :44 UTC seconds, and an offset change by a non-whole minute moves them.
struct LocalMinuteGrid: Sendable, Hashable {
  let timeZone: ZoneRules

  /// The start of the local minute that contains `date`.
  func latest(atOrBefore date: Date) -> Date {
    let second = LocalTime(date, in: timeZone).second
    // Whole seconds as a Double are exact, and so is subtracting an integer from them.
    let wholeSeconds = date.timeIntervalSinceReferenceDate.rounded(.down)
    return Date(timeIntervalSinceReferenceDate: wholeSeconds - Double(second))
  }

  /// The first local minute start strictly after `date`.
  func first(after date: Date) -> Date {
    var candidate = latest(atOrBefore: date).addingTimeInterval(60)
    // Only an offset change inside the minute moves the next start; a few steps settle it.
    for _ in 0..<4 {
      let second = LocalTime(candidate, in: timeZone).second
      if second == 0 { return candidate }
      let back = candidate.addingTimeInterval(-Double(second))
      if back > date, LocalTime(back, in: timeZone).second == 0 { return back }
      candidate = candidate.addingTimeInterval(Double(60 - second))
    }
    return candidate
  }
}
