/// How far each ring of a countdown dial reaches for the time left, in degrees clockwise from
/// 12 o'clock: the rings read like a clock's hands, backwards.
///
/// The seconds ring goes round once a minute, the minutes ring once an hour and the hours ring
/// once in 12 hours, each showing what is left within its turn; a whole turn left reads as a
/// full ring, not an empty one (one minute left: a full seconds ring). A countdown shorter than
/// a minute has only the seconds ring, one shorter than an hour no hours ring.
///
/// ```swift
/// let rings = CountdownRingSweeps(length: .seconds(555))   // 9 min 15 s
/// rings.rings                                              // [.seconds, .minutes]
/// rings.sweep(of: .seconds, remaining: .seconds(555))      // 90: 15 s of 60
/// rings.sweep(of: .minutes, remaining: .seconds(555))      // 55.5: 9.25 min of 60
/// ```
public struct CountdownRingSweeps: Sendable, Hashable {
  /// One ring of the dial.
  public enum Ring: Sendable, Hashable, CaseIterable {
    /// The outer ring: one turn a minute.
    case seconds
    /// The middle ring: one turn an hour.
    case minutes
    /// The inner ring: one turn in 12 hours.
    case hours

    /// How much time one full turn of the ring stands for.
    public var turn: Duration {
      switch self {
      case .seconds: return .seconds(60)
      case .minutes: return .seconds(3600)
      case .hours: return .seconds(12 * 3600)
      }
    }
  }

  /// The rings a countdown of this length shows, outermost first.
  public let rings: [Ring]

  /// The rings for a countdown lasting `length`: seconds always; minutes from a minute; hours
  /// from an hour.
  public init(length: Duration) {
    var rings: [Ring] = [.seconds]
    if length >= .seconds(60) { rings.append(.minutes) }
    if length >= .seconds(3600) { rings.append(.hours) }
    self.rings = rings
  }

  /// The sweep of `ring` with `remaining` left, in [0, 360]: 0 when nothing is left.
  public func sweep(of ring: Ring, remaining: Duration) -> Double {
    guard remaining > .zero else { return 0 }
    let turn = ring.turn
    // Integer remainder on nanoseconds: no rounding error piles up over long timers.
    let total = Self.nanoseconds(remaining), period = Self.nanoseconds(turn)
    // Less than a nanosecond left rounds down to none: an empty ring, not a whole turn.
    guard total > 0 else { return 0 }
    let within = total % period
    let left = within == 0 ? period : within
    return Double(left) / Double(period) * 360
  }

  /// `duration` in whole nanoseconds (rounded down), saturating far beyond any timer.
  private static func nanoseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    guard seconds < Int64.max / 1_000_000_000 - 1 else { return Int64.max }
    return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
  }
}
