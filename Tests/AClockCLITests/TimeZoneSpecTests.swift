@testable import AClockCLI
@testable import AClockValues
import ClockGeometry
import Foundation
import Testing

@Suite("--timezone values")
struct TimeZoneSpecTests {
  @Test("names", arguments: [
    ("Europe/Berlin", "Europe/Berlin"), ("europe/berlin", "Europe/Berlin"), ("Asia/Kathmandu", "Asia/Kathmandu"),
    ("UTC", "UTC"), ("utc", "UTC"), ("Z", "UTC"), ("EST", "EST"), ("japan", "Japan"), ("+05:45", "UTC+05:45"),
  ])
  func names(text: String, identifier: String) throws {
    #expect(try TimeZoneSpec(parsing: text).timeZone.identifier == identifier)
  }

  @Test("fixed offsets", arguments: [
    ("+05:45", 20_700), ("-03:30", -12_600), ("+0545", 20_700), ("UTC+5", 18_000), ("GMT-03:30", -12_600), ("+14", 50_400),
  ])
  func fixedOffsets(text: String, seconds: Int) throws {
    #expect(try TimeZoneSpec(parsing: text).timeZone.utcOffset(at: Date()) == seconds)
  }

  @Test func localIsTheMachinesZone() throws {
    #expect(try TimeZoneSpec(parsing: "local").timeZone == ZoneRules.local())
  }

  @Test("rejected", arguments: ["", "Mars/Olympus", "Berlin/Europe", "+19:00", "+5:7", "UTC+", "++05", "EST5EDTX"])
  func rejected(text: String) {
    #expect(throws: OptionValueError.timeZone(text)) { try TimeZoneSpec(parsing: text) }
  }
}
