#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension LocalTime {
  /// The instant this reading names under its own ``utcOffsetSeconds``.
  ///
  /// `LocalTime(year: 2024, month: 6, day: 15, hour: 11, minute: 15, second: 30,
  /// utcOffsetSeconds: 7200).date` is 2024-06-15T09:15:30Z. Exact: the whole seconds are integer
  /// arithmetic, and the fraction is added last.
  public var date: Date {
    SplitInstant(unixSeconds: localSeconds - utcOffsetSeconds, fraction: fraction).date
  }

  /// The instant at which `timeZone`'s clocks show this reading (``utcOffsetSeconds`` is ignored).
  ///
  /// A wall time is not always one instant: in a repeated hour (clocks going back) this returns
  /// the earlier of the two; in a gap (clocks going forward) the time does not exist, and this
  /// returns the reading moved forward by the gap's length (02:30 on a spring-forward night in
  /// New York gives the instant of 03:30 EDT), as `Calendar` and Python's `zoneinfo` (fold 0) do.
  public func instant(in timeZone: ZoneRules) -> Date {
    let (passes, movedPastGap) = unixPasses(in: timeZone)
    return SplitInstant(unixSeconds: passes.first ?? movedPastGap, fraction: fraction).date
  }

  /// The Unix seconds at which `timeZone`'s clocks show this reading's whole seconds, earliest
  /// first: one, two in a repeated hour (the first pass, then the second), none in a gap; and
  /// for a reading in a gap, the reading moved forward by the gap (``instant(in:)``'s answer
  /// there).
  func unixPasses(in timeZone: ZoneRules) -> (passes: [Int], movedPastGap: Int) {
    let local = localSeconds
    func offset(atUnix unix: Int) -> Int {
      timeZone.span(containing: unix).type.utcOffset
    }
    // Zones change offset at most once within a day either side, so these are all candidates.
    let offsetBefore = offset(atUnix: local - 86_400)
    let candidates = Set([offsetBefore, offset(atUnix: local), offset(atUnix: local + 86_400)])
    let passes = candidates.map { local - $0 }.filter { offset(atUnix: $0) == local - $0 }.sorted()
    return (passes, local - offsetBefore)
  }

  /// The number of days in a month of the proleptic Gregorian calendar (28…31).
  public static func daysInMonth(year: Int, month: Int) -> Int {
    ProlepticGregorian.daysInMonth(year: year, month: month)
  }

  /// The reading's date and time as seconds since 1970-01-01T00:00:00 with no offset applied.
  var localSeconds: Int {
    ProlepticGregorian.dayNumber(year: year, month: month, day: day) * 86_400
      + hour * 3600 + minute * 60 + second
  }
}
