@testable import ClockGeometry
import ClockTestSupport
import Foundation
import Testing

/// The next occurrence of a wall-clock time, on the civil calendar: across a DST change it is
/// still at the wall time asked for, not 24 hours after today's.
@Suite("Time of day, next occurrence")
struct TimeOfDayTests {
  static let berlin = Zones.named("Europe/Berlin")

  static func instant(_ iso: String) throws -> Date {
    try Date(iso, strategy: .iso8601)
  }

  @Test func todayIfStillToComeElseTomorrow() throws {
    let lunch = try #require(TimeOfDay(hour: 12, minute: 0))
    #expect(try lunch.nextOccurrence(after: Self.instant("2024-06-15T09:15:00Z"), in: .utc) == Self.instant("2024-06-15T12:00:00Z"))
    #expect(try lunch.nextOccurrence(after: Self.instant("2024-06-15T12:30:00Z"), in: .utc) == Self.instant("2024-06-16T12:00:00Z"))
    // Strictly after: at 12:00 itself, tomorrow's.
    #expect(try lunch.nextOccurrence(after: Self.instant("2024-06-15T12:00:00Z"), in: .utc) == Self.instant("2024-06-16T12:00:00Z"))
    // The zone's day, not UTC's: 23:30 UTC is already the 16th in Berlin (01:30 CEST).
    #expect(try lunch.nextOccurrence(after: Self.instant("2024-06-15T23:30:00Z"), in: Self.berlin) == Self.instant("2024-06-16T10:00:00Z"))
  }

  @Test func acrossSpringForwardItIsStillFiveOClock() throws {
    // Berlin moves to CEST on 2024-03-31 at 02:00. 17:00 on the 31st is 15:00Z, 23 hours after
    // 17:00 CET on the 30th (16:00Z), not 24.
    let five = try #require(TimeOfDay(hour: 17, minute: 0))
    #expect(try five.nextOccurrence(after: Self.instant("2024-03-30T17:00:00Z"), in: Self.berlin) == Self.instant("2024-03-31T15:00:00Z"))
    // 02:30 does not exist that night: the countdown ends when the clocks jump past it, at
    // 03:00 CEST (01:00Z), not at 03:30 (--at's reading) and not the next night.
    let gap = try #require(TimeOfDay(hour: 2, minute: 30))
    #expect(try gap.nextOccurrence(after: Self.instant("2024-03-30T12:00:00Z"), in: Self.berlin) == Self.instant("2024-03-31T01:00:00Z"))
  }

  @Test func inTheRepeatedHourBothPassesCount() throws {
    // Berlin goes back to CET on 2024-10-27 at 03:00 CEST: 02:00–02:59:59 is read twice, first
    // at 00:00Z–00:59:59Z (CEST), then at 01:00Z–01:59:59Z (CET).
    let twice = try #require(TimeOfDay(hour: 2, minute: 30))
    // From before the first pass: the first.
    #expect(try twice.nextOccurrence(after: Self.instant("2024-10-26T12:00:00Z"), in: Self.berlin) == Self.instant("2024-10-27T00:30:00Z"))
    // Inside the first pass, before 02:30 CEST: still the first.
    #expect(try twice.nextOccurrence(after: Self.instant("2024-10-27T00:10:00Z"), in: Self.berlin) == Self.instant("2024-10-27T00:30:00Z"))
    // The first has gone (02:40 CEST): the second pass, 50 minutes later, not tomorrow's.
    #expect(try twice.nextOccurrence(after: Self.instant("2024-10-27T00:40:00Z"), in: Self.berlin) == Self.instant("2024-10-27T01:30:00Z"))
    // At 02:30 CEST itself (strictly after): the second pass, an hour later.
    #expect(try twice.nextOccurrence(after: Self.instant("2024-10-27T00:30:00Z"), in: Self.berlin) == Self.instant("2024-10-27T01:30:00Z"))
    // Inside the second pass, before 02:30 CET (02:10 CET): the second pass.
    #expect(try twice.nextOccurrence(after: Self.instant("2024-10-27T01:10:00Z"), in: Self.berlin) == Self.instant("2024-10-27T01:30:00Z"))
    // Both passes gone (02:40 CET): the next day's 02:30 CET.
    #expect(try twice.nextOccurrence(after: Self.instant("2024-10-27T01:40:00Z"), in: Self.berlin) == Self.instant("2024-10-28T01:30:00Z"))
    // Across fall-back, 17:00 is 25 hours after the day before's.
    let five = try #require(TimeOfDay(hour: 17, minute: 0, second: 30))
    #expect(try five.nextOccurrence(after: Self.instant("2024-10-26T15:00:30Z"), in: Self.berlin) == Self.instant("2024-10-27T16:00:30Z"))
  }

