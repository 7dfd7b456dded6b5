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
package enum TerminationSignals {
  private static let installed = Mutex(false)
  private static let cleanups = Mutex<[@Sendable (ContinuousClock.Instant) -> Void]>([])

  /// Installs the handlers for the rest of the process's life (once; later calls do nothing).
  /// Throws ``CLIError/cannotWatchSignals`` when they cannot be installed (no file descriptor
  /// left for the relay's pipe): a live command that cannot exit cleanly does not start.
  package static func exitCleanly() throws(CLIError) {
    let alreadyInstalled = installed.withLock { installed in
      defer { installed = true }
      return installed
    }
    guard !alreadyInstalled else { return }
    let watching = SignalRelay.handle(numbers) { number in
      exit(status: 128 + number)
    }
    guard watching else {
      installed.withLock { $0 = false }
      throw .cannotWatchSignals
    }
  }

  /// The signals whose handlers ``exitCleanly()`` installs.
  package static let numbers = [SIGINT, SIGTERM, SIGHUP]

  /// Blocks those of ``numbers`` that the process started with ignored, until ``exitCleanly()``
  /// has their handlers in place. Call first thing in `main`.
  ///
  /// A shell starts a background job with SIGINT ignored, and a parent may ignore SIGTERM or
  /// SIGHUP for its children. A live command installs its handlers anyway, and then honours
  /// the signal (130, 143, 129), but one arriving before that, while ignored, was discarded by
  /// the kernel and lost: the command then ran on. A blocked signal is never discarded; it
  /// waits, pending, for the handler. Signals at their default disposition are left alone:
  /// before the handlers one ends the process as it should, and a command that installs none
  /// (a picture, `angles`) must stay interruptible.
  package static func holdIgnoredSignals() {
    var held = sigset_t()
    sigemptyset(&held)
    for number in numbers {
      var current = sigaction()
      guard sigaction(number, nil, &current) == 0, let handler = current.__sigaction_handler.sa_handler else { continue }
      // Sound: both are C function pointers, compared by address; SIG_IGN is the address 1.
      if unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { sigaddset(&held, number) }
    }
    pthread_sigmask(SIG_BLOCK, &held, nil)
  }

  /// How long a signal's exit waits, in all, for threads that hold what its clean-ups need: a
  /// frame's `write` to a terminal that stopped reading holds it until the terminal reads again.
  package static let patience = Duration.milliseconds(500)

  /// Runs `cleanup` before a signal's exit (last registered, first run). A clean-up that needs
  /// a lock another thread may hold takes it by the deadline it is given (the exit's start plus
  /// ``patience``, one for all; ``Synchronization/Mutex/withLock(before:_:)``) and does without
  /// it after.
  package static func beforeExit(_ cleanup: @escaping @Sendable (_ deadline: ContinuousClock.Instant) -> Void) {
    cleanups.withLock { $0.append(cleanup) }
  }

  /// Exits as a signal would: after the current file write and the clean-ups.
  package static func exit(status: Int32) -> Never {
    let deadline = ContinuousClock.now + patience
    return TemporaryFile.afterCurrentWrite {
      for cleanup in cleanups.withLock({ $0.reversed() }) { cleanup(deadline) }
      fflush(nil)  // every stdio stream; lines written through FileHandle are already out
      Glibc.exit(status)
    }
  }
}
