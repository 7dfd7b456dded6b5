import ClockGeometry

/// A time in figures, as a digital clock shows it.
package enum DigitalTime {
  /// `reading` as `7:30` (12-hour: 1…12, no leading zero, as children learn it) or `19:30`
  /// (24-hour: two-digit hours), with `:SS` when `seconds`.
  package static func text(_ reading: ClockReading, twentyFourHour: Bool, seconds: Bool) -> String {
    let hour = twentyFourHour ? ClockReading.twoDigits(reading.hour) : String(reading.hour12)
    return hour + ":" + ClockReading.twoDigits(reading.minute) + (seconds ? ":" + ClockReading.twoDigits(reading.second) : "")
  }

}
