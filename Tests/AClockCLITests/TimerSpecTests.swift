@testable import AClockCLI
@testable import AClockValues
import ClockGeometry
import Foundation
import Testing

/// Timer arguments: bare durations, NAME=DURATION, NAME=@INSTANT and NAME=HH:MM, and what is
/// wrong with the ones refused.
@Suite("TIMER arguments")
struct TimerSpecTests {
  static let start = Date(timeIntervalSince1970: 1_718_442_900)  // 2024-06-15T09:15:00Z

  @Test func aBareDurationIsUnnamedAndPauses() throws {
    let spec = try TimerSpec(parsing: "1h30m")
    #expect(spec.name == nil && !spec.isAnchored)
    #expect(spec.countdown(start: Self.start, zone: .utc) == Countdown(start: Self.start, length: .seconds(5400)))
    // A clock reading stays a duration without a name, as before names existed.
    #expect(try TimerSpec(parsing: "01:30:00").end == .after(try DurationSpec(parsing: "01:30:00")))
  }

  @Test("named forms", arguments: [
    ("tea=4m", "tea", 240.0, false),
    ("stand up=25m", "stand up", 1500, false),
    (" eggs = 7m30s ", "eggs", 450, false),
    ("lunch=12:00", "lunch", 9900, true),             // 09:15 → 12:00 the same day
    ("early=09:00", "early", 85_500, true),           // 09:00 has passed: tomorrow's
    ("exact=09:15:30", "exact", 30, true),
    ("train=@2024-06-15T11:15:00+02:00", "train", 0, true),  // 09:15Z is the start: refused below
    ("unix=@1718443000.5", "unix", 100.5, true),
    ("東京=1s", "東京", 1, false),
  ] as [(String, String, Double, Bool)])
  func named(text: String, name: String, seconds: Double, anchored: Bool) throws {
    let spec = try TimerSpec(parsing: text)
    #expect(spec.name == name)
    #expect(spec.isAnchored == anchored)
    let countdown = spec.countdown(start: Self.start, zone: .utc)
    if seconds == 0 {
      #expect(countdown == nil)
    } else {
      #expect(countdown?.interval.lowerBound == Self.start)
      #expect(countdown?.length == .milliseconds(Int64(seconds * 1000)))
    }
  }

  @Test("refused, with the clause that says why", arguments: [
    ("tea=", TimerSpec.Problem.nothingAfterEquals),
    ("tea=  ", .nothingAfterEquals),
    ("=4m", .noName),
    (" =4m", .noName),
    ("t\u{1B}[2Jea=4m", .controlCharacterInName("\u{1B}")),
    ("tea=4x", .notADuration),
    ("tea=0", .notADuration),
    ("tea=4:30", .notATimeOfDay),
    ("tea=24:00", .notATimeOfDay),
    ("tea=12:00:00.5", .notATimeOfDay),
    ("tea=@17:00", .timeOfDayWithAt),
    ("tea=@soon", .notAnInstant),
    ("tea=@2024-06-15T17:00:00", .notAnInstant),
    ("tea=@99999999999999", .instantOutOfRange),
  ] as [(String, TimerSpec.Problem)])
  func refused(text: String, problem: TimerSpec.Problem) {
    #expect(throws: OptionValueError.timer(text, problem)) { try TimerSpec(parsing: text) }
  }

  @Test func aBareValueThatIsNoDurationIsADurationError() {
    #expect(throws: OptionValueError.duration("4x")) { try TimerSpec(parsing: "4x") }
  }
}
