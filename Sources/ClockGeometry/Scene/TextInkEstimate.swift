/// How large a text's ink may be, without a font: ClockGeometry measures nothing, so a label's
/// box is estimated from its characters, erring on the large side for every built-in style's
/// typeface (DejaVu Sans, Inter, DejaVu Serif, regular and bold; `TextInkEstimateTests` in
/// ClockRenderTests measures them with cairo and holds the estimate above the ink).
enum TextInkEstimate {
  /// The ink's width and height for `text` at `size` (em, dial radii).
  static func size(of text: String, size: Double, bold: Bool) -> (width: Double, height: Double) {
    var advance = 0.0
    var descends = false, tall = false
    for scalar in text.unicodeScalars {
      advance += width(of: scalar)
      if descenders.contains(scalar) { descends = true }
      if !scalar.isASCII { tall = true }
    }
    let height = 0.8 + (descends ? 0.26 : 0) + (tall ? 0.14 : 0)
    return (advance * (bold ? 1 : 0.94) * size, height * size)
  }

  /// A bold character's advance in em, at least the widest of the three typefaces'.
  private static func width(of scalar: Unicode.Scalar) -> Double {
    switch scalar {
    case "0"..."9": return 0.72
    case ":", ";", ".", ",", " ", "'", "!", "|", "i", "j", "l": return 0.42
    case "I", "J", "f", "t", "r", "-", "(", ")": return 0.56
    case "m", "w", "M", "W", "@", "%", "&", "\u{2026}", "\u{2014}": return 1.12
    case "A"..."Z": return 0.9
    case "a"..."z": return 0.74
    default: return 1.0
    }
  }

  private static let descenders: Set<Unicode.Scalar> = [
    "g", "j", "p", "q", "y", ",", ";", "(", ")", "[", "]", "{", "}", "_", "|", "J", "Q", "$", "@",
    // Marks below the line, in city names (Curaçao, Chișinău).
    "\u{E7}", "\u{C7}", "\u{219}", "\u{218}", "\u{15F}", "\u{15E}", "\u{21B}", "\u{163}", "\u{105}", "\u{119}",
  ]
}
