/// Where a stopwatch's two hands point after a given elapsed time: the sweep hand goes round
/// once a minute, the sub-dial's hand once in `subDialMinutes` minutes. Both move smoothly.
///
/// ```swift
/// let hands = StopwatchHandAngles(elapsed: .seconds(75.5))
/// hands.seconds.degrees  // 93: 15.5 s into the minute, 6° a second
/// hands.minutes.degrees  // 15.1: 1.2583 min of the sub-dial's 30, 12° a minute
/// ```
public struct StopwatchHandAngles: Sendable, Hashable {
  /// The sweep hand: 6° a second, 0° on each whole minute.
  public let seconds: DialAngle
  /// The sub-dial's hand: 12° a minute, 0° on each whole half hour.
  public let minutes: DialAngle

  /// How many minutes the sub-dial shows in one turn.
  package static let subDialMinutes = 30

  /// The hands after `elapsed` (negative durations read as zero).
  public init(elapsed: Duration) {
    // Whole seconds are reduced as integers before the fraction is added, so a stopwatch that
    // has run for days points as exactly as one started a minute ago.
    let (whole, attoseconds) = max(elapsed, .zero).components
    let fraction = Double(attoseconds) / 1e18
    seconds = DialAngle(degrees: (Double(whole % 60) + fraction) * 6)
    let turn = Int64(Self.subDialMinutes * 60)
    minutes = DialAngle(degrees: (Double(whole % turn) + fraction) * 360 / Double(turn))
  }
}
