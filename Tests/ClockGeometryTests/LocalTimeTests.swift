@testable import ClockGeometry
import ClockTestSupport
import Foundation
import Testing

@Suite("Local time")
struct LocalTimeTests {
  let newYork = Zones.named("America/New_York")
  let utc = Zones.named("UTC")

  @Test func halfSecondBeforeEpochIsTheLastHalfSecondOf1969() throws {
    let reading = LocalTime(Date(timeIntervalSince1970: -0.5), in: utc)
    #expect(try reading == LocalTime(year: 1969, month: 12, day: 31, hour: 23, minute: 59, second: 59, fraction: 0.5))
  }

  @Test func tinyNegativeIntervalKeepsTheFractionBelowOne() {
    let reading = LocalTime(Date(timeIntervalSinceReferenceDate: -1e-20), in: utc)
    #expect(reading.second == 59 && reading.fraction < 1)
  }

  @Test("ISO 8601 cuts the fraction instead of rounding it into the next second", arguments: [
    (0.9996, 3, "23:59:59.999"), (0.5, 3, "23:59:59.500"), (0.5, 0, "23:59:59"), (0.123, 3, "23:59:59.123"),
    (0.25, 1, "23:59:59.2"),
  ])
  func isoCutsTheFraction(fraction: Double, digits: Int, expected: String) throws {
    let reading = try LocalTime(year: 2024, month: 2, day: 29, hour: 23, minute: 59, second: 59, fraction: fraction)
    #expect(reading.iso8601String(fractionDigits: digits) == "2024-02-29T\(expected)+00:00")
  }

  @Test("ISO 8601 offsets", arguments: [
    (20_700, "+05:45"), (-12_600, "-03:30"), (0, "+00:00"), (49_500, "+13:45"), (3_208, "+00:53:28"),
  ])
  func isoOffsets(seconds: Int, expected: String) {
    #expect(LocalTime.offsetString(seconds) == expected)
  }

  @Test func aReadingAtItsOwnOffsetNamesTheInstant() throws {
    let reading = try LocalTime(year: 2024, month: 6, day: 15, hour: 11, minute: 15, second: 30,
                            fraction: 0.5, utcOffsetSeconds: 7200)
    #expect(reading.date == Date(timeIntervalSince1970: 1_718_442_930.5))
  }

  @Test func aWallTimeInTheRepeatedHourIsTheEarlierInstant() throws {
    let reading = try LocalTime(year: 2024, month: 11, day: 3, hour: 1, minute: 30, second: 0)
    #expect(reading.instant(in: newYork) == Date(timeIntervalSince1970: 1_730_611_800))  // 05:30Z, EDT
  }

  @Test func aWallTimeInTheGapMovesForwardByTheGap() throws {
    let reading = try LocalTime(year: 2024, month: 3, day: 10, hour: 2, minute: 30, second: 0)
    let instant = reading.instant(in: newYork)
    #expect(instant == Date(timeIntervalSince1970: 1_710_055_800))  // 07:30Z = 03:30 EDT
    #expect(LocalTime(instant, in: newYork).hour == 3)
  }

  @Test func anOrdinaryWallTimeRoundTrips() throws {
    let reading = try LocalTime(year: 2024, month: 7, day: 4, hour: 9, minute: 41, second: 7, fraction: 0.25)
    let back = LocalTime(reading.instant(in: newYork), in: newYork)
    #expect(back.hour == 9 && back.minute == 41 && back.second == 7 && back.fraction == 0.25)
  }

  @Test func dayNumbersRoundTripAcrossEightThousandYears() {
    for day in stride(from: -800_000, through: 2_930_000, by: 97) {
      let date = ProlepticGregorian.date(dayNumber: day)
      #expect(ProlepticGregorian.dayNumber(year: date.year, month: date.month, day: date.day) == day)
    }
    #expect(ProlepticGregorian.date(dayNumber: 0) == (1970, 1, 1))
    #expect(ProlepticGregorian.date(dayNumber: -1) == (1969, 12, 31))
    #expect(ProlepticGregorian.date(dayNumber: 11_016) == (2000, 2, 29))
  }

  @Test func leapYearsFollowTheGregorianRule() {
    #expect(LocalTime.daysInMonth(year: 2000, month: 2) == 29)
    #expect(LocalTime.daysInMonth(year: 1900, month: 2) == 28)
    #expect(LocalTime.daysInMonth(year: 2024, month: 2) == 29)
    #expect(LocalTime.daysInMonth(year: 2023, month: 2) == 28)
    #expect(LocalTime.daysInMonth(year: 2023, month: 4) == 30)
  }
}

/// A reading built from parts is one a wall clock can show: every part is checked, and the
/// error names the first one out of range and what is accepted.
@Suite("LocalTime validation")
struct LocalTimeValidationTests {
  @Test("parts out of range", arguments: [
    (2024, 13, 1, 0, 0, 0, 0.0, 0, "month 13 is out of range: accepted 1…12"),
    (2023, 2, 29, 0, 0, 0, 0.0, 0, "day 29 is out of range: accepted 1…28"),
    (2024, 2, 30, 0, 0, 0, 0.0, 0, "day 30 is out of range: accepted 1…29"),
    (2024, 6, 15, 24, 0, 0, 0.0, 0, "hour 24 is out of range: accepted 0…23"),
    (2024, 6, 15, 0, 60, 0, 0.0, 0, "minute 60 is out of range: accepted 0…59"),
    (2024, 6, 15, 0, 0, -1, 0.0, 0, "second -1 is out of range: accepted 0…59"),
    (2024, 6, 15, 0, 0, 0, 1.0, 0, "fraction 1.0 is out of range: accepted [0, 1)"),
    (2024, 6, 15, 0, 0, 0, 0.0, 93_600, "utcOffsetSeconds 93600 is out of range: accepted -93599…93599"),
  ])
  func refused(
    year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, fraction: Double, offset: Int, message: String
  ) {
    #expect {
      _ = try LocalTime(
        year: year, month: month, day: day, hour: hour, minute: minute, second: second,
        fraction: fraction, utcOffsetSeconds: offset)
    } throws: { error in
      "\(error)" == message
    }
  }

  @Test func aNaNFractionIsRefused() {
    #expect(throws: LocalTimeError.self) {
      _ = try LocalTime(year: 2024, month: 6, day: 15, hour: 0, minute: 0, second: 0, fraction: .nan)
    }
  }

  @Test func theEdgesOfEveryRangeAreAccepted() throws {
    let last = try LocalTime(year: 2024, month: 12, day: 31, hour: 23, minute: 59, second: 59, fraction: 0.999_999, utcOffsetSeconds: -93_599)
    #expect(last.day == 31 && last.second == 59)
    #expect(try LocalTime(year: 2024, month: 2, day: 29, hour: 0, minute: 0, second: 0).startOfDay.day == 29)
  }
}
