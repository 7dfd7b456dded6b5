/// How a clock's hand keeps moving after the instant of its scene, for renderers that animate
/// (the SVG writer's `--animate`): it turns once every ``period`` seconds of wall time, either
/// smoothly or in ``steps`` jumps, and stood ``elapsed`` seconds into its turn at the scene's
/// instant.
///
/// Every period divides a day (60, 3600, 43,200, 86,400 s), so a hand's place in its turn is
/// the seconds since local midnight modulo its period: ``elapsed(secondsIntoDay:period:)``, the
/// one rule the scene and a browser's script both follow.
///
/// | hand | period | steps |
/// | --- | --- | --- |
/// | ticking second | 60 | 60 |
/// | sweeping second | 60 | none (``turnShare`` below 1 for a railway clock's wait at 12) |
/// | minute | 3600 | none; 60 when it jumps |
/// | hour, 12-hour dial | 43,200 | none; 720 when the minute hand jumps |
/// | hour, 24-hour dial | 86,400 | none; 1440 when the minute hand jumps |
///
/// ```swift
/// // 10:09:37.25, ticking: the second hand is 37.25 s into its minute and jumps at each second.
/// let second = HandMotion(period: 60, steps: 60, elapsed: 37.25)
/// ```
public struct HandMotion: Sendable, Hashable {
  /// Seconds of wall time per turn.
  public let period: Int
  /// Jumps per turn (evenly spaced, at the end of each step), or nil for a smooth turn.
  public let steps: Int?
  /// The part of the period the hand takes to go round (1, or less for a second hand that waits
  /// at 12 for the minute to turn, as a railway clock's does); the rest it waits at 12.
  public let turnShare: Double
  /// Seconds into the current turn at the scene's instant, in [0, period).
  public let elapsed: Double

  /// A motion of `period` seconds a turn, in `steps` jumps or smooth, `elapsed` seconds in.
  public init(period: Int, steps: Int?, turnShare: Double = 1, elapsed: Double) {
    self.period = period
    self.steps = steps
    self.turnShare = turnShare
    self.elapsed = elapsed
  }

  /// Seconds into a turn of `period` seconds for a wall-clock reading `secondsIntoDay` seconds
  /// after local midnight (fraction included).
  public static func elapsed(secondsIntoDay: Double, period: Int) -> Double {
    let value = secondsIntoDay.truncatingRemainder(dividingBy: Double(period))
    return value < 0 ? value + Double(period) : value
  }
}
