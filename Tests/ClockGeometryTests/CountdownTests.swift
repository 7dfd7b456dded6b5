import ClockGeometry
import Foundation
import Testing

/// Countdowns over fixed instants. Expected values are worked out by hand: a 9 min 15 s timer is
/// 555 s long, remaining = 555 − t and elapsed = t for t seconds after the start, clamped to
/// [0, 555]; readouts follow from those as in `DurationFormatTests`.
@Suite("Countdown")
struct CountdownTests {
  /// 2024-06-15T09:15:30Z (`date -u -d @1718442930`).
  static let start = 1_718_442_930.0
  static let timer = Countdown(at(0)..<at(555))

  static func at(_ secondsAfterStart: Double) -> Date {
    Date(timeIntervalSince1970: start + secondsAfterStart)
  }

  @Test func lengthIsUpperMinusLower() {
    #expect(Self.timer.length == .seconds(555))
    #expect(Countdown(Self.at(0)..<Self.at(0)).length == .zero)
  }

  @Test("Remaining and elapsed, clamped at and beyond both ends", arguments: [
    // (seconds after the start, remaining, elapsed, finished, padded up, short up, short down)
    (-3600.0, Duration.seconds(555), Duration.zero, false, "00:09:15", "9:15", "0:00"),   // long before
    (-0.2, .seconds(555), .zero, false, "00:09:15", "9:15", "0:00"),                       // just before
    (0, .seconds(555), .zero, false, "00:09:15", "9:15", "0:00"),                          // at the start
    (0.2, .milliseconds(554_800), .milliseconds(200), false, "00:09:15", "9:15", "0:00"),  // 554.8 up = 555
    (0.5, .milliseconds(554_500), .milliseconds(500), false, "00:09:15", "9:15", "0:00"),  // .5 both ways
    (1, .seconds(554), .seconds(1), false, "00:09:14", "9:14", "0:01"),
    (554.000001, .microseconds(999_999), .microseconds(554_000_001), false, "00:00:01", "0:01", "9:14"),
    (554.8, .milliseconds(200), .milliseconds(554_800), false, "00:00:01", "0:01", "9:14"),  // 0.2 s left
    (555, .zero, .seconds(555), true, "00:00:00", "0:00", "9:15"),                         // at the end
    (555.2, .zero, .seconds(555), true, "00:00:00", "0:00", "9:15"),                       // just after
    (86_400, .zero, .seconds(555), true, "00:00:00", "0:00", "9:15"),                      // a day after
  ])
  func clamping(
    offset: Double, remaining: Duration, elapsed: Duration, finished: Bool,
    paddedUp: String, shortUp: String, shortDown: String
  ) {
    let now = Self.at(offset)
    let timer = Self.timer
    #expect(timer.remaining(at: now) == remaining)
    #expect(timer.elapsed(at: now) == elapsed)
    #expect(timer.isFinished(at: now) == finished)
    #expect(DurationFormat.padded.string(timer.remaining(at: now), rounding: .up) == paddedUp)
    #expect(DurationFormat.short.string(timer.remaining(at: now), rounding: .up) == shortUp)
    #expect(DurationFormat.short.string(timer.elapsed(at: now), rounding: .down) == shortDown)
  }

  @Test func anEmptySpanIsAlwaysFinished() {
    let empty = Countdown(Self.at(10)..<Self.at(10))
    for offset in [0.0, 10, 20] {
      #expect(empty.isFinished(at: Self.at(offset)))
      #expect(empty.remaining(at: Self.at(offset)) == .zero)
      #expect(empty.elapsed(at: Self.at(offset)) == .zero)
    }
  }

  @Test func aLongTimerReadsPastTwentyFourHours() {
    // 25 h 1 min 1 s = 90 061 s; one second in, 90 060 s = 25:01:00 are left.
    let long = Countdown(Self.at(0)..<Self.at(90_061))
    #expect(DurationFormat.padded.string(long.remaining(at: Self.at(0)), rounding: .up) == "25:01:01")
    #expect(DurationFormat.padded.string(long.remaining(at: Self.at(1)), rounding: .up) == "25:01:00")
  }

  /// Europe/Berlin moved from CET (+01:00) to CEST (+02:00) at 2024-03-31T01:00:00Z: local
  /// clocks jumped from 02:00 to 03:00 (`TZ=Europe/Berlin date -d @1711845000` and
  /// `@1711848600` print 01:30 CET and 03:30 CEST).
  @Test func aTimerAcrossTheSpringChangeLastsItsLength() throws {
    let berlin = try #require(ZoneRules.named("Europe/Berlin"))
    // 2024-03-31T00:00:00Z = 19 813 days · 86 400 s (2024-01-01 is day 19 723; + 31 + 29 + 30).
    let midnightUTC = 1_711_843_200.0
    let from = Date(timeIntervalSince1970: midnightUTC + 1800)  // 00:30Z
    let to = Date(timeIntervalSince1970: midnightUTC + 5400)    // 01:30Z
    let timer = Countdown(from..<to)

    #expect(timer.length == .seconds(3600))
    // Half way (01:00Z, the change itself) half is left, though the local clock reads 03:00.
    #expect(timer.remaining(at: Date(timeIntervalSince1970: midnightUTC + 3600)) == .seconds(1800))
    #expect(DurationFormat.padded.string(timer.remaining(at: from), rounding: .up) == "01:00:00")

    // The wall clocks at either end read 01:30 and 03:30: two hours apart, for one hour of time.
    let startReading = LocalTime(from, in: berlin)
    let endReading = LocalTime(to, in: berlin)
    #expect((startReading.hour, startReading.minute) == (1, 30))
    #expect((endReading.hour, endReading.minute) == (3, 30))
    let wallSeconds = (endReading.hour * 3600 + endReading.minute * 60)
      - (startReading.hour * 3600 + startReading.minute * 60)
    #expect(wallSeconds == 7200)
    #expect(timer.length != .seconds(wallSeconds))
  }

  /// Europe/Berlin went back from CEST to CET at 2024-10-27T01:00:00Z: 03:00 became 02:00.
  @Test func aTimerAcrossTheAutumnChangeLastsItsLength() throws {
    let berlin = try #require(ZoneRules.named("Europe/Berlin"))
    // 2024-10-27T00:30:00Z: day 19 723 + 300 (Jan–Oct 26 of a leap year) = 20 023; · 86 400 + 1800.
    let from = Date(timeIntervalSince1970: 1_729_989_000)
    let to = Date(timeIntervalSince1970: 1_729_992_600)  // 01:30Z, an hour later
    let timer = Countdown(from..<to)
    #expect(timer.length == .seconds(3600))
    // Local clocks read 02:30 CEST and 02:30 CET: no wall-clock time passed, yet an hour did.
    let startReading = LocalTime(from, in: berlin)
    let endReading = LocalTime(to, in: berlin)
    #expect((startReading.hour, startReading.minute) == (2, 30))
    #expect((endReading.hour, endReading.minute) == (2, 30))
  }
}
