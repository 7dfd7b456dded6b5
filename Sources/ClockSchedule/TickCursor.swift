#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a run of a schedule stands: given the wall time, whether an entry is due now or until
/// when to wait. The rules every ticker follows, with no clock and no waiting in it.
///
/// ``Ticker`` (async, any `Clock`) and ``BlockingTicker`` (a thread of its own) both read the wall
/// time, ask ``step(at:)``, and either show the entry or sleep until the deadline and ask again.
/// The rules, as ``Ticker`` documents them:
///
/// - the first step starts the schedule at that wall time; its first entry is due at once;
/// - after that, the newest entry at or before the wall time is due, once: stale entries are
///   skipped, and the entry on display is never due again;
/// - a wall time before the entry on display (the clock stepped back past it) starts the schedule
///   afresh there;
/// - a finite schedule ends after its last entry.
///
/// Embed it in a run loop of your own (a GUI timer, an event loop) the same way:
///
/// ```swift
/// var cursor = TickCursor(schedule: .everySecond)
/// switch cursor.step(at: Date()) {
/// case .due(let entry): draw(entry)
/// case .wait(let deadline): armTimer(at: deadline)
/// case .end: stop()
/// }
/// ```
public struct TickCursor: Sendable {
  /// What to do at a given wall time.
  public enum Step: Sendable, Hashable {
    /// Show this entry now.
    case due(Date)
    /// Nothing is due; ask again at this wall time (the next entry's).
    case wait(until: Date)
    /// The schedule has no more entries.
    case end
  }

  /// The schedule whose entries become due.
  public let schedule: TickSchedule
  private var timeline: ScheduleTimeline?
  /// The entry made due last: the one on display.
  public private(set) var shown: Date?

  /// A cursor before the start of `schedule`; the first ``step(at:)`` starts it.
  public init(schedule: TickSchedule) {
    self.schedule = schedule
  }

  /// What is due at wall time `now`; records a due entry as the one on display.
  public mutating func step(at now: Date) -> Step {
    // Started at the first step, and again when the wall clock stepped back past the entry on
    // display, as if the ticker had been started then (its entries before `first` are none).
    // Kept in place otherwise: copying it out and back cost each live tick two outlined copies.
    if timeline == nil || shown.map({ now < $0 }) == true {
      timeline = schedule.entries(from: now)
    }
    guard let timeline else { return .end }
    if let due = timeline.latestEntry(atOrBefore: now), due != shown {
      shown = due
      return .due(due)
    }
    guard let deadline = timeline.firstEntry(after: now) else { return .end }
    return .wait(until: deadline)
  }
}
