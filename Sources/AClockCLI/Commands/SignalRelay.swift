import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Delivers signals to ordinary Swift code on a thread of its own.
///
/// The C handler, installed with `sigaction` (which takes effect before it returns; a
/// `DispatchSource` registers asynchronously and once lost a signal sent right after start-up),
/// only writes the signal's number to a pipe, the one thing that is safe in a handler. A thread
/// reading the pipe calls the Swift handler registered for that signal, where locks, writes and
/// `exit` are allowed.
///
/// The signals are unblocked in the calling thread, from which threads started later inherit
/// the mask: a parent may start aclock with them blocked (`posix_spawn` passes on the mask of
/// the thread that calls it, and threads of Swift's concurrency pool block every signal), and a
/// blocked signal would stay pending for ever.
enum SignalRelay {
  private struct State {
    var writeEnd: Int32 = -1
    var handlers: [Int32: @Sendable (Int32) -> Void] = [:]
  }

  private static let state = Mutex(State())
  /// The pipe's write end, read by the C handler (which cannot take a lock).
  nonisolated(unsafe) private static var handlerWriteEnd: Int32 = -1

  /// Calls `handler` on the relay thread whenever one of `signals` arrives, from now on
  /// (replacing an earlier handler for the same signal).
  static func handle(_ signals: [Int32], with handler: @escaping @Sendable (Int32) -> Void) {
    let needsPipe = state.withLock { state in
      for number in signals { state.handlers[number] = handler }
      return state.writeEnd < 0
    }
    if needsPipe { startRelayThread() }
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for number in signals { sigaddset(&unblocked, number) }
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    for number in signals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(SignalRelay.handlerWriteEnd, &byte, 1)
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      sigaction(number, &action, nil)
    }
  }

  private static func startRelayThread() {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return }
    state.withLock { $0.writeEnd = ends[1] }
    handlerWriteEnd = ends[1]
    let readEnd = ends[0]
    let relay = Thread {
      var number: UInt8 = 0
      while true {
        guard read(readEnd, &number, 1) == 1 else { continue }
        let signal = Int32(number)
        if let handler = state.withLock({ $0.handlers[signal] }) { handler(signal) }
      }
    }
    relay.start()
  }
}
