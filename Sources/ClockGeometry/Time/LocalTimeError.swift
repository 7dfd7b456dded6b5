/// Why ``LocalTime/init(year:month:day:hour:minute:second:fraction:utcOffsetSeconds:)`` refused
/// a reading: the first part out of range, its value, and the range accepted.
///
/// ```swift
/// do { _ = try LocalTime(year: 2024, month: 2, day: 30, hour: 0, minute: 0, second: 0) }
/// catch { print(error) }   // day 30 is out of range: accepted 1…29
/// ```
public struct LocalTimeError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A part of a reading.
  public enum Part: String, Sendable, Hashable, CaseIterable {
    /// The year.
    case year
    /// The month, 1…12.
    case month
    /// The day of the month.
    case day
    /// The hour, 0…23.
    case hour
    /// The minute, 0…59.
    case minute
    /// The second, 0…59.
    case second
    /// The part of a second, in [0, 1).
    case fraction
    /// The offset from UTC in seconds.
    case utcOffsetSeconds
  }

  /// The part out of range.
  public let part: Part
  /// Its value, as given.
  public let value: String
  /// The whole numbers accepted, or nil for the fraction (any number in [0, 1)).
  public let accepted: ClosedRange<Int>?

  /// `day 30 is out of range: accepted 1…29`.
  public var description: String {
    let range = accepted.map { "\($0.lowerBound)…\($0.upperBound)" } ?? "[0, 1)"
    return "\(part.rawValue) \(value) is out of range: accepted \(range)"
  }
}
