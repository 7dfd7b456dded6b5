#if canImport(Glibc)
import Glibc
#endif

/// Writes diagnostics to the process's standard error.
package enum StandardError {
  /// Writes `line` and a newline to stderr in one write. A full or closed stderr loses the line:
  /// there is nowhere left to report that, and it must not crash the command (Foundation's
  /// `FileHandle.write(_:)` traps).
  package static func writeLine(_ line: String) {
    write(line + "\n")
  }

  /// Writes `text` to stderr as it is (a progress line redrawn in place), losing it on failure.
  package static func write(_ text: String) {
    _ = DescriptorWrite.all(Array(text.utf8), to: STDERR_FILENO)
  }
}
