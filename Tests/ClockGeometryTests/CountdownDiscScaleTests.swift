import ClockGeometry
import Testing

/// The Time-Timer-style disc's scale. Expected values are worked out by hand: numerals run
/// counter-clockwise from 0 at 12, so minute m of a T-minute face is at 360 − 360·m/T degrees
/// (15 of 60 at 270°, 9 o'clock); the sector's sweep is remaining ÷ turn × 360, and it ends at 12.
@Suite("Countdown disc scale")
struct CountdownDiscScaleTests {
  @Test("The face a timer's length gets", arguments: [
    (Duration.seconds(90), Duration.seconds(300)),       // up to 5 min: the 5-minute face
    (.seconds(300), .seconds(300)),
    (.seconds(301), .seconds(3600)),                      // then the 60-minute face
    (.seconds(1500), .seconds(3600)),
    (.seconds(3600), .seconds(3600)),
    (.seconds(3601), .seconds(7200)),                     // just over an hour: 2 h
    (.seconds(3 * 3600), .seconds(3 * 3600)),
    (.seconds(5 * 3600), .seconds(6 * 3600)),
    (.seconds(13 * 3600), .seconds(24 * 3600)),
    (.seconds(30 * 3600), .seconds(30 * 3600)),           // beyond a day: its own length
  ])
  func turnForLength(length: Duration, turn: Duration) {
    #expect(CountdownDiscScale(length: length).turn == turn)
  }

  @Test func theSixtyMinuteFaceIsNumberedCounterClockwiseEveryFiveMinutes() {
    let scale = CountdownDiscScale(length: .seconds(1500))
    #expect(scale.numerals.map(\.text) == ["0", "5", "10", "15", "20", "25", "30", "35", "40", "45", "50", "55"])
    #expect(scale.numerals.map(\.angle) == [0, 330, 300, 270, 240, 210, 180, 150, 120, 90, 60, 30])
    // A tick every minute, every fifth long: 60 in all, 12 long, the long ones at the numerals.
    #expect(scale.ticks.count == 60)
    #expect(scale.ticks.filter(\.isMajor).map(\.angle) == scale.numerals.map(\.angle))
    #expect(scale.ticks[1].angle == 354 && !scale.ticks[1].isMajor)
  }

  @Test func longFacesKeepFiveMinuteTicksThenNumberHours() {
    let two = CountdownDiscScale(length: .seconds(5400))   // 1 h 30: the 2-hour face
    #expect(two.ticks.count == 24 && two.numerals.count == 12)
    #expect(two.numerals[3].text == "30" && two.numerals[3].angle == 270)
    let six = CountdownDiscScale(length: .seconds(5 * 3600))
    #expect(six.numerals.map(\.text) == ["0", "1", "2", "3", "4", "5"])
    #expect(six.numerals[3].angle == 180)   // 3 h of 6 at 6 o'clock
    #expect(CountdownDiscScale(length: .seconds(30 * 3600)).numerals.isEmpty)
    // The 5-minute face: a tick every 30 s, the minutes long and numbered (1 at 288°).
    let five = CountdownDiscScale(length: .seconds(180))
    #expect(five.ticks.count == 10 && five.ticks.filter(\.isMajor).count == 5)
    #expect(five.numerals.map(\.text) == ["0", "1", "2", "3", "4"] && five.numerals[1].angle == 288)
  }

  @Test func theSectorIsTheTimeLeftOfTheFace() {
    let scale = CountdownDiscScale(length: .seconds(3600))
    #expect(scale.sweep(remaining: .seconds(900)) == 90)        // 15 of 60 minutes
    #expect(scale.sweep(remaining: .seconds(3600)) == 360)
    #expect(scale.sweep(remaining: .zero) == 0)
    #expect(scale.sweep(remaining: .seconds(-5)) == 0)
    // A 25-minute timer on the 60-minute face starts as 150°, not a whole disc.
    #expect(CountdownDiscScale(length: .seconds(1500)).sweep(remaining: .seconds(1500)) == 150)
    // It ends at 12: 90° of sector starts at 270°.
    #expect(CountdownDiscScale.start(sweep: 90).degrees == 270)
  }
}
