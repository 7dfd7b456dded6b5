import ClockGeometry
import Testing

/// Readouts of durations. Every expected string is worked out by hand from the duration written
/// beside it: hours = s / 3600, minutes = s / 60 mod 60, seconds = s mod 60, hundredths from the
/// fraction; "up" adds one to the unit shown when anything is left below it, "down" drops it.
@Suite("Duration formats")
struct DurationFormatTests {
  @Test("HH:MM:SS", arguments: [
    // (duration, rounding, expected)
    (Duration.zero, DurationRounding.down, "00:00:00"),
    (.zero, .up, "00:00:00"),
    (.seconds(555), .down, "00:09:15"),                       // 9·60 + 15
    (.seconds(6832), .up, "01:53:52"),                        // 3600 + 53·60 + 52
    (.seconds(90_061), .down, "25:01:01"),                    // 25·3600 + 60 + 1: past 24, not wrapped
    (.seconds(360_000), .down, "100:00:00"),                  // 100·3600: a third digit
    (.seconds(3), .up, "00:00:03"),                           // whole: nothing to round
    (.nanoseconds(999_999_999), .up, "00:00:01"),             // just below a second, remaining
    (.nanoseconds(999_999_999), .down, "00:00:00"),           // the same, elapsed
    (.milliseconds(500), .up, "00:00:01"),                    // exactly .5
    (.milliseconds(500), .down, "00:00:00"),
    (.milliseconds(1500), .up, "00:00:02"),
    (.milliseconds(1500), .down, "00:00:01"),
    (Duration(secondsComponent: 0, attosecondsComponent: 1), .up, "00:00:01"),  // 10⁻¹⁸ s left
    (.milliseconds(59_999), .up, "00:01:00"),                 // rounding carries into the minutes
    (.milliseconds(86_399_500), .up, "24:00:00"),             // 23:59:59.5 carries into a 24th hour
    (.seconds(-5), .up, "00:00:00"),                          // negative reads as zero
    (.milliseconds(-200), .down, "00:00:00"),
  ])
  func padded(duration: Duration, rounding: DurationRounding, expected: String) {
    #expect(DurationFormat.padded.string(duration, rounding: rounding) == expected)
  }

  @Test("M:SS under an hour, H:MM:SS from an hour", arguments: [
    (Duration.zero, DurationRounding.up, "0:00"),
    (.seconds(555), .up, "9:15"),                             // 9·60 + 15
    (.seconds(6832), .down, "1:53:52"),                       // 3600 + 53·60 + 52
    (.milliseconds(200), .up, "0:01"),                        // 0.2 s left shows 0:01
    (.milliseconds(59_999), .down, "0:59"),                   // 59.999 s gone shows 0:59
    (.milliseconds(59_999), .up, "1:00"),
    (.milliseconds(3_599_500), .down, "59:59"),               // 59·60 + 59.5
    (.milliseconds(3_599_500), .up, "1:00:00"),               // rounds up into the hour form
    (.seconds(3600), .down, "1:00:00"),
    (.seconds(90_061), .down, "25:01:01"),
    (.seconds(-1), .up, "0:00"),
  ])
  func short(duration: Duration, rounding: DurationRounding, expected: String) {
    #expect(DurationFormat.short.string(duration, rounding: rounding) == expected)
  }

  @Test("MM:SS.hh under an hour, HH:MM:SS.hh from an hour", arguments: [
    (Duration.zero, DurationRounding.down, "00:00.00"),
    (.milliseconds(5230), .down, "00:05.23"),                 // 5 s and 23 hundredths
    (.milliseconds(59_999), .down, "00:59.99"),               // 5999.9 hundredths, cut to 5999
    (.milliseconds(59_999), .up, "01:00.00"),                 // 6000 hundredths
    (.milliseconds(5), .down, "00:00.00"),                    // exactly half a hundredth
    (.milliseconds(5), .up, "00:00.01"),
    (.milliseconds(15), .down, "00:00.01"),                   // 1.5 hundredths
    (.nanoseconds(9_999_999), .down, "00:00.00"),             // just below a hundredth
    (.milliseconds(3_599_999), .down, "59:59.99"),            // 59·60 + 59.999
    (.milliseconds(3_599_999), .up, "01:00:00.00"),           // rounds up into the hour form
    (.seconds(3600), .down, "01:00:00.00"),                   // one hour: hours shown
    (.milliseconds(90_061_500), .down, "25:01:01.50"),        // 25·3600 + 61.5
    (.seconds(-3), .up, "00:00.00"),
  ])
  func stopwatch(duration: Duration, rounding: DurationRounding, expected: String) {
    #expect(DurationFormat.stopwatch.string(duration, rounding: rounding) == expected)
  }

  @Test func absurdlyLongDurationsDoNotOverflow() {
    let longest = Duration.seconds(Int64.max)
    for format in DurationFormat.allCases {
      for rounding in DurationRounding.allCases {
        // 10¹⁵ s = 277 777 777 777 h 46 min 40 s (10¹⁵ = 3600 · 277 777 777 777 + 2800).
        #expect(format.string(longest, rounding: rounding).hasPrefix("277777777777:46:40"))
      }
    }
  }
}
