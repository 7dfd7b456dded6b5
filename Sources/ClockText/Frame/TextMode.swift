/// How finely a terminal clock is drawn: how many dots make up one character cell, and which
/// characters show them.
public enum TextMode: String, Sendable, Hashable, CaseIterable {
  /// 7-bit ASCII: one dot per cell, drawn with characters that follow the line (`- \ | /`).
  case ascii
  /// Unicode quadrant blocks (`▘▝▖▗▀▄▌▐█`…): 2×2 dots per cell.
  case blocks
  /// Unicode Braille patterns (U+2800…): 2×4 dots per cell.
  case braille

  /// Dots across one cell.
  public var dotsAcross: Int {
    self == .ascii ? 1 : 2
  }

  /// Dots down one cell.
  public var dotsDown: Int {
    switch self {
    case .ascii: return 1
    case .blocks: return 2
    case .braille: return 4
    }
  }
}
