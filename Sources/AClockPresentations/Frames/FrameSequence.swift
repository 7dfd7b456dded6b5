#if canImport(Glibc)
import Glibc
#endif

/// Frames rendered in any order by ``FrameRun``'s workers, handed to one reader in index order
/// (`frames --video`: ffmpeg reads one stream), with at most `window` frames waiting.
///
/// A worker calls ``waitForTurn(_:)`` before rendering frame `i`: it returns once `i` is within
/// `window` of the next frame the reader wants, so memory stays bounded however far ahead the
/// other workers run. This cannot deadlock: workers take entries in order and render their
/// batch in order, so the frame the reader wants is always held by a worker that is not waiting.
/// The reader calls ``next(waitingAtMost:)``. ``cancel()`` (a failure on either side) wakes
/// everyone.
///
/// A mutex and one condition variable (pthread: `Synchronization` has no condition), broadcast on
/// every change; the few threads involved recheck their own condition.
package final class FrameSequence: @unchecked Sendable {
  /// What the reader gets.
  package enum Next: Equatable {
    /// The next frame's bytes.
    case frame([UInt8])
    /// Nothing arrived in time (the reader redraws its progress line and asks again).
    case waiting
    /// Every frame was read.
    case finished
    /// ``cancel()`` was called.
    case cancelled
  }

  private let count: Int
  private let window: Int
  // Sound: the mutex guards every variable below and the condition; both are set up in `init`,
  // never moved (allocated), and destroyed in `deinit`, when no thread can be using them.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  private var pending: [Int: [UInt8]] = [:]
  private var wanted = 0
  private var cancelled = false

  /// A sequence of `count` frames (indices `0..<count`), at most `window` (at least 1) ahead.
  package init(count: Int, window: Int) {
    self.count = count
    self.window = max(1, window)
    pthread_mutex_init(mutex, nil)
    var attributes = pthread_condattr_t()
    pthread_condattr_init(&attributes)
    pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
    pthread_cond_init(condition, &attributes)
    pthread_condattr_destroy(&attributes)
  }

  deinit {
    pthread_cond_destroy(condition)
    pthread_mutex_destroy(mutex)
    condition.deallocate()
    mutex.deallocate()
  }

  /// Waits until frame `index` may be rendered; false when the sequence was cancelled.
  package func waitForTurn(_ index: Int) -> Bool {
    locked {
      while !cancelled && index >= wanted + window { pthread_cond_wait(condition, mutex) }
      return !cancelled
    }
  }

  /// Hands over frame `index`.
  package func deliver(_ bytes: [UInt8], at index: Int) {
    locked {
      pending[index] = bytes
      pthread_cond_broadcast(condition)
    }
  }

  /// The next frame in order, waiting for it at most `milliseconds`.
  package func next(waitingAtMost milliseconds: Int) -> Next {
    locked {
      var deadline = timespec()
      clock_gettime(CLOCK_MONOTONIC, &deadline)
      let nanoseconds = Int(deadline.tv_nsec) + milliseconds * 1_000_000
      deadline.tv_sec += nanoseconds / 1_000_000_000
      deadline.tv_nsec = nanoseconds % 1_000_000_000
      while true {
        if cancelled { return .cancelled }
        if wanted == count { return .finished }
        if let bytes = pending.removeValue(forKey: wanted) {
          wanted += 1
          pthread_cond_broadcast(condition)
          return .frame(bytes)
        }
        if pthread_cond_timedwait(condition, mutex, &deadline) == ETIMEDOUT { return .waiting }
      }
    }
  }

  /// Wakes every waiting thread; from now on workers stop and the reader gets `.cancelled`.
  package func cancel() {
    locked {
      cancelled = true
      pending.removeAll()
      pthread_cond_broadcast(condition)
    }
  }

  private func locked<Result>(_ body: () -> Result) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return body()
  }
}
