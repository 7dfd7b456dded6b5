@testable import AClockCLI
@testable import AClockPresentations
import AClockRuntime
import AClockValues
import ClockGeometry
import ClockSchedule
import Foundation
import Testing

@Suite("Frame ranges and names")
struct FrameRangeTests {
  static let nine = Date(timeIntervalSince1970: 1_718_442_000)  // 2024-06-15T09:00:00Z

  static func range(from: Date, seconds: Double, every: Duration, anchor: Date = nine) -> FrameRange {
    FrameRange(from: from, to: from + seconds, schedule: .periodic(from: anchor, by: every))
  }

  @Test func anHourAtOneSecondIsExactly3600Frames() {
    #expect(Self.range(from: Self.nine, seconds: 3600, every: .seconds(1)).count(limit: 1_000_000) == 3600)
  }

  @Test func theRangeIsHalfOpen() {
    var cursor = FrameRange.Cursor(Self.range(from: Self.nine, seconds: 3, every: .seconds(1)))
    var instants: [Date] = []
    while let (_, instant) = cursor.next() { instants.append(instant) }
    #expect(instants == [Self.nine, Self.nine + 1, Self.nine + 2])
  }

  @Test func aBoundaryBeforeFromIsNotAFrame() {
    // The schedule's first entry from 09:00:00.5 is 09:00:00 (the latest at or before it): out.
    var cursor = FrameRange.Cursor(Self.range(from: Self.nine + 0.5, seconds: 2, every: .seconds(1)))
    #expect(cursor.next()?.instant == Self.nine + 1)
    #expect(cursor.next()?.instant == Self.nine + 2)
    #expect(cursor.next() == nil)
  }

  @Test func countingStopsPastTheLimit() {
    let day = Self.range(from: Self.nine, seconds: 86_400, every: .seconds(1))
    #expect(day.count(limit: 86_400) == 86_400)
    #expect(day.count(limit: 86_399) == nil)
  }

  @Test func namesAreZeroPaddedToSortInTimeOrder() {
    let names = FrameNames(count: 3600, fileExtension: "png")
    #expect(names.name(of: 0, at: Self.nine) == "frame-000000.png")
    #expect(names.name(of: 123, at: Self.nine) == "frame-000123.png")
    #expect(FrameNames(count: 1_000_000, fileExtension: "svg").name(of: 999_999, at: Self.nine) == "frame-999999.svg")
    #expect(FrameNames(count: 1_000_001, fileExtension: "svg").name(of: 7, at: Self.nine) == "frame-0000007.svg")
  }

  @Test func localTimeNamesAreTheFirstZonesHourAndMinute() throws {
    let tokyo = try #require(ZoneRules.named("Asia/Tokyo"))
    let names = FrameNames(.hhmm, count: 1440, fileExtension: "bmp", zone: tokyo)
    // 2024-06-15T09:15Z is 18:15 in Tokyo (UTC+9).
    #expect(names.name(of: 555, at: Self.nine.addingTimeInterval(15 * 60)) == "1815.bmp")
    #expect(names.name(of: 0, at: Date(timeIntervalSince1970: 15 * 3600)) == "0000.bmp")
    #expect(names.isFrameName("2359.bmp") && !names.isFrameName("frame-000001.bmp") && !names.isFrameName("235.bmp"))
  }

  @Test("local-time names refuse ranges where two frames share a minute", arguments: [
    // Sub-minute steps, more than a day, and Berlin's repeated hour (2024-10-27, 02:00–03:00 twice).
    ("UTC", 0.0, 120.0, 30.0), ("UTC", 0.0, 86_460, 60), ("Europe/Berlin", 1_729_987_200, 1_729_987_200 + 4 * 3600, 60),
  ] as [(String, Double, Double, Double)])
  func localTimeNamesMustBeUnique(zone: String, from: Double, to: Double, every: Double) throws {
    let rules = try #require(ZoneRules.named(zone))
    let range = Self.range(from: Date(timeIntervalSince1970: from), seconds: to - from, every: .seconds(every), anchor: Date(timeIntervalSince1970: 0))
    let names = FrameNames(.hhmm, count: 2000, fileExtension: "png", zone: rules)
    #expect(throws: CLIError.self) { try names.checkUnique(in: range) }
    // A whole local day of minutes in UTC is 1,440 distinct names.
    let day = Self.range(from: Date(timeIntervalSince1970: 0), seconds: 86_400, every: .seconds(60), anchor: Date(timeIntervalSince1970: 0))
    try FrameNames(.hhmm, count: 1440, fileExtension: "png", zone: .utc).checkUnique(in: day)
  }

  @Test("time left as a clock reading", arguments: [(0.0, "0:00"), (6.2, "0:07"), (754, "12:34"), (3723, "1:02:03")])
  func clockReading(seconds: Double, text: String) {
    #expect(FrameProgress.clockReading(seconds) == text)
  }
}
