#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The entries of a ``TickSchedule`` as they become due in wall time, as an `AsyncSequence`.
///
/// Each deadline is computed afresh from the schedule and the current wall time, then slept on
/// the injected clock; sleeps are never added up, so lateness never accumulates:
///
/// - the first entry (``ScheduleTimeline/first``) is yielded as soon as iteration starts if it is
///   already due, so a display shows the right thing at once;
/// - after a wake-up, the newest entry at or before the wall time is yielded, once: woken several
///   periods late, the ticker skips the stale entries instead of bursting through them;
/// - woken early (the sleeping clock and the wall clock disagree), it yields nothing and sleeps
///   again for what is left, so an entry is never yielded twice in a row;
/// - a wall-clock step (NTP, a manual change) is seen at the next wake-up: the ticker yields the
///   newest entry at the new wall time and goes on from there. A step back past the entry on
///   display starts the schedule afresh at the new wall time (as if the ticker had just been
///   started), so entries shown before become due again, as the wall clock shows them again; a
///   smaller step back waits for the next entry; the entry on display is never repeated;
/// - cancelling the iterating task ends the sequence (`next()` returns nil) at once;
/// - a finite schedule (``TickSchedule/explicit(_:)``) ends after its last entry.
///
/// The sleeping clock is any `Clock<Duration>`: `ContinuousClock` in production, `TestClock` or
/// `ImmediateClock` (pointfreeco/swift-clocks) in tests, with a ``WallClock`` derived from the
/// test clock's `now`, so a day of ticks runs in a moment.
///
/// ```swift
/// let ticker = Ticker(schedule: .everySecond, clock: ContinuousClock())
/// for await second in ticker {
///   redraw(at: second)   // within a millisecond or so of each whole second
/// }
/// ```
public struct Ticker<C: Clock<Duration>>: AsyncSequence, Sendable {
  /// The instant an entry stands for (and is due at), in wall time.
  public typealias Element = Date

  /// The schedule whose entries are yielded.
  public let schedule: TickSchedule
  /// The clock slept on between entries.
  public let clock: C
  /// Where the current wall time comes from.
  public let wallClock: WallClock

  /// A ticker for `schedule`, sleeping on `clock`, reading wall time from `wallClock`.
  ///
  /// The schedule is started (bound to a start instant) when iteration begins, at the wall time
  /// then.
  ///
  /// ```swift
  /// Ticker(schedule: .everyMinute(in: .local()), clock: ContinuousClock())
  /// ```
  public init(schedule: TickSchedule, clock: C, wallClock: WallClock = .system) {
    self.schedule = schedule
    self.clock = clock
    self.wallClock = wallClock
  }

  /// Starts the schedule at the current wall time.
  public func makeAsyncIterator() -> Iterator {
    Iterator(schedule: schedule, clock: clock, wallClock: wallClock)
  }

  /// Waits for the entries of one run of a ``Ticker``.
  ///
  /// ```swift
  /// var iterator = ticker.makeAsyncIterator()
  /// let first = await iterator.next()
  /// ```
  public struct Iterator: AsyncIteratorProtocol {
    let clock: C
    let wallClock: WallClock
    var cursor: TickCursor

    init(schedule: TickSchedule, clock: C, wallClock: WallClock) {
      self.clock = clock
      self.wallClock = wallClock
      cursor = TickCursor(schedule: schedule)
    }

    /// The next entry once it is due, or nil when the schedule ends or the task is cancelled.
    public mutating func next() async -> Date? {
      while !Task.isCancelled {
        let now = wallClock.now()
        switch cursor.step(at: now) {
        case .due(let entry):
          return entry
        case .end:
          return nil
        case .wait(let deadline):
          do {
            try await clock.sleep(for: wallClock.wait(from: now, until: deadline))
          } catch {
            return nil
          }
        }
      }
      return nil
    }
  }
}
