import AClockValues
import ClockSchedule
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The entries of a schedule in the half-open range [from, to), or the lines of an `--instants`
/// file: the frames of a timeline.
///
/// An hour at one entry a second is exactly 3,600 frames: the entry at `from` is in, the one at
/// `to` is not. Entries are produced one at a time from the schedule (``ScheduleTimeline``), so
/// a range of a million frames never holds a million instants.
package struct FrameRange: Sendable {
  /// Where the frames' instants come from.
  package enum Entries: Sendable {
    /// The schedule's entries in [from, to).
    case schedule(from: Date, to: Date, TickSchedule)
    /// The lines of an `--instants` file, in file order (unsorted, repeats kept).
    case listed([InstantList.Line])
  }

  /// The frames' instants.
  package let entries: Entries

  /// The entries of `schedule` in [from, to).
  package init(from: Date, to: Date, schedule: TickSchedule) {
    entries = .schedule(from: from, to: to, schedule)
  }

  /// One frame per line of an `--instants` file, in file order.
  package init(listed lines: [InstantList.Line]) {
    entries = .listed(lines)
  }

  /// The listed lines, or nil for a schedule's range.
  package var listedLines: [InstantList.Line]? {
    if case .listed(let lines) = entries { lines } else { nil }
  }

  /// Walks the range's entries in order, numbering them from 0.
  package struct Cursor: Sendable {
    private enum Source: Sendable {
      case schedule(ScheduleTimeline.Iterator, from: Date, to: Date)
      case listed([InstantList.Line])
    }
    private var source: Source
    package private(set) var nextIndex = 0

    package init(_ range: FrameRange) {
      switch range.entries {
      case .schedule(let from, let to, let schedule):
        source = .schedule(schedule.entries(from: from).makeIterator(), from: from, to: to)
      case .listed(let lines):
        source = .listed(lines)
      }
    }

    /// The next entry and its number, or nil past the range.
    package mutating func next() -> (index: Int, instant: Date)? {
      switch source {
      case .listed(let lines):
        guard nextIndex < lines.count else { return nil }
        defer { nextIndex += 1 }
        return (nextIndex, lines[nextIndex].instant)
      case .schedule(var iterator, let from, let to):
        defer { source = .schedule(iterator, from: from, to: to) }
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
