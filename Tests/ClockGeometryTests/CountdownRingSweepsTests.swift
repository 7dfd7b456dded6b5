import ClockGeometry
import Testing

/// The countdown dial's rings. Expected sweeps are worked out by hand: a ring shows what is left
/// within its turn (seconds ring 60 s, minutes ring 3600 s, hours ring 12 h = 43 200 s) as that
/// fraction of 360°, a whole turn left reads 360 and nothing left reads 0.
@Suite("Countdown ring sweeps")
struct CountdownRingSweepsTests {
  typealias Ring = CountdownRingSweeps.Ring

  @Test("Which rings a length gets", arguments: [
    (Duration.zero, [Ring.seconds]),
    (.milliseconds(59_999), [.seconds]),                 // just under a minute: seconds only
    (.seconds(60), [.seconds, .minutes]),                // a minute: the minutes ring too
    (.seconds(3599), [.seconds, .minutes]),              // just under an hour: no hours ring
    (.seconds(3600), [.seconds, .minutes, .hours]),      // an hour: all three, outermost first
    (.seconds(30 * 3600), [.seconds, .minutes, .hours]),  // beyond 12 h: still three
  ])
  func ringsForLength(length: Duration, expected: [Ring]) {
    #expect(CountdownRingSweeps(length: length).rings == expected)
  }

  @Test func turnsAreAMinuteAnHourAndTwelveHours() {
    #expect(Ring.seconds.turn == .seconds(60))
    #expect(Ring.minutes.turn == .seconds(3600))
    #expect(Ring.hours.turn == .seconds(43_200))
  }

  @Test("Sweep of each ring for the time left", arguments: [
    // (remaining, seconds ring°, minutes ring°, hours ring°)
    (Duration.seconds(60), 360.0, 6.0, 0.5),            // a whole minute: full seconds ring, not empty;
                                                        // 60/3600·360 = 6; 60/43 200·360 = 0.5
    (.seconds(555), 90, 55.5, 4.625),                    // 9 min 15 s: 15/60·360; 555/3600·360; 555/43 200·360
    (.milliseconds(500), 3, 0.05, 0.5 / 120),            // 0.5/60·360 = 3; 0.5/10; 0.5/120
    (.seconds(3600), 360, 360, 30),                      // an hour: two full rings; 1/12 of the hours ring
    (.milliseconds(3_599_500), 357, 359.95, 29.995833333333333),  // 59.5/60·360; 3599.5/10; 3599.5/120
    (.seconds(12 * 3600), 360, 360, 360),                // 12 h exactly: a full hours ring
    (.seconds(13 * 3600), 360, 360, 30),                 // 13 h: 1 h into the next turn → 1/12 → 30°
    (.nanoseconds(1), 6e-9, 1e-10, 1e-9 / 120),          // the smallest step: nearly empty rings
    (.zero, 0, 0, 0),                                    // nothing left: empty rings
    (.seconds(-1), 0, 0, 0),                             // overdue: empty, not negative
    (.seconds(-3600), 0, 0, 0),
  ])
  func sweeps(remaining: Duration, seconds: Double, minutes: Double, hours: Double) {
    let rings = CountdownRingSweeps(length: .seconds(24 * 3600))
    #expect(abs(rings.sweep(of: .seconds, remaining: remaining) - seconds) < 1e-9, "seconds ring, \(remaining) left")
    #expect(abs(rings.sweep(of: .minutes, remaining: remaining) - minutes) < 1e-9, "minutes ring, \(remaining) left")
    #expect(abs(rings.sweep(of: .hours, remaining: remaining) - hours) < 1e-9, "hours ring, \(remaining) left")
  }

  @Test func lessThanANanosecondLeftIsAnEmptyRingNotAFullOne() {
    // 1 attosecond is more than nothing (the readout still says 00:00:01), but far from a whole
    // turn: every ring must be (next to) empty, as at 1 ns, not full as at 60 s.
    let rings = CountdownRingSweeps(length: .seconds(13 * 3600))
    let remaining = Duration(secondsComponent: 0, attosecondsComponent: 1)
    for ring in Ring.allCases {
      #expect(rings.sweep(of: ring, remaining: remaining) < 1e-8, "\(ring)")
    }
  }

  @Test func aSweepDoesNotDependOnTheLengthOrWhichRingsItHas() {
    // The sweep is of the time left within one ring's turn: a 10-minute and a 2-hour countdown
    // with 555 s left show the same seconds and minutes rings.
    let short = CountdownRingSweeps(length: .seconds(600)), long = CountdownRingSweeps(length: .seconds(7200))
    for ring in [Ring.seconds, .minutes] {
      #expect(short.sweep(of: ring, remaining: .seconds(555)) == long.sweep(of: ring, remaining: .seconds(555)))
    }
  }

  @Test func aSweepStaysWithinZeroToThreeSixty() {
    // Every tenth of a second over the first two minutes, and around the 12-hour turn.
    let rings = CountdownRingSweeps(length: .seconds(13 * 3600))
    let remainders = (0...1200).map { Duration.milliseconds(100 * $0) }
      + (-10...10).map { .seconds(12 * 3600) + .milliseconds(100 * $0) }
    for remaining in remainders {
      for ring in Ring.allCases {
        let sweep = rings.sweep(of: ring, remaining: remaining)
        #expect(sweep >= 0 && sweep <= 360, "\(ring) with \(remaining) left: \(sweep)")
      }
    }
  }
}
