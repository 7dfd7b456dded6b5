import ClockGeometry
import ClockSchedule
import Foundation
import Testing

/// The entries each schedule gives from a start, against values worked out by hand.
///
/// 1_718_442_930 is 2024-06-15T09:15:30Z; 1_718_409_600 is 2024-06-15T00:00:00Z.
@Suite("Schedules: entries from a start")
struct TickScheduleTests {
  func entries(_ schedule: TickSchedule, from start: Double, count: Int) -> [Double] {
    unixSeconds(Array(schedule.entries(from: unix(start)).prefix(count)))
  }

  @Test func everySecondStartsAtTheWholeSecondAtOrBeforeTheStart() {
    #expect(entries(.everySecond, from: 1_718_442_930.25, count: 3) == [1_718_442_930, 1_718_442_931, 1_718_442_932])
    #expect(entries(.everySecond, from: 1_718_442_930, count: 2) == [1_718_442_930, 1_718_442_931])
  }

  @Test func everySecondBefore1970RoundsTowardThePast() {
    #expect(entries(.everySecond, from: -0.5, count: 3) == [-1, 0, 1])
    #expect(entries(.everySecond, from: -1.25, count: 3) == [-2, -1, 0])
    // 1900-01-01T00:00:00.75Z
    #expect(entries(.everySecond, from: -2_208_988_799.25, count: 2) == [-2_208_988_800, -2_208_988_799])
  }

  @Test func periodicWithAPastAnchorStartsAtTheLatestBoundary() {
    let quarterHours = TickSchedule.periodic(from: unix(1_718_409_600), by: .seconds(900))
    // 09:15:30.25 → 09:15:00, 09:30:00, 09:45:00
    #expect(entries(quarterHours, from: 1_718_442_930.25, count: 3) == [1_718_442_900, 1_718_443_800, 1_718_444_700])
  }

