#if canImport(Glibc)
import Glibc
#endif

/// Writes results to the process's standard output, straight to the descriptor: one `write(2)`
/// for a whole frame or line, and every failure checked (Foundation's `FileHandle.write(_:)`
/// traps on one: `aclock --once > /dev/full` died with SIGILL).
///
/// A closed pipe (EPIPE, seen when SIGPIPE is ignored) ends the command quietly with 141, as
/// SIGPIPE would have (`aclock ticks | head -1`); any other failure (a full disk, a closed
/// stdout) is exit 74 (EX_IOERR) with one line on stderr: ``CLIError/standardOutputFailed(errno:)``.
enum StandardOutput {
  /// Writes `text`; throws ``CLIError/standardOutputFailed(errno:)`` on failure.
  static func write(_ text: String) throws(CLIError) {
    try write(bytes: Array(text.utf8))
  }

  /// Writes `bytes` (a picture for `--png -`); throws as ``write(_:)``.
  static func write(bytes: [UInt8]) throws(CLIError) {
    if StandardStreams.outputWasClosed { throw .standardOutputFailed(errno: EBADF) }
    if let code = DescriptorWrite.all(bytes, to: STDOUT_FILENO) {
      throw .standardOutputFailed(errno: code)
    }
  }
}
