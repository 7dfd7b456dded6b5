/// How many terminal columns a Unicode scalar takes: what a ``TextCell`` (one column, one
/// scalar) can hold is exactly the scalars of width 1.
///
/// Wide (2): East Asian wide and fullwidth characters (CJK ideographs, kana, Hangul syllables,
/// fullwidth forms) and emoji shown as emoji by default, as terminals draw them. Zero (0):
/// combining marks, format characters (zero-width joiner, bidirectional controls) and variation
/// selectors, which terminals draw on the cell before. Control characters are 0 here too: they
/// are not text. The table covers the blocks terminals agree on, not every corner of Unicode's
/// East Asian Width property.
package enum ColumnWidth {
  /// The columns `scalar` takes: 0, 1 or 2.
  package static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F...0x9F).contains(value) { return 0 }
    if value < 0x300 { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value) { return 0 }
    if wideRanges.contains(where: { $0.contains(value) }) || scalar.properties.isEmojiPresentation { return 2 }
    return 1
  }

  /// The first scalar of `text` that does not take exactly one column, or nil.
  package static func firstNotSingleColumn(in text: String) -> Unicode.Scalar? {
    text.unicodeScalars.first { of($0) != 1 }
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols
    0x3041...0x33FF,  // kana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK compatibility
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE30...0xFE4F,  // CJK compatibility forms
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x1F300...0x1F64F,  // pictographs and emoticons
    0x1F900...0x1F9FF,  // supplemental symbols and pictographs
    0x20000...0x2FFFD,  // CJK extensions B–F
    0x30000...0x3FFFD,  // CJK extension G and later
  ]
}
