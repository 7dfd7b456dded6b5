import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A thread's wait until a wall-clock deadline (or for ever) that other threads can end early:
/// what ``LiveDialTerminal`` waits on between a dial's changes, so that a key, which may change
/// the schedule, or a resize is acted on at once.
///
/// A counting semaphore: a wake-up given while nobody waits ends the next wait at once (one
/// spare pass of the loop, never a lost key). Waits are on the monotonic clock, at most an hour
/// each: the loop reads the wall clock again when one ends, so a far deadline (timers that start
/// next year) is reached in steps, and a wall-clock step is noticed within the hour.
final class WakeableSleeper: Sendable {
  private let semaphore = DispatchSemaphore(value: 0)

  /// The longest single wait.
  static let longestWait: TimeInterval = 3600

  /// Blocks until the wall clock reads `deadline` (nil: until woken), or until ``wake()``.
  func sleep(until deadline: Date?) {
    guard let deadline else {
      semaphore.wait()
      return
    }
    let seconds = min(max(deadline.timeIntervalSinceNow, 0), Self.longestWait)
    _ = semaphore.wait(timeout: .now() + .nanoseconds(Int((seconds * 1e9).rounded(.up))))
  }

  /// Ends the current wait, or the next one if no thread is waiting.
  func wake() {
    semaphore.signal()
  }
}
