import ClockGeometry
import Testing

/// The stopwatch's two hands. Expected angles are worked out by hand: the sweep hand turns 6° a
/// second and starts again every minute; the sub-dial's hand turns 360° in 30 min = 1800 s, so
/// 12° a minute = 0.2° a second, and starts again every half hour.
@Suite("Stopwatch hand angles")
struct StopwatchHandAnglesTests {
  @Test("Elapsed time to (sweep hand°, sub-dial hand°)", arguments: [
    // (elapsed, seconds°, minutes°)
    (Duration.zero, 0.0, 0.0),
    (.milliseconds(500), 3, 0.1),                      // 0.5·6 = 3°; 0.5·0.2 = 0.1°
    (.milliseconds(59_990), 359.94, 11.998),           // 59.99·6 = 359.94°; 59.99·0.2 = 11.998°
    (.seconds(60), 0, 12),                             // a whole minute: sweep hand back at 12; 60·0.2
    (.milliseconds(75_500), 93, 15.1),                 // 15.5 s into the minute → 93°; 75.5·0.2 = 15.1°
    (.seconds(29 * 60) + .milliseconds(59_500), 357, 359.9),  // 1799.5 s: 59.5·6 = 357°; 1799.5·0.2 = 359.9°
    (.seconds(30 * 60), 0, 0),                         // 1800 s: both hands wrap to 12
    (.seconds(3 * 86_400) + .milliseconds(7_250), 43.5, 1.45),  // 259 200 s = 4320 min = 144 half hours; 7.25·6, 7.25·0.2
    (.seconds(-5), 0, 0),                              // negative reads as zero
    (.milliseconds(-1), 0, 0),
  ])
  func angles(elapsed: Duration, seconds: Double, minutes: Double) {
    let hands = StopwatchHandAngles(elapsed: elapsed)
    #expect(abs(hands.seconds.degrees - seconds) < 1e-9, "sweep hand at \(elapsed)")
    #expect(abs(hands.minutes.degrees - minutes) < 1e-9, "sub-dial hand at \(elapsed)")
  }

  @Test func aStopwatchRunningForYearsPointsAsExactlyAsOneStartedAMinuteAgo() {
    // 10 000 days = 864 000 000 s: a whole number of minutes and of half hours (÷ 1800 = 480 000),
    // so 864 000 012.34 s reads as 12.34 s: 74.04° and 2.468°. A Double of 864 000 012.34 s
    // holds only about 1e-7 s, so only exact integer reduction gets these to 1e-9°.
    let hands = StopwatchHandAngles(elapsed: .seconds(864_000_000) + .milliseconds(12_340))
    #expect(abs(hands.seconds.degrees - 74.04) < 1e-9)
    #expect(abs(hands.minutes.degrees - 2.468) < 1e-9)
  }

  @Test func theSubDialHasThirtyMinutes() {
    #expect(StopwatchHandAngles.subDialMinutes == 30)
    // 15 min is half the sub-dial: 180°, while the sweep hand is at 12.
    let quarterHour = StopwatchHandAngles(elapsed: .seconds(900))
    #expect(quarterHour.minutes.degrees == 180)
    #expect(quarterHour.seconds.degrees == 0)
  }
}
