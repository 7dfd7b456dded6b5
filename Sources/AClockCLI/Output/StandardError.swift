import Foundation

/// Writes diagnostics to the process's standard error.
enum StandardError {
  /// Writes `line` and a newline to stderr in one write.
  static func writeLine(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
