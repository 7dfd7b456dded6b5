import ClockGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// When a clock should update: a rule that turns a start instant into a sequence of entries.
///
/// The semantics are SwiftUI's `TimelineSchedule` ones, written down exactly:
///
/// - ``everySecond``: whole seconds (of UTC, and of every zone whose offset is whole seconds);
/// - ``periodic(from:by:)``: `anchor + k · interval`. When the start is at or after the anchor, the
///   first entry is the latest boundary at or before the start (an anchor in the past means
///   "update now, showing the latest boundary"); before a future anchor, the first entry is the
///   start itself, then the anchor, anchor + interval, …;
/// - ``everyMinute(in:)``: the starts of local minutes in a zone, the first being the start of the
///   current one (correct in +05:45 zones and under historic offsets with seconds);
/// - ``explicit(_:)``: the latest date at or before the start (once, if there is one), then each
///   later date, then the schedule ends;
/// - ``animation(minimumInterval:)``: the start, then one entry every `minimumInterval`;
/// - ``union(_:)``: the entries of several schedules started together, merged.
///
/// An entry is the instant the display should show from, and the instant at which it is due.
/// Boundaries are computed from the offset to the anchor with exact (attosecond) arithmetic, so
/// they are right before 1970 too, where `fmod` of absolute times rounds the wrong way.
///
/// It is a struct over a private enumeration rather than a protocol with one type per schedule:
/// the set of schedules is closed, the command line picks one from options, the value stays
/// `Hashable` and `Sendable`, and the factories enforce the invariants (positive intervals,
/// sorted unique dates) once.
///
/// ```swift
/// let schedule = TickSchedule.periodic(from: midnight, by: .seconds(15))
/// for entry in schedule.entries(from: Date()).prefix(4) { print(entry) }
/// ```
///
/// Entries are pure: ``entries(from:)`` needs no clock. ``Ticker`` waits for them.
public struct TickSchedule: Sendable, Hashable {
  enum Kind: Sendable, Hashable {
    case periodic(PeriodicGrid)
    case everyMinute(LocalMinuteGrid)
    case explicit([Date])
    case animation(Duration)
    case span(PeriodicSpan)
    case union([Kind])
  }

  let kind: Kind

  /// Every whole second: entries `…, 09:15:30, 09:15:31, …`, the first being the whole second at
  /// or before the start (before 1970 too: a start at −0.5 s gives −1 s first).
  ///
  /// Its anchor is a whole second 31 700 years before 2001, so every start is after it.
  ///
  /// ```swift
  /// TickSchedule.everySecond.entries(from: start).first  // start with its fraction cut off
  /// ```
  public static let everySecond = periodic(
    from: Date(timeIntervalSinceReferenceDate: -ExactInstant.limit), by: .seconds(1)
  )

  /// Entries `anchor + k · interval` for every integer `k` (the anchor may be in the past or the
  /// future).
  ///
  /// Intervals shorter than a microsecond, zero and negative ones are raised to a microsecond,
  /// so the schedule always moves forward.
  ///
  /// ```swift
  /// // Quarter hours from 08:00 local time.
  /// TickSchedule.periodic(from: eightOClock, by: .seconds(900))
  /// ```
  public static func periodic(from anchor: Date, by interval: Duration) -> TickSchedule {
    TickSchedule(kind: .periodic(PeriodicGrid(anchor: anchor, interval: interval)))
  }

  /// The starts of local minutes in `timeZone` (second 0 on its wall clocks).
  ///
  /// ```swift
  /// TickSchedule.everyMinute(in: .named("Asia/Kathmandu")!)
  /// ```
  public static func everyMinute(in timeZone: ZoneRules) -> TickSchedule {
    TickSchedule(kind: .everyMinute(LocalMinuteGrid(timeZone: timeZone)))
  }

  /// Exactly these instants (sorted, duplicates dropped).
  ///
  /// From a start, the entries are the latest date at or before the start (if any), then every
  /// later date; then the schedule ends.
  ///
  /// ```swift
  /// TickSchedule.explicit([standUp, lunch, standUp])  // two entries, in order
  /// ```
  public static func explicit(_ dates: [Date]) -> TickSchedule {
    TickSchedule(kind: .explicit(Array(Set(dates)).sorted()))
  }

  /// Frames no closer than `minimumInterval`: the start, then start + k · interval. The default is
  /// 1/30 s rounded up to the nanosecond (33 333 334 ns), so frames are never closer than 1/30 s.
  ///
  /// Non-positive and sub-microsecond intervals are raised to a microsecond.
  ///
  /// ```swift
  /// TickSchedule.animation()                                   // 30 frames a second
  /// TickSchedule.animation(minimumInterval: .milliseconds(100))  // 10
  /// ```
  public static func animation(minimumInterval: Duration = .nanoseconds(33_333_334)) -> TickSchedule {
    TickSchedule(kind: .animation(max(minimumInterval, PeriodicGrid.minimumInterval)))
  }

  /// Every entry of each of `schedules`, each instant once, all of them started at the same
  /// instant: from a start, the newest entry any of them gives at or before the start (if one
  /// does), then every later entry of each, merged in order. It ends when all of them have; no
  /// schedules, no entries.
  ///
  /// ```swift
  /// // Each second of two timers whose ends are 0.3 s apart, and a last entry to exit on.
  /// TickSchedule.union([.changes(of: tea), .changes(of: eggs), .explicit([exitInstant])])
  /// ```
  public static func union(_ schedules: [TickSchedule]) -> TickSchedule {
    TickSchedule(kind: .union(schedules.map(\.kind)))
  }

  /// The entries that a start at `start` gives, in increasing order (finite only for
  /// ``explicit(_:)``; bound the others with `prefix(_:)`).
  ///
  /// ```swift
  /// let start = Date(timeIntervalSince1970: 1_718_442_930.25)
  /// Array(TickSchedule.everySecond.entries(from: start).prefix(2))
  /// // [1_718_442_930, 1_718_442_931] as Unix seconds
  /// ```
  public func entries(from start: Date) -> ScheduleTimeline {
    ScheduleTimeline(kind: kind, start: start)
  }
}
