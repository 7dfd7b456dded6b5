#if canImport(Glibc)
import Glibc
#endif

/// Writes results to the process's standard output, straight to the descriptor: one `write(2)`
/// for a whole frame, and a failure (a full disk, a closed pipe when SIGPIPE is ignored) is an
/// error with the system's reason, not a crash inside `FileHandle.write`.
enum StandardOutput {
  /// Writes `text`; throws ``CLIError/cannotCreateOutput(path:reason:)`` (exit 73) on failure.
  static func write(_ text: String) throws(CLIError) {
    if let code = DescriptorWrite.all(Array(text.utf8), to: STDOUT_FILENO) {
      throw .cannotCreateOutput(path: "standard output", reason: String(cString: strerror(code)))
    }
  }
}
