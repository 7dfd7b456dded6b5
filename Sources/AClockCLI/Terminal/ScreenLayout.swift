#if canImport(Glibc)
import Glibc
#endif

/// The size a live screen or one text frame is drawn at: `--cols` and `--rows` where given,
/// else the terminal's window, else 80×24. A plain value the option parser makes.
struct ScreenLayout: Sendable, Equatable {
  /// `--cols`, if given.
  var columns: Int?
  /// `--rows`, if given.
  var rows: Int?

  /// The smallest number of rows or columns drawn in.
  static let smallest = 3

  /// The screen size to draw: the given columns and rows where given, else the terminal's,
  /// else 80×24. On a terminal, never larger than its window (a larger frame would wrap into
  /// garbage), and with `leavingPromptRow` (one frame printed on a terminal) a row shorter, so
  /// the shell's next prompt does not scroll the frame's top row away.
  func size(terminal: TerminalSize?, leavingPromptRow: Bool = false) -> TerminalSize {
    guard let terminal else {
      return TerminalSize(columns: columns ?? TerminalSize.fallback.columns, rows: rows ?? TerminalSize.fallback.rows)
    }
    let rowsShown = leavingPromptRow ? max(Self.smallest, terminal.rows - 1) : terminal.rows
    return TerminalSize(columns: min(columns ?? terminal.columns, terminal.columns), rows: min(rows ?? rowsShown, rowsShown))
  }

  /// The size of the window on standard output now, laid out.
  func sizeOfStandardOutput() -> TerminalSize {
    size(terminal: TerminalSize.of(descriptor: STDOUT_FILENO))
  }
}
