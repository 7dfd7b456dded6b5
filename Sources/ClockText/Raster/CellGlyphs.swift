/// Turns the dots of one cell into the character that shows them.
enum CellGlyphs {
  /// Quadrant blocks indexed by bits: top-left 1, top-right 2, bottom-left 4, bottom-right 8.
  static let quadrants: [Unicode.Scalar] = [
    " ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█",
  ]

  /// The Braille bit of the dot at `x` (0…1), `y` (0…3) in a cell (ISO/TR 11548-1 numbering).
  static let brailleBits: [[UInt32]] = [
    [0x01, 0x02, 0x04, 0x40],
    [0x08, 0x10, 0x20, 0x80],
  ]

  /// The character for a cell whose dots are set in `bits` (quadrant or Braille numbering).
  static func character(mode: TextMode, bits: UInt32, asciiGlyph: UInt8) -> Unicode.Scalar {
    switch mode {
    case .ascii:
      return Unicode.Scalar(asciiGlyph)
    case .blocks:
      return quadrants[Int(bits & 0xF)]
    case .braille:
      return bits == 0 ? " " : Unicode.Scalar(0x2800 + bits) ?? " "
    }
  }
}
