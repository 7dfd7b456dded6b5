#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// The entries of a ``TickSchedule`` as they become due in wall time, for a live display that
/// also answers keys and signals: ``BlockingTicker``'s rules, but another thread can end a wait
/// early (``wake()``) and the display can change the schedule it follows (``follow(_:)``).
///
/// One thread calls ``next()`` in a loop and does all the drawing; keys, window resizes and
/// signals arrive on other threads, note what happened, and call ``wake()``. The loop then sees
/// ``Event/woken``, acts on the notes, and asks for the next entry again. A wake-up given while
/// nobody waits ends the next wait at once, so none is lost.
///
/// ```swift
/// let ticker = LiveTicker(schedule: .everySecond)
/// while true {
///   switch ticker.next() {
///   case .due(let second): draw(at: second)
///   case .woken: handlePendingKeys()   // may call ticker.follow(.everyMinute(in: zone))
///   case .end: return
///   }
/// }
/// ```
public final class LiveTicker: Sendable {
  /// Why ``next()`` returned.
  public enum Event: Sendable, Hashable {
    /// This entry of the schedule is due: show it.
    case due(Date)
    /// ``wake()`` ended the wait.
    case woken
    /// The schedule has no more entries.
    case end
  }

  /// Where the current wall time comes from.
  public let wallClock: WallClock
  private let waiter: TickWaiter
  private let cursor: Mutex<TickCursor>

  /// A ticker for `schedule`, reading wall time from `wallClock`, waiting with `waiter`. The
  /// schedule starts at the first ``next()``, at the wall time then.
  public init(schedule: TickSchedule, wallClock: WallClock = .system, waiter: TickWaiter = .system()) {
    self.wallClock = wallClock
    self.waiter = waiter
    cursor = Mutex(TickCursor(schedule: schedule))
  }

  /// The schedule followed now.
  public var schedule: TickSchedule {
    cursor.withLock { $0.schedule }
  }

  /// Blocks until the next entry is due, the schedule ends, or ``wake()`` is called.
  ///
  /// The rules are ``TickCursor``'s: the first call makes the newest entry at or before the
  /// wall time due at once; a late wake-up makes only the newest due entry due; an entry is
  /// never due twice in a row; a step of the wall clock is followed.
  public func next() -> Event {
    while true {
      let now = wallClock.now()
      switch cursor.withLock({ $0.step(at: now) }) {
      case .due(let entry): return .due(entry)
      case .end: return .end
      case .wait(let deadline):
        if wait(until: deadline) { return .woken }
      }
    }
  }

  /// The entry due at the wall time now, if any, without waiting: what a display shows first
  /// (before its first entry, it shows the start instead). The entry counts as shown.
  public func dueEntry() -> Date? {
    let now = wallClock.now()
    if case .due(let entry) = cursor.withLock({ $0.step(at: now) }) { return entry }
    return nil
  }

  /// Blocks until ``wake()`` is called: for a display whose schedule has ended but which still
  /// answers keys.
  public func waitUntilWoken() {
    while !wait(until: nil) {}
  }

  /// Ends the current wait (``next()`` returns ``Event/woken``), or the next one if no thread is
  /// waiting. Safe from any thread, and from a signal's relay thread.
  public func wake() {
    woken.withLock { $0 = true }
    waiter.wake()
  }

  /// Follows `schedule` from now on, if it differs from the one followed: its newest entry at or
  /// before the wall time is due at once. Call it on the thread that calls ``next()``.
  public func follow(_ schedule: TickSchedule) {
    cursor.withLock { cursor in
      if cursor.schedule != schedule { cursor = TickCursor(schedule: schedule) }
    }
  }

  private let woken = Mutex(false)

  /// Waits until `deadline` (nil: until woken); returns whether ``wake()`` ended it.
  private func wait(until deadline: Date?) -> Bool {
    if takeWakeUp() { return true }
    waiter.wait(until: deadline, on: wallClock)
    return takeWakeUp()
  }

  private func takeWakeUp() -> Bool {
    woken.withLock { woken in
      defer { woken = false }
      return woken
    }
  }
}
