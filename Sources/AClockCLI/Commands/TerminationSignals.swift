import Foundation

/// Exits with the shell's code for SIGINT, SIGTERM and SIGHUP (128 + signal: 130, 143, 129)
/// instead of dying by the signal, so scripts that stop a live command see a normal exit.
///
/// The handlers are plain C signal handlers, installed synchronously: a DispatchSource registers
/// asynchronously after `resume()`, so a signal arriving just after installation was lost
/// (measured: one run in 25 of the end-to-end test hung). They call `_exit`, the async-signal-safe
/// exit; it flushes no stdio buffers, which is why live output goes straight to the descriptor
/// through `FileHandle` and never sits in a buffer.
enum TerminationSignals {
  /// Installs the handlers for the rest of the process.
  static func exitCleanly() {
    for number in [SIGINT, SIGTERM, SIGHUP] {
      signal(number) { received in _exit(128 + received) }
    }
  }
}
