#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Exits with the shell's code for SIGINT, SIGTERM and SIGHUP (128 + signal: 130, 143, 129)
/// instead of dying by the signal, so scripts that stop a live command see a normal exit, every
/// line already written has reached stdout, no file is left half-written, and a terminal taken
/// over by the live clock is given back.
///
/// The exit waits for any rename in progress and removes temporary files
/// (``TemporaryFile/afterCurrentWrite(_:)``), runs the registered clean-ups (``beforeExit(_:)``), flushes stdio and exits.
enum TerminationSignals {
  private static let installed = Mutex(false)
  private static let cleanups = Mutex<[@Sendable () -> Void]>([])

  /// Installs the handlers for the rest of the process's life (once; later calls do nothing).
  /// Throws ``CLIError/cannotWatchSignals`` when they cannot be installed (no file descriptor
  /// left for the relay's pipe): a live command that cannot exit cleanly does not start.
  static func exitCleanly() throws(CLIError) {
    let alreadyInstalled = installed.withLock { installed in
      defer { installed = true }
      return installed
    }
    guard !alreadyInstalled else { return }
    let watching = SignalRelay.handle([SIGINT, SIGTERM, SIGHUP]) { number in
      exit(status: 128 + number)
    }
    guard watching else {
      installed.withLock { $0 = false }
      throw .cannotWatchSignals
    }
  }

  /// Runs `cleanup` before a signal's exit (last registered, first run).
  static func beforeExit(_ cleanup: @escaping @Sendable () -> Void) {
    cleanups.withLock { $0.append(cleanup) }
  }

  /// Exits as a signal would: after the current file write and the clean-ups.
  static func exit(status: Int32) -> Never {
    TemporaryFile.afterCurrentWrite {
      for cleanup in cleanups.withLock({ $0.reversed() }) { cleanup() }
      fflush(nil)  // every stdio stream; lines written through FileHandle are already out
      Glibc.exit(status)
    }
  }
}
