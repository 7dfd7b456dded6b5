import Dispatch
import Synchronization

/// The thread that starts every child of aclock's, alive for the life of the process.
///
/// A child asks the kernel for a signal when its parent ends (`PR_SET_PDEATHSIG`), and the
/// kernel counts the parent as the *thread* that forked it: a child started by a thread that
/// then finishes would be killed at once. Timers finish on whatever thread acts on them (the
/// main loop, a key's thread, a child's watcher that redraws the screen and then ends), so they
/// hand the start to this thread, which waits for work and never returns; it ends only when the
/// process does, which is when the signal should come.
package enum SpawningThread {
  /// The work handed over, taken by the thread.
  private static let work = Mutex<(@Sendable () -> Void)?>(nil)
  /// One hand-over at a time.
  private static let callers = Mutex(())
  private static let requested = DispatchSemaphore(value: 0)
  private static let finished = DispatchSemaphore(value: 0)

  /// Whether the thread runs: started on first use (a `static let` is initialised once).
  private static let isRunning: Bool = WorkerThread.start(stackSize: 1 << 16) {
    while true {
      requested.wait()
      work.withLock { $0.take() }?()
      finished.signal()
    }
  }

  /// Runs `body` on the thread and returns its result once it has run; nil, without running
  /// it, when the thread could not be started.
  package static func run<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result? {
    guard isRunning else { return nil }
    let result = Outcome<Result>()
    return callers.withLock { _ in
      work.withLock { $0 = { result.value.withLock { $0 = body() } } }
      requested.signal()
      finished.wait()
      return result.value.withLock { $0.take() }
    }
  }

  /// Where the thread leaves a result for its caller.
  private final class Outcome<Value: Sendable>: Sendable {
    let value = Mutex<Value?>(nil)
  }
}
