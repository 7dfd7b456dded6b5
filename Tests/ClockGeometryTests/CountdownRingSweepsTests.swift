import ClockGeometry
import Testing

/// The countdown dial's rings. Expected sweeps are worked out by hand: the whole ring shows the
/// share of the countdown left (remaining ÷ length × 360); a finer ring shows what is left
/// within its turn (seconds ring 60 s, minutes ring 3600 s) as that fraction of 360°, a whole
/// turn left reads 360 and nothing left reads 0.
@Suite("Countdown ring sweeps")
struct CountdownRingSweepsTests {
  typealias Ring = CountdownRingSweeps.Ring

  @Test("Which rings a length gets", arguments: [
    (Duration.zero, [Ring.whole]),
    (.seconds(45), [.whole]),                             // under a minute: the whole ring says it all
    (.seconds(60), [.whole]),                             // a minute: a seconds ring would repeat it
    (.milliseconds(60_001), [.whole, .seconds]),          // just over a minute: the seconds inside
    (.seconds(1500), [.whole, .seconds]),                 // 25 min, the "Time Timer" case
    (.seconds(3600), [.whole, .seconds]),                 // an hour: a minutes ring would repeat the whole
    (.seconds(7200), [.whole, .minutes, .seconds]),       // two hours: all three, outermost first
    (.seconds(30 * 3600), [.whole, .minutes, .seconds]),
  ])
  func ringsForLength(length: Duration, expected: [Ring]) {
    #expect(CountdownRingSweeps(length: length).rings == expected)
  }

  @Test func turnsAreTheLengthAnHourAndAMinute() {
    let rings = CountdownRingSweeps(length: .seconds(1500))
    #expect(rings.turn(of: .whole) == .seconds(1500))
    #expect(rings.turn(of: .minutes) == .seconds(3600))
    #expect(rings.turn(of: .seconds) == .seconds(60))
  }

  @Test("A 25-minute timer starts full and empties as it runs", arguments: [
    (Duration.seconds(1500), 360.0),   // the start: full, not 360·(0/60) as a seconds ring would be
    (.seconds(1499), 359.76),          // 1499/1500·360
    (.seconds(750), 180),              // half way
    (.seconds(555), 133.2),            // 555/1500·360
    (.seconds(1), 0.24),
    (.zero, 0),
    (.seconds(-5), 0),                 // overdue: empty, not negative
    (.seconds(1800), 360),             // more than the length (a restarted clock): full, not beyond
  ])
  func wholeRing(remaining: Duration, degrees: Double) {
    let rings = CountdownRingSweeps(length: .seconds(1500))
    #expect(abs(rings.sweep(of: .whole, remaining: remaining) - degrees) < 1e-9, "\(remaining) left")
  }

  @Test("Sweep of each finer ring for the time left", arguments: [
    // (remaining, seconds ring°, minutes ring°)
    (Duration.seconds(60), 360.0, 6.0),                 // a whole minute: full seconds ring, not empty; 60/3600·360 = 6
    (.seconds(555), 90, 55.5),                          // 9 min 15 s: 15/60·360; 555/3600·360
    (.milliseconds(500), 3, 0.05),                      // 0.5/60·360 = 3; 0.5/10
    (.seconds(3600), 360, 360),                         // an hour: two full rings
    (.milliseconds(3_599_500), 357, 359.95),            // 59.5/60·360; 3599.5/10
    (.seconds(13 * 3600), 360, 360),                    // whole turns of both
    (.nanoseconds(1), 6e-9, 1e-10),                     // the smallest step: nearly empty rings
    (.zero, 0, 0),                                      // nothing left: empty rings
    (.seconds(-1), 0, 0),                               // overdue: empty, not negative
  ])
  func sweeps(remaining: Duration, seconds: Double, minutes: Double) {
    let rings = CountdownRingSweeps(length: .seconds(24 * 3600))
    #expect(abs(rings.sweep(of: .seconds, remaining: remaining) - seconds) < 1e-9, "seconds ring, \(remaining) left")
    #expect(abs(rings.sweep(of: .minutes, remaining: remaining) - minutes) < 1e-9, "minutes ring, \(remaining) left")
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

  @Test func aFinerSweepDoesNotDependOnTheLength() {
    // A finer ring shows the time left within its own turn: a 10-minute and a 2-hour countdown
    // with 555 s left show the same seconds and minutes rings (their whole rings differ).
    let short = CountdownRingSweeps(length: .seconds(600)), long = CountdownRingSweeps(length: .seconds(7200))
    for ring in [Ring.seconds, .minutes] {
      #expect(short.sweep(of: ring, remaining: .seconds(555)) == long.sweep(of: ring, remaining: .seconds(555)))
    }
    #expect(short.sweep(of: .whole, remaining: .seconds(555)) == 333)
    #expect(long.sweep(of: .whole, remaining: .seconds(555)) == 27.75)
  }

  @Test func aSweepStaysWithinZeroToThreeSixty() {
    // Every tenth of a second over the first two minutes, and around the 12-hour mark.
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
