/// Where each hand of an analog clock points for one wall-clock reading.
///
/// All angles are ``DialAngle``s: degrees clockwise from 12 o'clock in [0, 360). With `h` the
/// hour (0…23), `m` the minute and `s` the second including its fraction:
///
/// | hand | formula | moves |
/// | --- | --- | --- |
/// | ``hour`` | 30·(h mod 12) + 0.5·m + s/120 | continuously with minutes and seconds |
/// | ``minute`` | 6·m + 0.1·s | continuously with seconds |
/// | ``second`` | 6·⌊s⌋ | in 6° ticks, once a second |
/// | ``secondSweep`` | 6·s | smoothly, fraction included |
/// | ``hour24`` | 15·h + 0.25·m + s/240 | once a day, midnight at the top |
///
/// Each angle is computed as whole-and-fractional seconds divided by a constant
/// (e.g. minute = (60·m + s) / 10), so it is rounded once and is the double nearest the exact
/// value: 00:00:30.5 gives a minute hand at exactly 3.05, not 3.0500000000000003.
///
/// In a daylight-saving change the hands jump with the wall clock, because the reading jumps.
///
/// ```swift
/// let angles = HandAngles(hour: 9, minute: 15, second: 30.5)
/// angles.hour.degrees     // 277.7541666…
/// angles.minute.degrees   // 93.05
/// angles.second.degrees   // 180
/// ```
public struct HandAngles: Sendable, Hashable {
  /// The hour hand of a 12-hour dial.
  public let hour: DialAngle
  /// The minute hand.
  public let minute: DialAngle
  /// A ticking second hand: whole seconds only.
  public let second: DialAngle
  /// A sweeping second hand: includes the fraction of the second.
  public let secondSweep: DialAngle
  /// The hour hand of a 24-hour dial (midnight at 12 o'clock's position, noon at the bottom).
  public let hour24: DialAngle

  /// The angles for a wall-clock time: `hour` 0…23, `minute` 0…59, `second` in [0, 60) with
  /// its fraction.
  public init(hour: Int, minute: Int, second: Double) {
    // Whole seconds are exact integers in a Double, so each sum below is exact and the one
    // division is the only rounding.
    let hourOnDial = ((hour % 12) + 12) % 12
    let secondsIntoTwelveHours = Double(hourOnDial * 3600 + minute * 60) + second
    let secondsIntoHour = Double(minute * 60) + second
    let secondsIntoDay = Double(hour * 3600 + minute * 60) + second
    self.hour = DialAngle(degrees: secondsIntoTwelveHours / 120)
    self.minute = DialAngle(degrees: secondsIntoHour / 10)
    self.second = DialAngle(degrees: 6 * second.rounded(.down))
    self.secondSweep = DialAngle(degrees: 6 * second)
    self.hour24 = DialAngle(degrees: secondsIntoDay / 240)
  }

  /// The angles for a wall-clock reading.
  public init(_ time: LocalTime) {
    self.init(hour: time.hour, minute: time.minute, second: time.secondWithFraction)
  }
}
