#if canImport(Glibc)
import Glibc
#endif

/// The size a live screen or one text frame is drawn at: `--cols` and `--rows` where given,
/// else the terminal's window, else 80×24. A plain value the option parser makes.
package struct ScreenLayout: Sendable, Equatable {
  /// `--cols`, if given.
  package var columns: Int?
  /// `--rows`, if given.
  package var rows: Int?

  /// Draws at `columns` × `rows` where given.
  package init(columns: Int? = nil, rows: Int? = nil) {
    self.columns = columns
    self.rows = rows
  }

  /// The smallest number of rows or columns drawn in.
  package static let smallest = 3

  /// The screen size to draw: the given columns and rows where given, else the terminal's,
  /// else 80×24. On a terminal, never larger than its window (a larger frame would wrap into
  /// garbage), and with `leavingPromptRow` (one frame printed on a terminal) a row shorter, so
  /// the shell's next prompt does not scroll the frame's top row away.
  package func size(terminal: TerminalSize?, leavingPromptRow: Bool = false) -> TerminalSize {
    guard let terminal else {
      return TerminalSize(columns: columns ?? TerminalSize.fallback.columns, rows: rows ?? TerminalSize.fallback.rows)
    }
    let rowsShown = leavingPromptRow ? max(Self.smallest, terminal.rows - 1) : terminal.rows
    return TerminalSize(columns: min(columns ?? terminal.columns, terminal.columns), rows: min(rows ?? rowsShown, rowsShown))
  }

  /// The size of the window on standard output now, laid out.
  package func sizeOfStandardOutput() -> TerminalSize {
    size(terminal: TerminalSize.of(descriptor: STDOUT_FILENO))
  }
}
