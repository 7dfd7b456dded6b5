#if canImport(Dispatch)
import Dispatch
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a ``LiveTicker`` blocks its thread until a wall-clock deadline, and how another thread
/// ends that wait early: the kernel's wall clock in production, a simulated one in tests.
///
/// ```swift
/// let simulated = TickWaiter(
///   wait: { deadline, _ in if let deadline { wall.set(deadline) } },
///   wake: {})
/// ```
public struct TickWaiter: Sendable {
  private let waitBody: @Sendable (Date?, WallClock) -> Void
  private let wakeBody: @Sendable () -> Void

  /// A waiter that runs `wait` to block until `wallClock` reads the deadline (nil: until
  /// woken), and `wake` to end the current wait, or the next one if none is in progress. A wait
  /// may end early or late: the ticker reads the wall clock again and works out what is due.
  public init(wait: @escaping @Sendable (_ deadline: Date?, _ wallClock: WallClock) -> Void, wake: @escaping @Sendable () -> Void) {
    waitBody = wait
    wakeBody = wake
  }

  /// Blocks until `wallClock` reads `deadline` (nil: until woken), or until woken.
  public func wait(until deadline: Date?, on wallClock: WallClock) {
    waitBody(deadline, wallClock)
  }

  /// Ends the current wait, or the next one if no thread is waiting.
  public func wake() {
    wakeBody()
  }

  /// Waits on the system's wall clock, woken by ``wake()`` or when the wall clock is set.
  ///
  /// On Linux a timerfd on `CLOCK_REALTIME` with an absolute deadline and an eventfd for the
  /// wake-ups (``BlockingTicker`` explains why the wall clock, not the monotonic one): a wait
  /// for the next minute ends on time after a suspend, and at once when the clock is stepped.
  /// A wait of a second or less sleeps what is left of it on the monotonic clock (a futex,
  /// which another thread's ``wake()`` ends), cheaper each second; a suspend or a step is then
  /// followed when it ends.
  /// Without file descriptors for them (`ulimit -n` reached), or elsewhere, a semaphore on the
  /// monotonic clock, at most an hour at a time: the ticker reads the wall clock again when a
  /// wait ends, so a far deadline is reached in steps and a step of the wall clock is noticed
  /// within the hour.
  public static func system() -> TickWaiter {
    #if os(Linux)
    if let alarm = WallClockAlarm() {
      return TickWaiter(
        wait: { deadline, wallClock in
          _ = alarm.wait(until: deadline.map { wallClock.systemInstant(at: $0, now: wallClock.now()) })
        },
        wake: { alarm.wake() })
    }
    #endif
    let semaphore = DispatchSemaphore(value: 0)
    return TickWaiter(
      wait: { deadline, wallClock in
        guard let deadline else { return semaphore.wait() }
        let system = wallClock.systemInstant(at: deadline, now: wallClock.now())
        let seconds = min(max(system.timeIntervalSinceNow, 0), longestMonotonicWait)
        _ = semaphore.wait(timeout: .now() + .nanoseconds(Int((seconds * 1e9).rounded(.up))))
      },
      wake: { semaphore.signal() })
  }

  /// The longest single wait of the monotonic fallback, in seconds.
  static let longestMonotonicWait = 3600.0
}
