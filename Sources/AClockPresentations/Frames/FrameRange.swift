import ClockSchedule
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The entries of a schedule in the half-open range [from, to): the frames of a timeline.
///
/// An hour at one entry a second is exactly 3,600 frames: the entry at `from` is in, the one at
/// `to` is not. Entries are produced one at a time from the schedule (``ScheduleTimeline``), so
/// a range of a million frames never holds a million instants.
package struct FrameRange: Sendable {
  /// The first instant covered.
  package let from: Date
  /// The first instant past the range.
  package let to: Date
  /// The schedule whose entries become frames.
  package let schedule: TickSchedule

  /// Every stored property, as given (the memberwise initializer, for other targets).
  package init(from: Date, to: Date, schedule: TickSchedule) {
    self.from = from
    self.to = to
    self.schedule = schedule
  }

  /// Walks the range's entries in order, numbering them from 0.
  package struct Cursor: Sendable {
    private var iterator: ScheduleTimeline.Iterator
    private let from: Date
    private let to: Date
    package private(set) var nextIndex = 0

    package init(_ range: FrameRange) {
      iterator = range.schedule.entries(from: range.from).makeIterator()
      from = range.from
      to = range.to
    }

    /// The next entry and its number, or nil past the range.
    package mutating func next() -> (index: Int, instant: Date)? {
      while let entry = iterator.next() {
        guard entry < to else { return nil }
        // The schedule's first entry may be a boundary before `from` (the latest at or before it).
        guard entry >= from else { continue }
        defer { nextIndex += 1 }
        return (nextIndex, entry)
      }
      return nil
    }
  }

  /// How many frames the range holds, or nil when there are more than `limit` (counting stops
  /// there).
  package func count(limit: Int) -> Int? {
    var cursor = Cursor(self)
    var count = 0
    while cursor.next() != nil {
      count += 1
      if count > limit { return nil }
    }
    return count
  }
}
