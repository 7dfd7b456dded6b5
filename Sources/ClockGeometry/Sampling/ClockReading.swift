/// A time on a worksheet's clock: hours 0…23, minutes and seconds 0…59. Worksheets need no
/// date or zone, only what the hands show and what the answer says.
package struct ClockReading: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The hour of the day, 0…23.
  package let hour: Int
  /// The minute, 0…59.
  package let minute: Int
  /// The second, 0…59.
  package let second: Int

  /// The reading `secondOfDay` seconds after midnight, wrapped into one day.
  package init(secondOfDay: Int) {
    let wrapped = ((secondOfDay % 86_400) + 86_400) % 86_400
    hour = wrapped / 3600
    minute = wrapped / 60 % 60
    second = wrapped % 60
  }

  /// The reading at `hour`:`minute`:`second`, each wrapped into its range.
  package init(hour: Int, minute: Int, second: Int = 0) {
    self.init(secondOfDay: hour * 3600 + minute * 60 + second)
  }

  /// Seconds since midnight.
  package var secondOfDay: Int { hour * 3600 + minute * 60 + second }

  /// The hour as a 12-hour clock says it, 1…12.
  package var hour12: Int { hour % 12 == 0 ? 12 : hour % 12 }

  /// This reading `seconds` later (wrapping past midnight).
  package func adding(seconds: Int) -> ClockReading { ClockReading(secondOfDay: secondOfDay + seconds) }

  /// The reading as a wall time (of 2001-01-01 in UTC: any day will do), for a face's scene.
  package var localTime: LocalTime {
    LocalTime(unchecked: 2001, month: 1, day: 1, hour: hour, minute: minute, second: second, fraction: 0, utcOffsetSeconds: 0)
  }

  /// `HH:MM:SS`, every part two digits.
  package var paddedTime: String {
    Self.twoDigits(hour) + ":" + Self.twoDigits(minute) + ":" + Self.twoDigits(second)
  }

  /// `value` (0…99) in two digits: `07`.
  package static func twoDigits(_ value: Int) -> String { (value < 10 ? "0" : "") + String(value) }

  /// `H:MM:SS` on a 24-hour clock, for messages and tests.
  package var description: String {
    "\(hour):" + (minute < 10 ? "0" : "") + "\(minute):" + (second < 10 ? "0" : "") + "\(second)"
  }

  /// Earlier in the day first.
  package static func < (lhs: ClockReading, rhs: ClockReading) -> Bool { lhs.secondOfDay < rhs.secondOfDay }
}
