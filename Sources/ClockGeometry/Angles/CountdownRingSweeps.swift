/// How far each ring of a countdown dial reaches for the time left, in degrees clockwise from
/// 12 o'clock.
///
/// The outer ring is the whole countdown: full at the start, empty at the end, like a "Time
/// Timer" (a 25-minute timer starts as a full ring). Inside it, finer readings for longer
/// countdowns: the minutes ring goes round once an hour and the seconds ring once a minute,
/// each showing what is left within its turn; a whole turn left reads as a full ring, not an
/// empty one (one minute left: a full seconds ring). A ring is shown only when the countdown is
/// longer than its turn, where it tells more than the outer ring does.
///
/// ```swift
/// let rings = CountdownRingSweeps(length: .seconds(1500))  // 25 min
/// rings.rings                                              // [.whole, .seconds]
/// rings.sweep(of: .whole, remaining: .seconds(1500))       // 360: the whole timer left
/// rings.sweep(of: .whole, remaining: .seconds(555))        // 133.2: 37 % left
/// rings.sweep(of: .seconds, remaining: .seconds(555))      // 90: 15 s of 60
/// ```
public struct CountdownRingSweeps: Sendable, Hashable {
  /// One ring of the dial.
  public enum Ring: Sendable, Hashable, CaseIterable {
    /// The outer ring: the whole countdown in one turn.
    case whole
    /// One turn an hour (countdowns longer than an hour).
    case minutes
    /// One turn a minute (countdowns longer than a minute), innermost.
    case seconds
  }

  /// The rings a countdown of this length shows, outermost first.
  public let rings: [Ring]
  /// The countdown's length: one turn of the ``Ring/whole`` ring.
  public let length: Duration

  /// The rings for a countdown lasting `length`: the whole always; minutes beyond an hour;
  /// seconds beyond a minute.
  public init(length: Duration) {
    self.length = length
    var rings: [Ring] = [.whole]
    if length > .seconds(3600) { rings.append(.minutes) }
    if length > .seconds(60) { rings.append(.seconds) }
    self.rings = rings
  }

  /// How much time one full turn of `ring` stands for.
  public func turn(of ring: Ring) -> Duration {
    switch ring {
    case .whole: return length
    case .minutes: return .seconds(3600)
    case .seconds: return .seconds(60)
    }
  }

  /// The sweep of `ring` with `remaining` left, in [0, 360]: 0 when nothing is left.
  public func sweep(of ring: Ring, remaining: Duration) -> Double {
    guard remaining > .zero else { return 0 }
    if ring == .whole {
      let total = Self.nanoseconds(remaining), whole = Self.nanoseconds(length)
      guard total > 0, whole > 0 else { return 0 }
      return min(1, Double(total) / Double(whole)) * 360
    }
    let turn = turn(of: ring)
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
