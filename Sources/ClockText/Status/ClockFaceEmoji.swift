/// The Unicode clock face nearest a time of day: 🕐…🕛 on the hours (U+1F550…U+1F55B), 🕜…🕧 on
/// the half hours (U+1F55C…U+1F567).
///
/// The faces have twelve hours, so 13:00 and 01:00 share 🕐, and midnight and noon 🕛. The time
/// is rounded to the nearest half hour, a quarter past or to rounding up: 10:14:59 shows 🕙
/// (ten o'clock), 10:15:00 🕥 (half past ten), 11:45:00 🕛 (twelve o'clock).
///
/// ```swift
/// ClockFaceEmoji.nearest(hour: 10, minute: 9, second: 37)   // "🕙"
/// ```
package enum ClockFaceEmoji {
  /// The face for `hour` (0…23), `minute` and `second` (0…59); values outside wrap around.
  package static func nearest(hour: Int, minute: Int, second: Int) -> Character {
    let secondsOfHalfDay = (hour * 3600 + minute * 60 + second) % 43_200
    let halfHours = ((secondsOfHalfDay + 43_200) % 43_200 + 900) / 1800 % 24
    // Faces count from one o'clock: index 0 is 1:00 (or 1:30), index 11 is 12:00 (or 12:30).
    let face = (halfHours / 2 + 11) % 12
    let first: UInt32 = halfHours % 2 == 0 ? 0x1F550 : 0x1F55C
    return Character(Unicode.Scalar(first + UInt32(face)) ?? "?")
  }
}
