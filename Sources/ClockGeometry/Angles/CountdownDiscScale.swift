/// The minute scale of a Time-Timer-style countdown disc: how much time one turn of the face
/// stands for, where its ticks and numerals go, and how far the coloured sector reaches.
///
/// As on a Time Timer, the face is a fixed scale, not the timer's own length: the sector's area
/// is the time left, so ten minutes look the same on every timer (a sixth of a 60-minute face).
/// The numerals run counter-clockwise from 0 at 12 (15 at 9 o'clock, 45 at 3), the sector lies
/// counter-clockwise of 12, and as time passes its free edge moves clockwise towards 12, the way
/// a clock's hand turns.
///
/// Turns: 5 minutes for timers up to 5 minutes (ticks every 30 s, numerals every minute); 60
/// minutes up to an hour (ticks every minute, every 5 minutes longer and numbered); beyond an
/// hour the next of 2 h, 3 h (ticks every 5 minutes, numerals every 10 or 15), 4 h, 6 h, 12 h
/// and 24 h (numerals in hours), so the whole timer fits one turn and fills at least half the
/// face at its start.
/// Beyond 24 hours one turn is the timer's own length, marked in twelfths without numerals.
///
/// ```swift
/// let scale = CountdownDiscScale(length: .seconds(1500))   // 25 min: the 60-minute face
/// scale.turn                                              // 3600 seconds
/// scale.sweep(remaining: .seconds(900))                   // 90: a quarter of the face
/// scale.numerals.first { $0.text == "15" }?.angle          // 270: at 9 o'clock
/// ```
public struct CountdownDiscScale: Sendable, Hashable {
  /// A mark of the scale: its angle (degrees clockwise from 12) and whether it is a long one.
  public struct Tick: Sendable, Hashable {
    /// Where the tick is, in degrees clockwise from 12, in [0, 360).
    public let angle: Double
    /// A long (numbered, or every 5 minutes) tick.
    public let isMajor: Bool
  }

  /// A number of the scale and where it is written.
  public struct Numeral: Sendable, Hashable {
    /// The text: minutes (`"15"`), or hours on faces of 4 hours and more (`"2"`).
    public let text: String
    /// Its direction, in degrees clockwise from 12, in [0, 360).
    public let angle: Double
  }

  /// What one full turn of the face stands for.
  public let turn: Duration
  /// The marks, from 0 counter-clockwise.
  public let ticks: [Tick]
  /// The numbers (none beyond 24 hours).
  public let numerals: [Numeral]

  /// The scale for a timer lasting `length`.
  public init(length: Duration) {
    let seconds = Self.seconds(length)
    // (turn, minor tick, major tick, numeral step, numeral unit), all in seconds.
    let ladder: [(turn: Int, minor: Int, major: Int, numbered: Int, unit: Int)] = [
      (300, 30, 60, 60, 60), (3600, 60, 300, 300, 60), (7200, 300, 600, 600, 60), (10800, 300, 900, 900, 60),
      (14400, 900, 3600, 3600, 3600), (21600, 900, 3600, 3600, 3600), (43200, 1800, 3600, 3600, 3600),
      (86400, 3600, 7200, 7200, 3600),
    ]
    guard let rung = ladder.first(where: { Double($0.turn) >= seconds }) else {
      turn = length
      ticks = (0..<12).map { Tick(angle: Double($0) * 30, isMajor: $0 % 3 == 0) }
      numerals = []
      return
    }
    turn = .seconds(rung.turn)
    let angle = { (second: Int) in second == 0 ? 0 : 360 - Double(second) / Double(rung.turn) * 360 }
    ticks = stride(from: 0, to: rung.turn, by: rung.minor).map { Tick(angle: angle($0), isMajor: $0 % rung.major == 0) }
    numerals = stride(from: 0, to: rung.turn, by: rung.numbered).map { Numeral(text: String($0 / rung.unit), angle: angle($0)) }
  }

  /// How far the sector reaches with `remaining` left, in degrees in [0, 360], counter-clockwise
  /// from 12: 0 when nothing is left, 360 when a whole turn or more is.
  public func sweep(remaining: Duration) -> Double {
    let left = Self.seconds(remaining), whole = Self.seconds(turn)
    guard left > 0, whole > 0 else { return 0 }
    return min(1, left / whole) * 360
  }

  /// Where the sector starts, in degrees clockwise from 12, for `sweep`: it ends at 12.
  public static func start(sweep: Double) -> DialAngle { DialAngle(degrees: 360 - sweep) }

  private static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