  @Test func aHalfHourFallBackCountsItsSecondPass() throws {
    // Lord Howe goes from +11 back to +10:30 on 2024-04-07 at 02:00: 01:30–01:59:59 is read
    // twice, first at 14:30Z–14:59:59Z (6 April), then at 15:00Z–15:29:59Z.
    let lordHowe = try #require(ZoneRules.named("Australia/Lord_Howe"))
    let time = try #require(TimeOfDay(hour: 1, minute: 45))
    #expect(try time.nextOccurrence(after: Self.instant("2024-04-06T14:50:00Z"), in: lordHowe) == Self.instant("2024-04-06T15:15:00Z"))
    #expect(try time.nextOccurrence(after: Self.instant("2024-04-06T14:40:00Z"), in: lordHowe) == Self.instant("2024-04-06T14:45:00Z"))
  }

  @Test func aSkippedDateEndsWhenTheClocksJumpPastIt() throws {
    // Samoa skipped 2011-12-30: 23:59:59 −10 on the 29th (09:59:59Z on the 30th) was followed by
    // 00:00 +14 on the 31st. Noon of the 30th was never shown: asked after noon on the 29th, the
    // countdown ends at the jump (10:00Z), not at noon on the 31st (22:00Z).
    let apia = try #require(ZoneRules.named("Pacific/Apia"))
    let noon = try #require(TimeOfDay(hour: 12, minute: 0))
    #expect(try noon.nextOccurrence(after: Self.instant("2011-12-29T23:30:00Z"), in: apia) == Self.instant("2011-12-30T10:00:00Z"))
    // Asked after the jump, the next noon shown is the 31st's.
    #expect(try noon.nextOccurrence(after: Self.instant("2011-12-30T10:00:00Z"), in: apia) == Self.instant("2011-12-30T22:00:00Z"))
  }

  /// `scripts/time-of-day-expectations` works out each case twice with Python's zoneinfo (fold 0
  /// and fold 1 readings read back; spans of constant offset walked from the start) over the
  /// nights the clocks change in 15 zones and ordinary days.
  @Test("agrees with Python's zoneinfo around every change of 15 zones, both passes and gaps")
  func agreesWithZoneinfo() throws {
    let text = String(decoding: try ExpectationScript.output("time-of-day-expectations"), as: UTF8.self)
    var kinds: [String: Int] = [:]
    var zones: Set<String> = []
    var disagreements: [String] = []
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: " ").map(String.init)
      guard fields.count == 8, fields[0] == "C", let zone = ZoneRules.named(fields[1]),
        let start = Int(fields[2]), let hour = Int(fields[3]), let minute = Int(fields[4]), let second = Int(fields[5]),
        let expected = Int(fields[6]), let time = TimeOfDay(hour: hour, minute: minute, second: second)
      else {
        disagreements.append("unreadable: \(line)")
        continue
      }
      zones.insert(fields[1])
      kinds[fields[7], default: 0] += 1
      let found = Int(time.nextOccurrence(after: Date(timeIntervalSince1970: Double(start)), in: zone).timeIntervalSince1970)
      if found != expected {
        disagreements.append("\(fields[1]) after @\(start) \(fields[3]):\(fields[4]):\(fields[5]): zoneinfo @\(expected) (\(fields[7])), aclock @\(found)")
      }
    }
    #expect(disagreements.count == 0, "disagreements; first: \(disagreements.prefix(8).joined(separator: "; "))")
    // Not vacuous: every zone, and many cases of each kind (second passes are what was wrong).
    #expect(zones.count == 15)
    #expect(kinds["second", default: 0] > 100)
    #expect(kinds["first", default: 0] > 100)
    #expect(kinds["gap", default: 0] > 100)
    #expect(kinds["single", default: 0] > 1000)
  }

  @Test func partsOutOfRangeAreNoTime() {
    #expect(TimeOfDay(hour: 24, minute: 0) == nil)
    #expect(TimeOfDay(hour: 23, minute: 60) == nil)
    #expect(TimeOfDay(hour: 23, minute: 59, second: 60) == nil)
  }
}
