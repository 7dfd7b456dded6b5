import Dispatch
import Foundation

/// Exits with the shell's code for SIGINT, SIGTERM and SIGHUP (128 + signal: 130, 143, 129)
/// instead of dying by the signal, so scripts that stop a live command see a normal exit and
/// every line already written has reached stdout.
enum TerminationSignals {
  /// Installs the handlers; they stay installed while the returned sources are alive.
  static func exitCleanly() -> [any DispatchSourceSignal] {
    [SIGINT, SIGTERM, SIGHUP].map { number in
      // The default action would kill the process before the source could run.
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        fflush(nil)  // every stdio stream; lines written through FileHandle are already out
        exit(128 + number)
      }
      source.resume()
      return source
    }
  }
}
