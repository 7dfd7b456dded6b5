import ClockSchedule
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
/// It waits on the wall clock (`WallClockAlarm`): a timer dial waiting for its next change
/// wakes at the right wall time after a suspend, and at once when the wall clock is set. A
/// wake-up given while nobody waits ends the next wait at once (one spare pass of the loop,
/// never a lost key).
///
/// Without a file descriptor for the alarm (`ulimit -n` reached before the dial starts) it falls
/// back to a semaphore on the monotonic clock, waiting at most an hour at a time: the loop reads
/// the wall clock again when a wait ends, so a far deadline is reached in steps and a step of
/// the wall clock is noticed within the hour.
final class WakeableSleeper: Sendable {
  private let alarm = WallClockAlarm()
  private let semaphore = DispatchSemaphore(value: 0)

  /// The longest single wait on the monotonic fallback.
  static let longestWait: TimeInterval = 3600

  /// Blocks until the wall clock reads `deadline` (nil: until woken), until the wall clock is
  /// set, or until ``wake()``.
  func sleep(until deadline: Date?) {
    if let alarm {
      _ = alarm.wait(until: deadline)
      return
    }
    guard let deadline else {
      semaphore.wait()
      return
    }
    let seconds = min(max(deadline.timeIntervalSinceNow, 0), Self.longestWait)
    _ = semaphore.wait(timeout: .now() + .nanoseconds(Int((seconds * 1e9).rounded(.up))))
  }

  /// Ends the current wait, or the next one if no thread is waiting.
  func wake() {
    if let alarm { alarm.wake() } else { semaphore.signal() }
  }
}
