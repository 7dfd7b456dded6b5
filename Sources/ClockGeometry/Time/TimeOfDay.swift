#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A time of day on the wall clock (`17:00`, `07:30:15`) and the next instant a zone's clocks
/// show it: what a countdown to "five o'clock" counts down to.
///
/// The next occurrence is the next instant at which the zone's clocks read that time, found on
/// the civil calendar (not by adding 24 hours), so across a daylight-saving change it is still
/// at the wall time asked for. Where the clocks go back, a time in the repeated hour is read
/// twice, and both passes count: from before the first pass, the first; once the first has
/// gone, the second (02:30 on a night Berlin goes from 03:00 CEST back to 02:00 CET, asked
/// at 02:40 CEST, is 02:30 CET 50 minutes later, not tomorrow's). Where the clocks go forward,
/// a time in the gap is never read; the countdown ends at the first instant after the gap, when
/// the clocks jump past it (02:30 on a night that jumps from 02:00 to 03:00 ends at 03:00: the
/// moment the time has been passed, as cron runs a job of a skipped hour). This differs on
/// purpose from ``LocalTime/instant(in:)`` and `--at`, which name an instant and read a time
/// in a gap with the offset before it (03:30, as RFC 5545). A date a zone skips whole (Samoa,
/// 2011-12-30) is a gap of 24 hours: its reading ends at the gap's end, 2011-12-31 00:00.
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

  /// The first instant strictly after `instant` at which `timeZone`'s clocks read this time
  /// (either pass of a repeated hour), or, for a reading in a gap, the instant the gap ends:
  /// the earliest such instant over the civil days around `instant`'s.
  package func nextOccurrence(after instant: Date, in timeZone: ZoneRules) -> Date {
    let today = LocalTime(instant, in: timeZone)
    let firstDay = ProlepticGregorian.dayNumber(year: today.year, month: today.month, day: today.day)
    var soonest: Int?
    // Today's, else tomorrow's; the day before for a repeated hour that goes back across
    // midnight (its second pass reads yesterday's date), and a third day only where a zone
    // skipped a whole date (Samoa, 2011-12-30), whose reading moves onto the day after.
    for day in (firstDay - 1)...(firstDay + 2) {
      let date = ProlepticGregorian.date(dayNumber: day)
      let reading = LocalTime(
        unchecked: date.year, month: date.month, day: date.day, hour: hour, minute: minute, second: second,
        fraction: 0, utcOffsetSeconds: 0)
      let (passes, movedPastGap) = reading.unixPasses(in: timeZone)
      let candidates = passes.isEmpty ? [Self.gapEnd(reading: reading, movedPastGap: movedPastGap, in: timeZone)] : passes
      for unix in candidates where Self.date(unix) > instant {
        soonest = min(soonest ?? unix, unix)
      }
    }
    // The last day's reading is always after `instant` unless a zone moved its clocks by more
    // than a day, which none does; even then the answer stays after `instant`.
    return soonest.map(Self.date) ?? instant.addingTimeInterval(86_400)
  }

  /// The instant a gap that swallows `reading` ends: the first second with the offset after it.
  ///
  /// With `before` and `after` the offsets either side of the change at `T`, the gap's readings
  /// are `T + before ..< T + after`, so `T` lies in `reading - after < T <= reading - before`
  /// (`movedPastGap` is the upper end); the offset is `before` then `after` across that range,
  /// so a bisection finds `T` without asking the zone where its spans start.
  private static func gapEnd(reading: LocalTime, movedPastGap: Int, in timeZone: ZoneRules) -> Int {
    let after = timeZone.span(containing: movedPastGap).type.utcOffset
    var low = reading.localSeconds - after  // before the change: the offset there is not `after`
    var high = movedPastGap  // at or after the change
    while high - low > 1 {
      let middle = low + (high - low) / 2
      if timeZone.span(containing: middle).type.utcOffset == after { high = middle } else { low = middle }
    }
    return high
  }

  private static func date(_ unix: Int) -> Date {
    SplitInstant(unixSeconds: unix, fraction: 0).date
  }
}
