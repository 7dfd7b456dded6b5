import ClockGeometry
import ClockSchedule
import Foundation
import Testing

/// Unions of schedules, against entries worked out by hand from each member's.
///
/// t = 1_718_442_930 is 2024-06-15T09:15:30Z; offsets from it are binary fractions, so every
/// instant is exact.
@Suite("Schedules: unions")
struct UnionScheduleTests {
  static let t = 1_718_442_930.0

  func entries(_ schedule: TickSchedule, from start: Double, count: Int = 20) -> [Double] {
    Array(schedule.entries(from: unix(Self.t + start)).prefix(count)).map { $0.timeIntervalSince1970 - Self.t }
  }

  /// Every second at half past (from any past anchor), and two explicit instants.
  static let halves = TickSchedule.periodic(from: unix(0.5), by: .seconds(1))
  static let two = TickSchedule.explicit([unix(t + 0.25), unix(t + 2.75)])

  @Test func entriesOfEveryMemberMergedInOrderFromTheNewestAtOrBeforeTheStart() {
    // From 0.125: the halves' newest is −0.5; the explicit dates are both to come.
    #expect(entries(.union([Self.halves, Self.two]), from: 0.125, count: 6) == [-0.5, 0.25, 0.5, 1.5, 2.5, 2.75])
    // From 1: 0.5 (newer than 0.25), then the rest.
    #expect(entries(.union([Self.two, Self.halves]), from: 1, count: 4) == [0.5, 1.5, 2.5, 2.75])
  }

  @Test func anInstantTwoMembersShareIsOneEntry() {
    let seconds = TickSchedule.periodic(from: unix(0), by: .seconds(1))
    let halfSeconds = TickSchedule.periodic(from: unix(0), by: .milliseconds(500))
    #expect(entries(.union([seconds, halfSeconds]), from: 0, count: 5) == [0, 0.5, 1, 1.5, 2])
  }

  @Test func itEndsWhenEveryMemberHas() {
    let other = TickSchedule.explicit([unix(Self.t + 1), unix(Self.t + 2.75)])
    #expect(entries(.union([Self.two, other]), from: 0) == [0.25, 1, 2.75])
    #expect(entries(.union([Self.two, other]), from: 5) == [2.75])
  }

  @Test func noMembersNoEntries() {
    let empty = TickSchedule.union([])
    #expect(empty.entries(from: unix(Self.t)).first == nil)
    var cursor = TickCursor(schedule: empty)
    #expect(cursor.step(at: unix(Self.t)) == .end)
    #expect(entries(.union([.explicit([]), .union([])]), from: 0).isEmpty)
  }

  @Test func queriesAnswerForTheWholeUnion() {
    let timeline = TickSchedule.union([Self.halves, Self.two]).entries(from: unix(Self.t))
    #expect(timeline.latestEntry(atOrBefore: unix(Self.t + 0.3)) == unix(Self.t + 0.25))
    #expect(timeline.latestEntry(atOrBefore: unix(Self.t + 2.9)) == unix(Self.t + 2.75))
    #expect(timeline.firstEntry(after: unix(Self.t + 0.25)) == unix(Self.t + 0.5))
    #expect(timeline.firstEntry(after: unix(Self.t + 2.5)) == unix(Self.t + 2.75))
  }

  @Test func aCursorShowsTheNewestEntryOfAnyMember() {
    var cursor = TickCursor(schedule: .union([Self.halves, Self.two]))
    #expect(cursor.step(at: unix(Self.t + 0.375)) == .due(unix(Self.t + 0.25)))
    #expect(cursor.step(at: unix(Self.t + 0.375)) == .wait(until: unix(Self.t + 0.5)))
    // Woken late past 1.5 and 2.5: only the newest, 2.5, then 2.75.
    #expect(cursor.step(at: unix(Self.t + 2.625)) == .due(unix(Self.t + 2.5)))
    #expect(cursor.step(at: unix(Self.t + 2.625)) == .wait(until: unix(Self.t + 2.75)))
  }
}
