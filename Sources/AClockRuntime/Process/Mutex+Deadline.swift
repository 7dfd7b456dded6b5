import Synchronization

#if canImport(Glibc)
import Glibc
#endif

extension Mutex where Value: ~Copyable {
  /// `body`'s result under the lock, if the lock can be taken before `deadline`; nil if not.
  ///
  /// For a signal's way out, which must not wait on a thread that holds the lock across a
  /// `write` to a terminal that stopped reading. The holder signals nothing when it lets go,
  /// so the lock is tried every millisecond until the deadline.
  package borrowing func withLock<Result>(
    before deadline: ContinuousClock.Instant, _ body: (inout sending Value) -> sending Result
  ) -> Result? {
    while true {
      if let result = withLockIfAvailable(body) { return result }
      guard ContinuousClock.now < deadline else { return nil }
      usleep(1_000)
    }
  }
}
