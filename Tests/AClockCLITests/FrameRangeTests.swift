@testable import AClockCLI
@testable import AClockPresentations
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
    #expect(names.name(of: 0) == "frame-000000.png")
    #expect(names.name(of: 123) == "frame-000123.png")
    #expect(FrameNames(count: 1_000_000, fileExtension: "svg").name(of: 999_999) == "frame-999999.svg")
    #expect(FrameNames(count: 1_000_001, fileExtension: "svg").name(of: 7) == "frame-0000007.svg")
  }

  @Test("time left as a clock reading", arguments: [(0.0, "0:00"), (6.2, "0:07"), (754, "12:34"), (3723, "1:02:03")])
  func clockReading(seconds: Double, text: String) {
    #expect(FrameProgress.clockReading(seconds) == text)
  }
}
