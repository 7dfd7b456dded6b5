/// How the hours are written on a dial.
public enum NumeralStyle: String, Sendable, Hashable, CaseIterable {
  /// 1, 2, … 12 (or 1 … 24 on a 24-hour dial, whose top reads 24).
  case arabic
  /// I, II, … XII, with the watchmaker's IIII for four (it balances VIII across the dial);
  /// every other number as Roman numerals are written (XIV, XXIV).
  case roman
  /// No numerals: ticks only.
  case none

  /// The text for an hour position, `hour` 1…24; `nil` for ``none``.
  public func text(forHour hour: Int) -> String? {
    switch self {
    case .arabic: return String(hour)
    case .roman: return Self.roman(hour)
    case .none: return nil
    }
  }

  private static func roman(_ value: Int) -> String {
    // Only the four of a dial is written IIII; 14 and 24 are XIV and XXIV.
    if value == 4 { return "IIII" }
    let symbols: [(Int, String)] = [(10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
    var remaining = value
    var text = ""
    for (amount, symbol) in symbols {
      while remaining >= amount {
        text += symbol
        remaining -= amount
      }
    }
    return text
  }
}