  @Test func periodicBeforeAFutureAnchorStartsAtTheStartThenTheAnchor() {
    let tenMinutes = TickSchedule.periodic(from: unix(1_718_445_600), by: .seconds(600))
    #expect(entries(tenMinutes, from: 1_718_442_930.25, count: 4)
      == [1_718_442_930.25, 1_718_445_600, 1_718_446_200, 1_718_446_800])
  }

  @Test func periodicBefore1970UsesTheOffsetFromTheAnchor() {
    // Anchor −1 000 000 s (1969-12-20T10:13:20Z), every 7 s, start −10 s: the offset 999 990 s
    // holds 142 855 intervals (999 985 s), so −15 s. (−10 − fmod(−10, 7) would give −7.)
    let sevens = TickSchedule.periodic(from: unix(-1_000_000), by: .seconds(7))
    #expect(entries(sevens, from: -10, count: 4) == [-15, -8, -1, 6])
    #expect(entries(sevens, from: -15, count: 2) == [-15, -8])
    // Anchor 1950-01-01T00:00:00Z, hourly, start 1959-12-31T22:30:00Z → 22:00, 23:00, 00:00.
    let hourly = TickSchedule.periodic(from: unix(-631_152_000), by: .seconds(3600))
    #expect(entries(hourly, from: -315_624_600, count: 3) == [-315_626_400, -315_622_800, -315_619_200])
  }

  @Test func periodicBeforeAFutureAnchorBefore1970() {
    // Anchor 1960-01-01T00:00:00Z, start 1959-12-31T22:30:00Z: the start, then the anchor, …
    let hourly = TickSchedule.periodic(from: unix(-315_619_200), by: .seconds(3600))
    #expect(entries(hourly, from: -315_624_600, count: 3) == [-315_624_600, -315_619_200, -315_615_600])
  }

  @Test func periodicWithFractionalIntervals() {
    let halves = TickSchedule.periodic(from: unix(-100), by: .milliseconds(500))
    #expect(entries(halves, from: 0.74, count: 3) == [0.5, 1.0, 1.5])
    #expect(entries(halves, from: -0.74, count: 3) == [-1.0, -0.5, 0])
  }

  @Test func periodicRaisesNonPositiveIntervalsToAMicrosecond() {
    let zero = TickSchedule.periodic(from: unix(0), by: .zero)
    let negative = TickSchedule.periodic(from: unix(0), by: .seconds(-5))
    let pair = entries(zero, from: 1, count: 2)
    #expect(pair.first == 1)
    #expect(abs((pair.last ?? 0) - 1.000001) < 2e-7)  // Date's resolution near 1970
    #expect(zero == negative)
  }

  @Test func everyMinuteInKathmanduStartsAtTheCurrentLocalMinute() throws {
    let kathmandu = try #require(ZoneRules.named("Asia/Kathmandu"))
    // 2024-06-15T15:00:30.25+05:45 → 15:00:00+05:45 = 09:15:00Z, then 09:16:00Z, 09:17:00Z.
    #expect(entries(.everyMinute(in: kathmandu), from: 1_718_442_930.25, count: 3)
      == [1_718_442_900, 1_718_442_960, 1_718_443_020])
  }

  @Test func everyMinuteUnderLocalMeanTimeFallsOnOddUTCSeconds() throws {
    let kathmandu = try #require(ZoneRules.named("Asia/Kathmandu"))
    // 1910-01-01T00:00:00Z is 05:41:16 local mean time (+05:41:16): minutes start at :44 UTC.
    #expect(entries(.everyMinute(in: kathmandu), from: -1_893_456_000, count: 3)
      == [-1_893_456_016, -1_893_455_956, -1_893_455_896])
  }

  @Test func everyMinuteInAHalfHourZoneOnAWholeMinute() throws {
    let adelaide = try #require(ZoneRules.named("Australia/Adelaide"))
    #expect(entries(.everyMinute(in: adelaide), from: 1_718_442_960, count: 2) == [1_718_442_960, 1_718_443_020])
  }

  @Test func explicitGivesTheLatestPastDateOnceThenEachFutureDate() {
    let schedule = TickSchedule.explicit([unix(40), unix(10), unix(20), unix(30), unix(20)])
    #expect(entries(schedule, from: 25, count: 10) == [20, 30, 40])
    #expect(entries(schedule, from: 30, count: 10) == [30, 40])
    #expect(entries(schedule, from: 5, count: 10) == [10, 20, 30, 40])
    #expect(entries(schedule, from: 99, count: 10) == [40])
    #expect(entries(.explicit([]), from: 0, count: 10) == [])
  }

  @Test func animationStartsAtTheStartAndKeepsItsInterval() {
    let frames = TickSchedule.animation(minimumInterval: .milliseconds(250))
    #expect(entries(frames, from: 100.125, count: 3) == [100.125, 100.375, 100.625])
  }

  @Test func animationDefaultsToThirtyFramesASecondAtMost() {
    // Started at 2001-01-01T00:00:00Z, where Date's resolution is far finer than a nanosecond.
    let frames = Array(TickSchedule.animation().entries(from: Date(timeIntervalSinceReferenceDate: 0)).prefix(31))
    let spacings = zip(frames, frames.dropFirst()).map { $1.timeIntervalSince($0) }
    #expect(spacings.allSatisfy { $0 >= 1.0 / 30 && $0 < 1.0 / 30 + 1e-6 })
    #expect(frames[30].timeIntervalSinceReferenceDate >= 1.0)
  }

  @Test func queriesAnswerWhatIsShowingAndWhatIsNext() {
    let timeline = TickSchedule.periodic(from: unix(1000), by: .seconds(10)).entries(from: unix(995))
    #expect(timeline.first == unix(995))
    #expect(timeline.latestEntry(atOrBefore: unix(994)) == nil)
    #expect(timeline.latestEntry(atOrBefore: unix(999.9)) == unix(995))
    #expect(timeline.latestEntry(atOrBefore: unix(1034)) == unix(1030))
    #expect(timeline.firstEntry(after: unix(995)) == unix(1000))
    #expect(timeline.firstEntry(after: unix(1000)) == unix(1010))
    #expect(timeline.firstEntry(after: unix(990)) == unix(995))
  }

  @Test func instantsFarAwayDoNotTrap() {
    let tiny = TickSchedule.periodic(from: .distantPast, by: .microseconds(1))
    #expect(tiny.entries(from: .distantFuture).first != nil)
    #expect(TickSchedule.everySecond.entries(from: Date(timeIntervalSince1970: .nan)).first != nil)
  }
}
