import ClockGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The value of `--every` (and of later timer options): a positive length of time, exact to the
/// nanosecond.
///
/// Accepted forms (one grammar for every command):
/// - a number of seconds: `90`, `1.5`;
/// - numbers with units, largest first, each unit once: `500ms`, `1s`, `1.5s`, `90s`, `5m`,
///   `1h30m`, `1m30.5s`, `2h0m5s` (`h`, `m`, `s`, `ms`; letter case is forgiven);
/// - a clock reading `H:MM:SS[.fff]` or `M:SS[.fff]`: `01:30:00` is an hour and a half, `1:30`
///   is ninety seconds (the leading field takes any number of digits, the others two, below 60).
///
/// Zero, negative, overflowing (beyond about 292 years) and garbled values, and fractions finer
/// than a nanosecond, are rejected with ``OptionValueError/duration(_:)``.
package struct DurationSpec: Sendable, Equatable, CustomStringConvertible {
  /// The text the user gave, for messages.
  package let text: String
  /// The length, in nanoseconds (always positive).
  package let nanoseconds: Int64

  /// The length as a `Duration`.
  package var duration: Duration { .nanoseconds(nanoseconds) }

  package var description: String { text }

  /// Parses any accepted form; throws ``OptionValueError/duration(_:)`` naming the value otherwise.
  package init(parsing text: String) throws(OptionValueError) {
    let trimmed = text.trimmingSpaces().lowercased()
    let parsed = trimmed.contains(":") ? Self.clockReading(trimmed) : Self.withUnits(trimmed)
    guard let nanoseconds = parsed, nanoseconds > 0 else { throw .duration(text) }
    self.text = text
    self.nanoseconds = nanoseconds
  }

  private static let second: Int64 = 1_000_000_000

  /// `1h30m`, `500ms`, `1.5s`, or a bare number of seconds.
  private static func withUnits(_ text: String) -> Int64? {
    var cursor = TextCursor(text)
    var total: Int64 = 0
    var smallestSoFar = Int64.max
    while !cursor.isAtEnd {
      guard let number = decimal(&cursor) else { return nil }
      let unit: Int64
      if cursor.isAtEnd, smallestSoFar == .max {
        unit = second  // a bare number is seconds
      } else if cursor.skip("h") {
        unit = 3600 * second
      } else if cursor.skip("m") {
        unit = cursor.skip("s") ? 1_000_000 : 60 * second
      } else if cursor.skip("s") {
        unit = second
      } else {
        return nil
      }
      guard unit < smallestSoFar, let part = scaled(number, by: unit) else { return nil }
      smallestSoFar = unit
      let (sum, overflow) = total.addingReportingOverflow(part)
      guard !overflow else { return nil }
      total = sum
    }
    return smallestSoFar == .max ? nil : total
  }

  /// `H:MM:SS[.fff]` or `M:SS[.fff]`.
  private static func clockReading(_ text: String) -> Int64? {
    var cursor = TextCursor(text)
    guard let leading = cursor.digitRun(), let first = Int64(leading), cursor.skip(":"),
          let second = cursor.digits(exactly: 2), second < 60
    else { return nil }
    var fields = [first, Int64(second)]
    if cursor.skip(":") {
      guard let third = cursor.digits(exactly: 2), third < 60 else { return nil }
      fields.append(Int64(third))
    }
    var fraction = ""
    if cursor.skip(".") {
      guard let digits = cursor.digitRun(maximum: 30) else { return nil }
      fraction = digits
    }
    guard cursor.isAtEnd else { return nil }
    var seconds: Int64 = 0
    for field in fields {
      let (scaledUp, overflow) = seconds.multipliedReportingOverflow(by: 60)
      guard !overflow else { return nil }
      seconds = scaledUp + field
    }
    return scaled((whole: String(seconds), fraction: fraction), by: Self.second)
  }

  /// Digits with an optional `.digits` fraction, as text (so nothing is rounded).
  private static func decimal(_ cursor: inout TextCursor) -> (whole: String, fraction: String)? {
    guard let whole = cursor.digitRun() else { return nil }
    guard cursor.skip(".") else { return (whole, "") }
    guard let fraction = cursor.digitRun(maximum: 30) else { return nil }
    return (whole, fraction)
  }

  /// `whole.fraction` units in nanoseconds, exactly, or nil on overflow or sub-nanosecond detail.
  private static func scaled(_ number: (whole: String, fraction: String), by unit: Int64) -> Int64? {
    guard let whole = Int64(number.whole) else { return nil }
    let (wholePart, overflow) = whole.multipliedReportingOverflow(by: unit)
    guard !overflow else { return nil }
    let digits = number.fraction.reversed().drop(while: { $0 == "0" }).reversed()
    guard !digits.isEmpty else { return wholePart }
    // The fraction is exact only when the unit, in nanoseconds, divides by 10^digits.
    var denominator: Int64 = 1
    for _ in digits {
      guard denominator <= unit / 10 else { return nil }
      denominator *= 10
    }
    guard unit % denominator == 0, let numerator = Int64(String(digits)) else { return nil }
    let (sum, sumOverflow) = wholePart.addingReportingOverflow(numerator * (unit / denominator))
    return sumOverflow ? nil : sum
  }
}
