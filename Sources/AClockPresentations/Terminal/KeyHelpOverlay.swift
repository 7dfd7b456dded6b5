import ClockGeometry
import ClockText

/// The live clock's help, shown and hidden with `?`: a box in the middle of the screen listing
/// the keys, drawn over the clock in the key line's colour.
///
/// It is written into a copy of each frame, never into the board's own, so hiding it leaves the
/// clock as it would have been: the encoder compares the next frame with the screen in full
/// and rewrites the cells the box covered. It fits any screen: without its border when the box
/// does not fit, then cut to the screen's width and to its first lines.
package struct KeyHelpOverlay: Sendable {
  /// The lines listing the keys.
  package let lines: [String]
  package let style: TextStyle

  /// The help for a clock that can draw in `modes` (`m` cycles them), in `theme`'s colours.
  package init(modes: [TextMode], theme: ClockTheme?) {
    var lines = ClockKey.allCases.map { key -> String in
      let help = key == .mode && modes.count < 2 ? "ASCII only (no UTF-8)" : key.help
      return "\(key.rawValue)  \(help)"
    }
    lines.append("q  quit")
    self.lines = lines
    style = KeyHelpLine.style(theme: theme)
  }

  /// Writes the help over `frame`, centred, its border in `+-|` when `asciiOnly`.
  package func write(into frame: inout TextFrame, asciiOnly: Bool) {
    let width = lines.map(\.unicodeScalars.count).max() ?? 0
    let boxed = frame.columns >= width + 4 && frame.rows >= lines.count + 2
    let inner = min(width, frame.columns - (boxed ? 4 : 0))
    var rows = lines.prefix(frame.rows - (boxed ? 2 : 0)).map { line in
      let kept = String(String.UnicodeScalarView(line.unicodeScalars.prefix(inner)))
      return kept + String(repeating: " ", count: inner - kept.unicodeScalars.count)
    }
    if boxed {
      let (corners, across, down): ([Character], Character, Character) =
        asciiOnly ? (["+", "+", "+", "+"], "-", "|") : (["┌", "┐", "└", "┘"], "─", "│")
      let title = " keys "
      let top = String(across) + title + String(repeating: across, count: inner + 2 - 1 - title.count)
      rows = rows.map { "\(down) \($0) \(down)" }
      rows.insert(String(corners[0]) + top + String(corners[1]), at: 0)
      rows.append(String(corners[2]) + String(repeating: across, count: inner + 2) + String(corners[3]))
    }
    let top = (frame.rows - rows.count) / 2
    let left = (frame.columns - (rows.first?.unicodeScalars.count ?? 0)) / 2
    for (offset, row) in rows.enumerated() {
      frame.write(row, column: left, row: top + offset, style: style)
    }
  }
}
