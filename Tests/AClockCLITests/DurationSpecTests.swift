@testable import AClockCLI
@testable import AClockValues
import Testing

@Suite("DURATION values")
struct DurationSpecTests {
  @Test("accepted forms, in nanoseconds", arguments: [
    ("90", 90_000_000_000),
    ("1.5", 1_500_000_000),
    ("90s", 90_000_000_000),
    ("500ms", 500_000_000),
    ("0.5ms", 500_000),
    ("1s", 1_000_000_000),
    ("1.5s", 1_500_000_000),
    ("1.000000001s", 1_000_000_001),
    ("5m", 300_000_000_000),
    ("1h30m", 5_400_000_000_000),
    ("1H30M", 5_400_000_000_000),
    ("1m30.5s", 90_500_000_000),
    ("2h0m5s", 7_205_000_000_000),
    ("1s500ms", 1_500_000_000),
    ("0.25h", 900_000_000_000),
    ("01:30:00", 5_400_000_000_000),
    ("1:30", 90_000_000_000),
    ("00:00:00.5", 500_000_000),
    ("100:00:00", 360_000_000_000_000),
    (" 5m ", 300_000_000_000),
  ] as [(String, Int64)])
  func accepted(text: String, nanoseconds: Int64) throws {
    #expect(try DurationSpec(parsing: text).nanoseconds == nanoseconds)
  }

  @Test("rejected with the accepted forms", arguments: [
    "", "0", "0s", "0ms", "00:00:00", "-5s", "-1", "+5s", "abc", "5x", "s", "1.s", ".5s",
    "1h30", "30m1h", "1s1s", "5 m", "1:3", "1:60", "1:00:60", "1:2:3:4", "1::00",
    "0.0000000001s", "0.0000001ms", "99999999999h", "9223372037s", "1e3s", "nan", "inf",
  ])
  func rejected(text: String) {
    #expect(throws: OptionValueError.duration(text)) { try DurationSpec(parsing: text) }
  }

  @Test func durationIsExact() throws {
    #expect(try DurationSpec(parsing: "1h30m").duration == .seconds(5400))
    #expect(try DurationSpec(parsing: "1.000000001s").duration == .nanoseconds(1_000_000_001))
  }

  @Test func errorsNameTheValueAndTheAcceptedForms() {
    let message = OptionValueError.duration("5x").description
    #expect(message.contains("'5x'"))
    #expect(message.contains("500ms") && message.contains("1h30m") && message.contains("01:30:00"))
    #expect(!message.contains("\n"))
  }
}
