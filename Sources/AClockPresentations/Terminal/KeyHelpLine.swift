import ClockGeometry
import ClockText

/// The bottom line of a live dial screen: the keys, after the display's state when it has one
/// (`STOPPED`, `PAUSED`), in the theme's label colour.
package struct KeyHelpLine: Sendable {
  /// The keys and what they do.
  package let keys: String
  /// The subdued style of the line, also used for the lap panel.
  package let style: TextStyle

  package init(keys: String, theme: ClockTheme?) {
    self.keys = keys
    style = Self.style(theme: theme)
  }

  /// The subdued style of help text in `theme` (plain without one): its label colour over the
  /// terminal's background.
  package static func style(theme: ClockTheme?) -> TextStyle {
    theme.map { TextStyle(foreground: TerminalColor($0.color(for: .label), over: $0.backdrop)) } ?? .plain
  }

  /// Writes the line centred in the first `width` columns of `frame`'s last row. When the
  /// state and the keys do not fit together, the state wins (it is news; the keys are not), cut
  /// with "…" if it is too long alone.
  package func write(state: String?, into frame: inout TextFrame, width: Int) {
    var text = state.map { $0 + "   " + keys } ?? keys
    if let state, text.unicodeScalars.count > width {
      text = state
      if state.unicodeScalars.count > width {
        var cut = String(state.unicodeScalars.prefix(max(0, width - 1)))
        while cut.last == " " { cut.removeLast() }
        text = cut + "…"
      }
    }
    frame.write(text, centeredIn: 0, width: width, row: frame.rows - 1, style: style)
  }
}
