#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The points of a ``PeriodicGrid`` after one instant and up to another: the seconds a countdown
/// reads as it runs (whole seconds before its end, after its start, through its end).
///
/// As a schedule it behaves like ``TickSchedule/explicit(_:)`` over those points: no entry of
/// its own at the start, and an end after the last point.
struct PeriodicSpan: Sendable, Hashable {
  let grid: PeriodicGrid
  /// Points must be strictly after this instant…
  let after: Date
  /// …and at or before this one.
  let through: Date

  /// The first point, or nil when the span holds none.
  var first: Date? {
    let point = grid.first(after: after)
    return point <= through ? point : nil
  }

  /// The newest point at or before `date`, or nil when there is none.
  func latest(atOrBefore date: Date) -> Date? {
    let point = grid.latest(atOrBefore: min(date, through))
    return point > after ? point : nil
  }

  /// The first point strictly after `date`, or nil when there is none.
  func first(after date: Date) -> Date? {
    let point = grid.first(after: max(date, after))
    return point <= through ? point : nil
  }
}
