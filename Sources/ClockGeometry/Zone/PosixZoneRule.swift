/// A POSIX `TZ` rule such as `CET-1CEST,M3.5.0,M10.5.0/3`: the rule a TZif file's footer gives
/// for instants after its table (RFC 8536 §3.3, with its extensions: hours −167…167 in rule
/// times, and daylight-saving time all year), and the form `TZ` itself may take.
///
/// Rules are evaluated year by year, in the UTC year of the instant, as Python's `zoneinfo` and
/// the C library do.
struct PosixZoneRule: Sendable, Hashable {
  /// The standard time, the only one when there is no daylight-saving time.
  let standard: ZoneTimeType
  /// Daylight-saving time and when it starts and ends each year, if the zone keeps it.
  let daylight: Daylight?

  struct Daylight: Sendable, Hashable {
    let type: ZoneTimeType
    /// When daylight-saving time starts, in standard local time.
    let start: RuleDate
    /// When it ends, in daylight-saving local time.
    let end: RuleDate
  }

  /// A day of the year and a time on it, in local time.
  struct RuleDate: Sendable, Hashable {
    enum Day: Sendable, Hashable {
      /// `Jn`: 1…365, 29 February never counted.
      case julian(Int)
      /// `n`: 0…365, 29 February counted in leap years.
      case zeroBased(Int)
      /// `Mm.w.d`: weekday `d` (0 = Sunday) of week `w` (1…5, 5 = the last) of month `m`.
      case monthWeekDay(month: Int, week: Int, weekday: Int)
    }
    let day: Day
    /// Seconds after local midnight of that day; may be negative or beyond a day.
    let seconds: Int

    /// The local seconds since 1970-01-01T00:00 with no offset applied at which this date falls
    /// in `year`.
    func localSeconds(in year: Int) -> Int {
      let dayNumber: Int
      switch day {
      case .julian(let n):
        let march1 = ProlepticGregorian.isLeapYear(year) && n >= 60 ? 1 : 0
        dayNumber = ProlepticGregorian.dayNumber(year: year, month: 1, day: 1) + n - 1 + march1
      case .zeroBased(let n):
        dayNumber = ProlepticGregorian.dayNumber(year: year, month: 1, day: 1) + n
      case .monthWeekDay(let month, let week, let weekday):
        let first = ProlepticGregorian.dayNumber(year: year, month: month, day: 1)
        // Day 0 (1970-01-01) was a Thursday, weekday 4.
        let firstWeekday = (first + 4).floorDivided(by: 7).remainder
        var day = 1 + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
        if day > ProlepticGregorian.daysInMonth(year: year, month: month) { day -= 7 }
        dayNumber = first + day - 1
      }
      return dayNumber * 86_400 + seconds
    }
  }

  /// The local time type in force at `unixSeconds`, and the span between the rule's changes
  /// over which it holds.
  ///
  /// The changes of the instant's UTC year and of the years either side are put in time order,
  /// and the latest at or before the instant decides. At one instant the later year's change
  /// wins, which is what makes `0/0,J365/25` daylight-saving time all year (RFC 8536 §3.3.1):
  /// each year's end coincides with the next year's start. (Python's zoneinfo decides by the
  /// instant's UTC year alone, and so shows standard time for the hours between the UTC and the
  /// local new year in such a zone; no zone of the database is affected, as the agreement test
  /// shows.)
  func span(containing unixSeconds: Int) -> ZoneSpan {
    guard let daylight else { return ZoneSpan(type: standard, from: .min, until: .max) }
    let year = ProlepticGregorian.date(dayNumber: unixSeconds.floorDivided(by: 86_400).quotient).year
    var changes: [(at: Int, order: Int, startsDaylight: Bool)] = []
    for (index, ruleYear) in ((year - 1)...(year + 1)).enumerated() {
      let start = daylight.start.localSeconds(in: ruleYear) - standard.utcOffset
      let end = daylight.end.localSeconds(in: ruleYear) - daylight.type.utcOffset
      changes.append((start, index * 2 + (start <= end ? 0 : 1), true))
      changes.append((end, index * 2 + (start <= end ? 1 : 0), false))
    }
    changes.sort { ($0.at, $0.order) < ($1.at, $1.order) }
    let latest = changes.lastIndex { $0.at <= unixSeconds }
    let isDaylight = latest.map { changes[$0].startsDaylight } ?? !changes[0].startsDaylight
    return ZoneSpan(
      type: isDaylight ? daylight.type : standard,
      from: latest.map { changes[$0].at } ?? .min,
      until: changes.first { $0.at > unixSeconds }?.at ?? .max
    )
  }
}
