#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
  public let year: Int
  /// The month, 1…12.
  public let month: Int
  /// The day of the month, 1…31.
  public let day: Int
  /// The hour of the day, 0…23.
  public let hour: Int
  /// The minute of the hour, 0…59.
  public let minute: Int
  /// The whole second of the minute, 0…59.
  public let second: Int
  /// The part of the second after `second`, in [0, 1).
  public let fraction: Double
  /// The zone's offset from UTC at this instant, in seconds (east positive: +05:45 is 20 700).
  public let utcOffsetSeconds: Int

  /// Creates a reading from its parts, each checked: month 1…12, a day the month has, hour
  /// 0…23, minute and second 0…59, a fraction in [0, 1), an offset within ±26 hours (what TZif
  /// files allow), a year within ±1,000,000.
  ///
  /// Throws a ``LocalTimeError`` naming the first part out of range: a reading is always one a
  /// wall clock can show, so ``date`` and ``instant(in:)`` never see 31 February.
  public init(
    year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int,
    fraction: Double = 0, utcOffsetSeconds: Int = 0
  ) throws(LocalTimeError) {
    func check(_ part: LocalTimeError.Part, _ value: Int, _ range: ClosedRange<Int>) throws(LocalTimeError) {
      guard range.contains(value) else { throw LocalTimeError(part: part, value: String(value), accepted: range) }
    }
    try check(.year, year, -1_000_000...1_000_000)
    try check(.month, month, 1...12)
    try check(.day, day, 1...ProlepticGregorian.daysInMonth(year: year, month: month))
    try check(.hour, hour, 0...23)
    try check(.minute, minute, 0...59)
    try check(.second, second, 0...59)
    guard fraction >= 0, fraction < 1 else {
      throw LocalTimeError(part: .fraction, value: String(fraction), accepted: nil)
    }
    try check(.utcOffsetSeconds, utcOffsetSeconds, -93_599...93_599)
    self.init(
      unchecked: year, month: month, day: day, hour: hour, minute: minute, second: second,
      fraction: fraction, utcOffsetSeconds: utcOffsetSeconds)
  }

  /// A reading whose parts are known to be in range (computed, not given).
  init(
    unchecked year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int,
    fraction: Double, utcOffsetSeconds: Int
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
    self.init(split, utcOffsetSeconds: timeZone.utcOffset(atUnix: split.unixSeconds))
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
      unchecked: year, month: month, day: day,
      hour: secondOfDay / 3600, minute: secondOfDay % 3600 / 60, second: secondOfDay % 60,
      fraction: fraction, utcOffsetSeconds: utcOffsetSeconds
    )
  }

  /// The second of the minute with its fraction, in [0, 60): what a sweeping hand shows.
  public var secondWithFraction: Double { Double(second) + fraction }

  /// Seconds since local midnight with the fraction, in [0, 86 400).
  public var secondOfDay: Double { Double(hour * 3600 + minute * 60 + second) + fraction }

  /// Midnight at the start of this reading's date, under the same offset: what
  /// ``instant(in:)`` turns into the instant a day starts in a zone.
  public var startOfDay: LocalTime {
    LocalTime(unchecked: year, month: month, day: day, hour: 0, minute: 0, second: 0, fraction: 0, utcOffsetSeconds: utcOffsetSeconds)
  }
}

extension Int {
  /// Floor division and the matching non-negative remainder (Swift's `/` truncates toward zero,
  /// which puts instants before 1970 in the wrong day).
  func floorDivided(by divisor: Int) -> (quotient: Int, remainder: Int) {
    let remainder = self % divisor
    return remainder < 0 ? (self / divisor - 1, remainder + divisor) : (self / divisor, remainder)
  }
}
