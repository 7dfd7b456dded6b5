#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A ``TickSchedule`` bound to a start instant: its entries, as a sequence and as queries.
///
/// The entries form an increasing set of instants whose smallest member is ``first``. Besides
/// iterating them, a ``Ticker`` asks two questions of that set, both pure:
/// ``latestEntry(atOrBefore:)`` (what should be showing at an instant) and
/// ``firstEntry(after:)`` (when the next update is due).
///
/// ```swift
/// let timeline = TickSchedule.everySecond.entries(from: start)
/// timeline.first                               // the whole second at or before start
/// timeline.firstEntry(after: start)            // the next whole second
/// Array(timeline.prefix(3))                    // first, first + 1 s, first + 2 s
/// ```
public struct ScheduleTimeline: Sequence, Sendable, Hashable {
  /// Entries are instants in wall time.
  public typealias Element = Date

  let kind: TickSchedule.Kind
  /// The instant the schedule was started at.
  public let start: Date
  /// The first entry, or nil when the schedule has none (an empty ``TickSchedule/explicit(_:)``).
  public let first: Date?
  /// A union's schedules, bound to the same start; empty for every other kind.
  private let members: [ScheduleTimeline]

  init(kind: TickSchedule.Kind, start: Date) {
    self.kind = kind
    self.start = start
    if case .union(let kinds) = kind {
      members = kinds.map { ScheduleTimeline(kind: $0, start: start) }
    } else {
      members = []
    }
    switch kind {
    case .periodic(let grid):
      first = start < grid.point(0) ? start : grid.latest(atOrBefore: start)
    case .everyMinute(let grid):
      first = grid.latest(atOrBefore: start)
    case .explicit(let dates):
      first = dates.last(where: { $0 <= start }) ?? dates.first
    case .animation:
      first = start
    case .span(let span):
      first = span.latest(atOrBefore: start) ?? span.first
    case .union:
      // As for every other kind: the newest entry at or before the start, else the next one.
      first = members.compactMap { $0.latestEntry(atOrBefore: start) }.max() ?? members.compactMap(\.first).min()
    }
  }

  /// The newest entry at or before `date`, or nil when `date` is before ``first``.
  ///
  /// ```swift
  /// timeline.latestEntry(atOrBefore: wakeUp)  // what to show after a late wake-up
  /// ```
  public func latestEntry(atOrBefore date: Date) -> Date? {
    guard let first, date >= first else { return nil }
    switch kind {
    case .periodic(let grid):
      // Before a future anchor the only entry is the start itself.
      return date < grid.point(0) ? first : grid.latest(atOrBefore: date)
    case .everyMinute(let grid):
      return grid.latest(atOrBefore: date)
    case .explicit(let dates):
      return dates.last(where: { $0 <= date })
    case .animation(let interval):
      return PeriodicGrid(anchor: start, interval: interval).latest(atOrBefore: date)
    case .span(let span):
      return span.latest(atOrBefore: date)
    case .union:
      return members.compactMap { $0.latestEntry(atOrBefore: date) }.max()
    }
  }

  /// The first entry strictly after `date`, or nil when the schedule has ended.
  ///
  /// ```swift
  /// let deadline = timeline.firstEntry(after: now)  // sleep until then
  /// ```
  public func firstEntry(after date: Date) -> Date? {
    guard let first else { return nil }
    if date < first { return first }
    switch kind {
    case .periodic(let grid):
      // Between a start and a future anchor, the next entry is the anchor.
      let anchor = grid.point(0)
      return date < anchor ? anchor : grid.first(after: date)
    case .everyMinute(let grid):
      return grid.first(after: date)
    case .explicit(let dates):
      return dates.first(where: { $0 > date })
    case .animation(let interval):
      return PeriodicGrid(anchor: start, interval: interval).first(after: date)
    case .span(let span):
      return span.first(after: date)
    case .union:
      return members.compactMap { $0.firstEntry(after: date) }.min()
    }
  }

  /// Iterates the entries in increasing order, from ``first``.
  public func makeIterator() -> Iterator {
    Iterator(timeline: self, upcoming: first)
  }

  /// Walks a ``ScheduleTimeline`` entry by entry.
  ///
  /// ```swift
  /// var iterator = timeline.makeIterator()
  /// while let entry = iterator.next() { if entry > end { break } }
  /// ```
  public struct Iterator: IteratorProtocol, Sendable {
    /// Entries are instants in wall time.
    public typealias Element = Date

    let timeline: ScheduleTimeline
    var upcoming: Date?

    /// The next entry, or nil when the schedule has ended.
    public mutating func next() -> Date? {
      guard let entry = upcoming else { return nil }
      upcoming = timeline.firstEntry(after: entry)
      return entry
    }
  }
}
