import ClockGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The value of `--at`: an absolute instant, or a wall-clock time meaning "today in the zone".
///
/// Accepted forms (one grammar for every command):
/// - ISO 8601 with `Z` or an offset: `2024-06-15T09:15:30.5Z`, `2024-06-15 11:15:30+02:00`,
///   `+0200` and `+02` too; fractional seconds with any number of digits;
/// - `@UNIXSECONDS`: `@1718442930.5`, `@-0.5`;
/// - a local wall time `HH:MM[:SS[.fff]]`: that time today in the chosen zone.
package enum InstantSpec: Sendable, Equatable {
  case absolute(Date)
  case localTimeToday(hour: Int, minute: Int, second: Int, fraction: Double)

  /// The accepted forms, for the help of every option that takes an instant.
  /// Also the hint of the error for a value that is none of them, so help and errors agree.
  package static let acceptedForms = """
    ISO 8601 with Z or an offset (2024-06-15T09:15:30.5Z, 2024-06-15T11:15:30+02:00), \
    @UNIXSECONDS (@1718442930.5, @-0.5), or a local time today in the chosen time zone \
    HH:MM[:SS[.fff]] (09:15, 23:59:59.5)
    """

  /// The accepted forms in a clause short enough for a one-line error message.
  package static let acceptedFormsInShort =
    "ISO 8601 with Z or an offset (2024-06-15T09:15:30Z), @UNIXSECONDS (@1718442930.5), or HH:MM[:SS] today in the zone (09:15)"

  /// The first instant accepted: 0001-01-01T00:00:00Z (ISO 8601 writes years with four digits).
  package static let earliest = Date(timeIntervalSince1970: -62_135_596_800)
  /// The first instant past the accepted range: 10000-01-01T00:00:00Z.
  package static let latest = Date(timeIntervalSince1970: 253_402_300_800)

  /// Parses any accepted form; throws ``OptionValueError`` naming the value otherwise.
  package init(parsing text: String) throws(OptionValueError) {
    let trimmed = text.trimmingSpaces()
    if trimmed.hasPrefix("@") {
      self = try Self.unixSeconds(String(trimmed.dropFirst()), original: text)
    } else if trimmed.count > 10 {
      self = try Self.iso8601(trimmed, original: text)
    } else {
      self = try Self.wallTime(trimmed, original: text)
    }
  }

  /// The instant this value names, given the zone and the current instant.
  package func resolve(in timeZone: ZoneRules, now: Date) -> Date {
    switch self {
    case .absolute(let date):
      return date
    case .localTimeToday(let hour, let minute, let second, let fraction):
      let today = LocalTime(now, in: timeZone)
      // The parts were checked when parsed (wallTimeFields), so this reading always exists.
      let reading = (try? LocalTime(
        year: today.year, month: today.month, day: today.day,
        hour: hour, minute: minute, second: second, fraction: fraction
      )) ?? today.startOfDay
      return reading.instant(in: timeZone)
    }
  }

  private static func unixSeconds(_ body: String, original: String) throws(OptionValueError) -> InstantSpec {
    guard let seconds = Double(body), seconds.isFinite,
          body.allSatisfy({ "0123456789.-+".contains($0) })
    else { throw .instant(original) }
    guard seconds >= earliest.timeIntervalSince1970, seconds < latest.timeIntervalSince1970 else {
      throw .instantOutOfRange(original)
    }
    // Whole and fraction apart, so that @-0.5 is exactly half a second before 1970.
    let whole = seconds.rounded(.down)
    return .absolute(Date(timeIntervalSince1970: 0) + whole + (seconds - whole))
  }

  private static func iso8601(_ text: String, original: String) throws(OptionValueError) -> InstantSpec {
    var cursor = TextCursor(text)
    guard let year = cursor.digits(exactly: 4), cursor.skip("-"),
          let month = cursor.digits(exactly: 2), cursor.skip("-"),
          let day = cursor.digits(exactly: 2), cursor.skip(anyOf: "Tt ") != nil,
          let time = wallTimeFields(&cursor),
          let offset = utcOffset(&cursor), cursor.isAtEnd
    else { throw .instant(original) }
    // LocalTime checks every part (31 February, hour 24) once, for every caller.
    guard let reading = try? LocalTime(
      year: year, month: month, day: day, hour: time.hour, minute: time.minute, second: time.second,
      fraction: time.fraction, utcOffsetSeconds: offset
    ) else { throw .instant(original) }
    let date = reading.date
    guard date >= Self.earliest, date < Self.latest else { throw .instantOutOfRange(original) }
    return .absolute(date)
  }

  private static func wallTime(_ text: String, original: String) throws(OptionValueError) -> InstantSpec {
    var cursor = TextCursor(text)
    guard let time = wallTimeFields(&cursor), cursor.isAtEnd else { throw .instant(original) }
    return .localTimeToday(hour: time.hour, minute: time.minute, second: time.second, fraction: time.fraction)
  }

  /// `HH:MM[:SS[.fff]]`, each field in its range.
  private static func wallTimeFields(
    _ cursor: inout TextCursor
  ) -> (hour: Int, minute: Int, second: Int, fraction: Double)? {
    guard let hour = cursor.digits(exactly: 2), cursor.skip(":"),
          let minute = cursor.digits(exactly: 2),
          hour < 24, minute < 60
    else { return nil }
    guard cursor.skip(":") else { return (hour, minute, 0, 0) }
    guard let second = cursor.digits(exactly: 2), second < 60,
          let fraction = cursor.optionalFraction()
    else { return nil }
    return (hour, minute, second, fraction)
  }

  /// `Z`, `±HH:MM`, `±HHMM` or `±HH`, as seconds east of UTC (at most 18 hours).
  private static func utcOffset(_ cursor: inout TextCursor) -> Int? {
    if cursor.skip("Z") || cursor.skip("z") { return 0 }
    guard let sign = cursor.skip(anyOf: "+-"), let hours = cursor.digits(exactly: 2) else { return nil }
    var minutes = 0
    if cursor.skip(":") {
      guard let value = cursor.digits(exactly: 2) else { return nil }
      minutes = value
    } else if let value = cursor.digits(exactly: 2) {
      minutes = value
    }
    guard minutes < 60, hours * 60 + minutes <= 18 * 60 else { return nil }
    let seconds = hours * 3600 + minutes * 60
    return sign == "-" ? -seconds : seconds
  }
}
