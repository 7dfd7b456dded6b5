/// How many hours one turn of the hour hand takes.
public enum DialKind: Int, Sendable, Hashable, CaseIterable {
  /// The usual dial: the hour hand turns twice a day, 12 at the top.
  case twelveHour = 12
  /// The hour hand turns once a day, midnight at the top and noon at the bottom.
  case twentyFourHour = 24

  /// The number of hour marks around the dial: 12 or 24.
  public var hoursPerTurn: Int { rawValue }
}
