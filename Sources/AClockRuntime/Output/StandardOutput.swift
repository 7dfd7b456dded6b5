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
package enum StandardOutput {
  /// Writes `text`; throws ``CLIError/standardOutputFailed(errno:)`` on failure.
  package static func write(_ text: String) throws(CLIError) {
    try write(bytes: Array(text.utf8))
  }

  /// Blocks until stdout's reader has gone, then throws ``CLIError/standardOutputFailed(errno:)``
  /// with EPIPE (exit 141, quietly, as a write would have); never returns otherwise.
  ///
  /// `poll(2)` with no events asked for wakes only for what it always reports: POLLERR on a
  /// pipe with no reader left, POLLHUP on a hung-up terminal or a socket its peer closed. A
  /// file, /dev/null or a live terminal report neither, so the wait lasts until a signal ends
  /// the process, as `pause(2)` did.
  package static func waitForReaderToLeave() throws(CLIError) -> Never {
    var watched = pollfd(fd: STDOUT_FILENO, events: 0, revents: 0)
    while true {
      watched.revents = 0
      guard poll(&watched, 1, -1) >= 0 || errno == EINTR else { break }
      if watched.revents & Int16(POLLERR | POLLHUP) != 0 { throw .standardOutputFailed(errno: EPIPE) }
      // POLLNVAL (not a descriptor: cannot happen after StandardStreams.secure()) would wake
      // every call; wait without it instead.
      if watched.revents & Int16(POLLNVAL) != 0 { break }
    }
    while true { pause() }
  }

  /// Writes `bytes` (a picture for `--png -`); throws as ``write(_:)``.
  package static func write(bytes: [UInt8]) throws(CLIError) {
    if StandardStreams.outputWasClosed { throw .standardOutputFailed(errno: EBADF) }
    if let code = DescriptorWrite.all(bytes, to: STDOUT_FILENO) {
      throw .standardOutputFailed(errno: code)
    }
  }
}
