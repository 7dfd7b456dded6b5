import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Exits with the shell's code for SIGINT, SIGTERM and SIGHUP (128 + signal: 130, 143, 129)
/// instead of dying by the signal, so scripts that stop a live command see a normal exit, every
/// line already written has reached stdout, and no file is left half-written.
///
/// The handler is installed with `sigaction`, which takes effect before it returns. (A
/// `DispatchSource` registers asynchronously: a signal arriving right after start-up was lost,
/// and `aclock ticks --every 1h` then ran for an hour.) The handler itself only writes the
/// signal's number to a pipe, the one thing that is safe in a handler; a thread waiting on the
/// pipe waits for any rename in progress, removes temporary files
/// (``TemporaryFile/afterCurrentWrite(_:)``), flushes, and exits.
enum TerminationSignals {
  nonisolated(unsafe) private static var pipeWriteEnd: Int32 = -1
  private static let installed = Mutex(false)

  /// Installs the handlers for the rest of the process's life (once; later calls do nothing).
  static func exitCleanly() {
    let alreadyInstalled = installed.withLock { installed in
      defer { installed = true }
      return installed
    }
    guard !alreadyInstalled else { return }
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return }
    pipeWriteEnd = ends[1]
    let readEnd = ends[0]
    let waiter = Thread {
      var number: UInt8 = 0
      while read(readEnd, &number, 1) != 1 {}
      TemporaryFile.afterCurrentWrite {
        fflush(nil)  // every stdio stream; lines written through FileHandle are already out
        exit(128 + Int32(number))
      }
    }
    waiter.start()
    for number in [SIGINT, SIGTERM, SIGHUP] {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(TerminationSignals.pipeWriteEnd, &byte, 1)
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      sigaction(number, &action, nil)
    }
  }
}
