import ClockGeometry

/// Fitting a line of page text into a width without measuring glyphs: DejaVu Sans's lower-case
/// letters, digits and spaces average under 0.56 em of advance, so a line of n characters at
/// size s is at most about 0.56 · n · s wide (cairo draws it; this only chooses the size).
enum TextFit {
  /// The widest average advance of DejaVu Sans text, in ems.
  static let advance = 0.56

  /// `largest`, or smaller so that `text` fits `width`.
  static func size(_ text: String, width: Double, largest: Double) -> Double {
    min(largest, width / (advance * Double(max(1, text.count))))
  }

  /// `text` broken at spaces into lines that fit `width` at `size` (a word longer than a line
  /// keeps a line of its own).
  static func lines(_ text: String, width: Double, size: Double) -> [String] {
    let most = max(1, Int(width / (advance * size)))
    var lines: [String] = [], line = ""
    for word in text.split(separator: " ") {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= most {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
