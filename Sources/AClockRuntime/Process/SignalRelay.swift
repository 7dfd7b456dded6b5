#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
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
/// the mask, once their handlers are in place: a parent may start aclock with them blocked
/// (`posix_spawn` passes on the mask of the thread that calls it, and threads of Swift's
/// concurrency pool block every signal), and a blocked signal would stay pending for ever; and
/// one held back since start-up (``TerminationSignals/holdIgnoredSignals()``) reaches its
/// handler, where unblocking it first would have let an inherited SIG_IGN discard it.
package enum SignalRelay {
  private struct State {
    var writeEnd: Int32 = -1
    var handlers: [Int32: @Sendable (Int32) -> Void] = [:]
  }

  private static let state = Mutex(State())
  /// The pipe's write end, read by the C handler (which cannot take a lock).
  nonisolated(unsafe) private static var handlerWriteEnd: Int32 = -1

  /// Calls `handler` on the relay thread whenever one of `signals` arrives, from now on
  /// (replacing an earlier handler for the same signal). Returns false if the relay cannot run
  /// (its pipe cannot be made, e.g. no file descriptors left): nothing is installed then, and the
  /// signals keep their default disposition, so SIGINT and SIGTERM still end the process.
  package static func handle(_ signals: [Int32], with handler: @escaping @Sendable (Int32) -> Void) -> Bool {
    // Unblocked even on failure: a blocked SIGINT or SIGTERM would not end the process either.
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for number in signals { sigaddset(&unblocked, number) }
    defer { pthread_sigmask(SIG_UNBLOCK, &unblocked, nil) }
    let running = state.withLock { state in
      guard state.writeEnd >= 0 || startRelayThread(&state) else { return false }
      for number in signals { state.handlers[number] = handler }
      return true
    }
    guard running else { return false }
    for number in signals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in
        // The interrupted code may be about to read errno; `write` can change it.
        let interruptedErrno = errno
        var byte = UInt8(truncatingIfNeeded: number)
        // Never blocks: the write end is non-blocking. If the pipe is full (64 KiB of signals
        // the relay thread has not read yet), the byte is dropped; that loses nothing only if
        // a byte for this signal is already among those pending, which a full pipe does not
        // guarantee. Blocking instead could hang the interrupted thread for good.
        _ = write(SignalRelay.handlerWriteEnd, &byte, 1)
        errno = interruptedErrno
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      sigaction(number, &action, nil)
    }
    return true
  }

  /// Makes the pipe and starts the thread that reads it, recording the write end in `state`;
  /// false if the pipe cannot be made. Called with the lock held, so only one relay ever starts.
  private static func startRelayThread(_ state: inout State) -> Bool {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return false }
    // Both ends close on exec: a program aclock ever starts must not inherit the relay's pipe.
    // (Set after `pipe`, as Glibc's Swift module does not declare `pipe2`; the relay starts
    // before any timer's action could start a process, and those close every descriptor
    // above 2 anyway, so no exec can slip in between.) The write end is non-blocking, so the
    // handler never waits on a full pipe; the read end blocks, for the relay thread.
    guard setFlags(of: ends[0], getting: F_GETFD, setting: F_SETFD, FD_CLOEXEC),
          setFlags(of: ends[1], getting: F_GETFD, setting: F_SETFD, FD_CLOEXEC),
          setFlags(of: ends[1], getting: F_GETFL, setting: F_SETFL, O_NONBLOCK)
    else {
      close(ends[0])
      close(ends[1])
      return false
    }
    state.writeEnd = ends[1]
    handlerWriteEnd = ends[1]
    let readEnd = ends[0]
    return WorkerThread.start(stackSize: 1 << 16) {
      var number: UInt8 = 0
      while true {
        guard read(readEnd, &number, 1) == 1 else { continue }
        let signal = Int32(number)
        if let handler = SignalRelay.state.withLock({ $0.handlers[signal] }) { handler(signal) }
      }
    }
  }

  /// Adds `flag` to the descriptor's flags read with `get` and written with `set` (`F_GETFD`/
  /// `F_SETFD` or `F_GETFL`/`F_SETFL`); false if `fcntl` fails.
  private static func setFlags(of descriptor: Int32, getting get: Int32, setting set: Int32, _ flag: Int32) -> Bool {
    let flags = fcntl(descriptor, get)
    return flags >= 0 && fcntl(descriptor, set, flags | flag) == 0
  }
}
