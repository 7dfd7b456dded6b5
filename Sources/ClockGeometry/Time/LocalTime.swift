import Foundation

/// The wall-clock reading of an instant in a time zone: the numbers a clock on the wall shows.
///
/// The date is proleptic Gregorian (ISO 8601), the time of day is what the zone's clocks showed,
/// and `fraction` carries the part of the second, so `second` never rounds up into the next second.
///
/// Instants before 1970 work like any other: Unix −0.5 s is 1969-12-31 23:59:59.5 UTC.
/// In a daylight-saving gap the reading jumps (01:59:59 → 03:00:00), and in a repeated hour the
/// same reading occurs twice with different `utcOffsetSeconds`: that is what wall clocks do.
///
/// ```swift
/// let tokyo = ZoneRules.named("Asia/Tokyo")!
/// let time = LocalTime(Date(timeIntervalSince1970: 0), in: tokyo)
/// // time.hour == 9, time.utcOffsetSeconds == 32_400
/// ```
///
/// For many instants in one zone use ``LocalTimeDecomposer``, which caches the UTC offset.
public struct LocalTime: Sendable, Hashable {
  /// The year, e.g. 2024 (proleptic Gregorian: before 1582 this differs from `Calendar`'s
  /// Julian dates, while the time of day agrees).
  public var year: Int
  /// The month, 1…12.
  public var month: Int
  /// The day of the month, 1…31.
  public var day: Int
  /// The hour of the day, 0…23.
  public var hour: Int
  /// The minute of the hour, 0…59.
  public var minute: Int
  /// The whole second of the minute, 0…59.
  public var second: Int
  /// The part of the second after `second`, in [0, 1).
  public var fraction: Double
  /// The zone's offset from UTC at this instant, in seconds (east positive: +05:45 is 20 700).
  public var utcOffsetSeconds: Int

  /// Creates a reading from its parts; no validation, for tests and for tools that already
  /// hold a reading.
  public init(
    year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int,
    fraction: Double = 0, utcOffsetSeconds: Int = 0
  ) {
    self.year = year
    self.month = month
    self.day = day
    self.hour = hour
    self.minute = minute
    self.second = second
    self.fraction = fraction
    self.utcOffsetSeconds = utcOffsetSeconds
  }

  /// The wall-clock reading of `date` in `timeZone`.
  ///
  /// Asks the zone for its UTC offset at `date` once, then uses integer arithmetic.
  public init(_ date: Date, in timeZone: ZoneRules) {
    let split = SplitInstant(date)
    self.init(split, utcOffsetSeconds: timeZone.span(containing: split.unixSeconds).type.utcOffset)
  }

  /// The reading of a split instant under a known offset: pure integer arithmetic.
  init(_ instant: SplitInstant, utcOffsetSeconds offset: Int) {
    let (days, secondOfDay) = (instant.unixSeconds + offset).floorDivided(by: 86_400)
    let date = ProlepticGregorian.date(dayNumber: days)
    self.init(
      year: date.year, month: date.month, day: date.day, secondOfDay: secondOfDay,
      fraction: instant.fraction, utcOffsetSeconds: offset
    )
  }

  /// A reading from a civil date and the whole seconds since local midnight (0..<86 400).
  init(year: Int, month: Int, day: Int, secondOfDay: Int, fraction: Double, utcOffsetSeconds: Int) {
    self.init(
      year: year, month: month, day: day,
      hour: secondOfDay / 3600, minute: secondOfDay % 3600 / 60, second: secondOfDay % 60,
      fraction: fraction, utcOffsetSeconds: utcOffsetSeconds
    )
  }

  /// The second of the minute with its fraction, in [0, 60): what a sweeping hand shows.
  public var secondWithFraction: Double { Double(second) + fraction }

  /// Seconds since local midnight with the fraction, in [0, 86 400).
  public var secondOfDay: Double { Double(hour * 3600 + minute * 60 + second) + fraction }
}

extension Int {
  /// Floor division and the matching non-negative remainder (Swift's `/` truncates toward zero,
  /// which puts instants before 1970 in the wrong day).
  func floorDivided(by divisor: Int) -> (quotient: Int, remainder: Int) {
    let remainder = self % divisor
    return remainder < 0 ? (self / divisor - 1, remainder + divisor) : (self / divisor, remainder)
  }
}
