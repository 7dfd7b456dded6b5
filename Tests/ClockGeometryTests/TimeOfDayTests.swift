@testable import ClockGeometry
import Foundation
import Testing

/// The next occurrence of a wall-clock time, on the civil calendar: across a DST change it is
/// still at the wall time asked for, not 24 hours after today's.
@Suite("Time of day, next occurrence")
struct TimeOfDayTests {
  static let berlin = ZoneRules.named("Europe/Berlin") ?? .utc

  static func instant(_ iso: String) -> Date {
    (try? Date(iso, strategy: .iso8601)) ?? .distantPast
  }

  @Test func todayIfStillToComeElseTomorrow() throws {
    let lunch = try #require(TimeOfDay(hour: 12, minute: 0))
    #expect(lunch.nextOccurrence(after: Self.instant("2024-06-15T09:15:00Z"), in: .utc) == Self.instant("2024-06-15T12:00:00Z"))
    #expect(lunch.nextOccurrence(after: Self.instant("2024-06-15T12:30:00Z"), in: .utc) == Self.instant("2024-06-16T12:00:00Z"))
    // Strictly after: at 12:00 itself, tomorrow's.
    #expect(lunch.nextOccurrence(after: Self.instant("2024-06-15T12:00:00Z"), in: .utc) == Self.instant("2024-06-16T12:00:00Z"))
    // The zone's day, not UTC's: 23:30 UTC is already the 16th in Berlin (01:30 CEST).
    #expect(lunch.nextOccurrence(after: Self.instant("2024-06-15T23:30:00Z"), in: Self.berlin) == Self.instant("2024-06-16T10:00:00Z"))
  }

  @Test func acrossSpringForwardItIsStillFiveOClock() throws {
    // Berlin moves to CEST on 2024-03-31 at 02:00. 17:00 on the 31st is 15:00Z, 23 hours after
    // 17:00 CET on the 30th (16:00Z), not 24.
    let five = try #require(TimeOfDay(hour: 17, minute: 0))
    #expect(five.nextOccurrence(after: Self.instant("2024-03-30T17:00:00Z"), in: Self.berlin) == Self.instant("2024-03-31T15:00:00Z"))
    // 02:30 does not exist that night: moved forward by the gap, to 03:30 CEST.
    let gap = try #require(TimeOfDay(hour: 2, minute: 30))
    #expect(gap.nextOccurrence(after: Self.instant("2024-03-30T12:00:00Z"), in: Self.berlin) == Self.instant("2024-03-31T01:30:00Z"))
  }

  @Test func inTheRepeatedHourTheFirstOccurrence() throws {
    // Berlin goes back to CET on 2024-10-27 at 03:00 CEST: 02:30 comes twice, first at 00:30Z.
    let twice = try #require(TimeOfDay(hour: 2, minute: 30))
    #expect(twice.nextOccurrence(after: Self.instant("2024-10-26T12:00:00Z"), in: Self.berlin) == Self.instant("2024-10-27T00:30:00Z"))
    // Across fall-back, 17:00 is 25 hours after the day before's.
    let five = try #require(TimeOfDay(hour: 17, minute: 0, second: 30))
    #expect(five.nextOccurrence(after: Self.instant("2024-10-26T15:00:30Z"), in: Self.berlin) == Self.instant("2024-10-27T16:00:30Z"))
  }

  @Test func partsOutOfRangeAreNoTime() {
    #expect(TimeOfDay(hour: 24, minute: 0) == nil)
    #expect(TimeOfDay(hour: 23, minute: 60) == nil)
    #expect(TimeOfDay(hour: 23, minute: 59, second: 60) == nil)
  }
}
