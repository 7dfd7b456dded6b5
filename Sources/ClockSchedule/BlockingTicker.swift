#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#endif

/// The entries of a ``TickSchedule`` as they become due in wall time, for a thread of its own:
/// `next()` blocks the calling thread until the next entry is due.
///
/// It follows the same rules as ``Ticker`` (both step a ``TickCursor``), but sleeps in the
/// kernel instead of suspending a task. Use it where a program does nothing between entries but
/// wait, and runs all day: waking a blocked thread once a second cost about 2 ms of CPU a minute
/// on Linux, against about 21 ms for `Task.sleep`, whose wake-up passes through the
/// concurrency runtime's timer and thread pool (two minimal programs, each waking 60 times, on
/// this project's machine; see Docs/decisions/0009-no-swift-concurrency-in-the-tool.md). Keep
/// ``Ticker`` for async code and for tests on a `TestClock`.
///
/// Iteration never ends on its own for an endless schedule: break out of the loop, or end the
/// process. Run it off the cooperative thread pool (on a `Thread`), never from async code.
///
/// ```swift
/// Thread {
///   for second in BlockingTicker(schedule: .everySecond) {
///     redraw(at: second)   // within a millisecond or so of each whole second
///   }
/// }.start()
/// ```
public struct BlockingTicker: Sequence, Sendable {
  /// The instant an entry stands for (and is due at), in wall time.
  public typealias Element = Date

  /// The schedule whose entries are yielded.
  public let schedule: TickSchedule
  /// Where the current wall time comes from.
  public let wallClock: WallClock
  /// How the thread waits between entries.
  public let sleeper: ThreadSleeper

  /// A ticker for `schedule`, reading wall time from `wallClock`, waiting with `sleeper`.
  ///
  /// The schedule is started when iteration begins, at the wall time then.
  ///
  /// ```swift
  /// BlockingTicker(schedule: .everyMinute(in: .local()))
  /// ```
  public init(schedule: TickSchedule, wallClock: WallClock = .system, sleeper: ThreadSleeper = .system) {
    self.schedule = schedule
    self.wallClock = wallClock
    self.sleeper = sleeper
  }

  /// Starts the schedule at the current wall time.
  public func makeIterator() -> Iterator {
    Iterator(cursor: TickCursor(schedule: schedule), wallClock: wallClock, sleeper: sleeper)
  }

  /// Waits, blocking its thread, for the entries of one run of a ``BlockingTicker``.
  ///
  /// ```swift
  /// var iterator = BlockingTicker(schedule: .everySecond).makeIterator()
  /// let first = iterator.next()   // at once: the current whole second
  /// ```
  public struct Iterator: IteratorProtocol {
    var cursor: TickCursor
    let wallClock: WallClock
    let sleeper: ThreadSleeper

    /// The next entry once it is due, or nil when the schedule ends.
    public mutating func next() -> Date? {
      while true {
        let now = wallClock.now()
        switch cursor.step(at: now) {
        case .due(let entry): return entry
        case .end: return nil
        case .wait(let deadline): sleeper.sleep(wallClock.wait(from: now, until: deadline))
        }
      }
    }
  }
}

/// How a ``BlockingTicker`` blocks its thread for a while: the kernel's wall clock in
/// production, a simulated one in tests.
///
/// ```swift
/// let simulated = ThreadSleeper { duration in wall.advance(by: duration) }
/// ```
public struct ThreadSleeper: Sendable {
  private let body: @Sendable (Duration) -> Void

  /// A sleeper that runs `sleep` to wait; it may return early (the ticker then waits again for
  /// what is left) or late (stale entries are skipped).
  public init(sleep: @escaping @Sendable (Duration) -> Void) {
    body = sleep
  }

  /// Blocks the calling thread for `duration` (not at all for zero or less).
  public func sleep(_ duration: Duration) {
    body(duration)
  }

  /// Sleeps until the wall clock reads the instant `duration` from now, or until the wall clock
  /// is set, whichever comes first; a signal that interrupts the sleep does not stretch it.
  ///
  /// On Linux it waits on a timerfd on `CLOCK_REALTIME` with an absolute deadline, cancelled when
  /// the clock is set. A sleep measured on the monotonic clock would outlast a suspend, or a step
  /// of the wall clock, by up to its whole length: after a resume a ticker of minutes would show
  /// the old minute for up to a minute. A sleep of a second or less is made on the monotonic
  /// clock (a futex), where that lateness is at most the second, for less CPU. Elsewhere, or
  /// when no file descriptor is left for the timer, it sleeps on the monotonic clock until an
  /// absolute deadline.
  public static let system = ThreadSleeper { duration in
    guard duration > .zero else { return }
    #if os(Linux)
    // The deadline first: opening the alarm's descriptors must not delay it.
    let wallDeadline = ClockReading.after(duration, on: CLOCK_REALTIME)
    if let alarm = WallClockAlarm(wakeable: false) {
      _ = alarm.wait(untilRealtime: wallDeadline)
      return
    }
    #endif
    #if canImport(Glibc)
    var deadline = ClockReading.after(duration, on: CLOCK_MONOTONIC)
    while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &deadline, nil) == EINTR {}
    #else
    Thread.sleep(forTimeInterval: Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18)
    #endif
  }
}
