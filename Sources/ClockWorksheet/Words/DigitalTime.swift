import ClockGeometry

/// A time in figures, as a digital clock shows it.
package enum DigitalTime {
  /// `reading` as `7:30` (12-hour: 1…12, no leading zero, as children learn it) or `19:30`
  /// (24-hour: two-digit hours), with `:SS` when `seconds`.
  package static func text(_ reading: ClockReading, twentyFourHour: Bool, seconds: Bool) -> String {
    let hour = twentyFourHour ? twoDigits(reading.hour) : String(reading.hour12)
    return hour + ":" + twoDigits(reading.minute) + (seconds ? ":" + twoDigits(reading.second) : "")
  }

  private static func twoDigits(_ value: Int) -> String { (value < 10 ? "0" : "") + String(value) }
}
