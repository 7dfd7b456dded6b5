#if canImport(Glibc)
import Glibc
#endif

/// A terminal's size in character cells.
package struct TerminalSize: Sendable, Equatable {
  package var columns: Int
  package var rows: Int

  /// Every stored property, as given (the memberwise initializer, for other targets).
  package init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// What is assumed when the output is not a terminal: the classic screen.
  package static let fallback = TerminalSize(columns: 80, rows: 24)

  /// The size of the terminal on `descriptor`, or nil when it is not one (or reports 0×0).
  package static func of(descriptor: Int32) -> TerminalSize? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
    return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }
}
