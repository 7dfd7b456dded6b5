#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A time of day on the wall clock (`17:00`, `07:30:15`) and the next instant a zone's clocks
/// show it: what a countdown to "five o'clock" counts down to.
///
/// The next occurrence is found on the civil calendar, not by adding 24 hours, so across a
/// daylight-saving change it is still at the wall time asked for. A time that falls in a repeated
/// hour is its first occurrence, and one that falls in a gap is moved forward by the gap, as
/// ``LocalTime/instant(in:)`` reads every wall time.
package struct TimeOfDay: Sendable, Hashable {
  /// 0…23.
  package let hour: Int
  /// 0…59.
  package let minute: Int
  /// 0…59.
  package let second: Int

  /// The time of day, or nil when a part is out of range.
  package init?(hour: Int, minute: Int, second: Int = 0) {
    guard (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else { return nil }
    self.hour = hour
    self.minute = minute
    self.second = second
  }

  /// The first instant strictly after `instant` at which `timeZone`'s clocks read this time:
  /// today's (in the zone, at `instant`) if it is still to come, else the next day's.
  package func nextOccurrence(after instant: Date, in timeZone: ZoneRules) -> Date {
    let today = LocalTime(instant, in: timeZone)
    let firstDay = ProlepticGregorian.dayNumber(year: today.year, month: today.month, day: today.day)
    var candidate = instant
    // Today's, else tomorrow's; a third day only where a zone skipped a whole date (Samoa,
    // 2011-12-30), whose reading moves forward by the gap onto the day after.
    for day in firstDay...(firstDay + 2) {
      let date = ProlepticGregorian.date(dayNumber: day)
      let reading = LocalTime(
        unchecked: date.year, month: date.month, day: date.day, hour: hour, minute: minute, second: second,
        fraction: 0, utcOffsetSeconds: 0)
      candidate = reading.instant(in: timeZone)
      if candidate > instant { return candidate }
    }
    return candidate
  }
}
