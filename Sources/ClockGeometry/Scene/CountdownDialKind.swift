/// How a countdown dial shows the time left.
///
/// ```swift
/// CountdownFace(length: .seconds(1500), kind: .disc)   // a coloured sector on a 60-minute scale
/// CountdownDialKind(rawValue: "rings")                 // .rings
/// ```
public enum CountdownDialKind: String, Sendable, Hashable, CaseIterable {
  /// Concentric rings (``CountdownRingSweeps``): the whole countdown outermost, full at the
  /// start and empty at the end, with the minutes and seconds inside; ticks every 5 minutes of
  /// the countdown around it.
  case rings
  /// A Time-Timer-style disc (``CountdownDiscScale``): the time left as a sector in the style's
  /// accent on a face with a minute scale, its edge moving clockwise towards 12.
  case disc
}
