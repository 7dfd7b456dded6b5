@testable import AClockCLI
@testable import AClockValues
import ClockGeometry
import ClockTestSupport
import Foundation
import Testing

@Suite("--at values")
struct InstantSpecTests {
  let utc = Zones.named("UTC")
  let now = Date(timeIntervalSince1970: 1_718_442_930)  // 2024-06-15T09:15:30Z

  @Test("absolute forms", arguments: [
    ("2024-06-15T09:15:30.5Z", 1_718_442_930.5),
    ("2024-06-15T09:15:30Z", 1_718_442_930),
    ("2024-06-15t09:15:30z", 1_718_442_930),
    ("2024-06-15 11:15:30+02:00", 1_718_442_930),
    ("2024-06-15T11:15:30+0200", 1_718_442_930),
    ("2024-06-15T11:15:30+02", 1_718_442_930),
    ("2024-06-15T03:30:30.25-05:45", 1_718_442_930.25),
    ("2024-06-15T09:15Z", 1_718_442_900),
    ("1969-12-31T23:59:59.5Z", -0.5),
    ("@1718442930.5", 1_718_442_930.5),
    ("@-0.5", -0.5),
    ("@0", 0),
    ("@-86400.25", -86_400.25),
  ])
  func absolute(text: String, unixSeconds: Double) throws {
    let spec = try InstantSpec(parsing: text)
    #expect(spec.resolve(in: utc, now: now) == Date(timeIntervalSince1970: unixSeconds))
  }

  @Test func localWallTimeMeansThatTimeTodayInTheZone() throws {
    let kathmandu = try #require(ZoneRules.named("Asia/Kathmandu"))
    // 09:15:30Z is 15:00:30 in Kathmandu, so "today" there is 2024-06-15; 07:30 there is 01:45Z.
    let spec = try InstantSpec(parsing: "07:30")
    #expect(spec.resolve(in: kathmandu, now: now) == Date(timeIntervalSince1970: 1_718_415_900))
    let precise = try InstantSpec(parsing: "23:59:59.5")
    #expect(precise.resolve(in: utc, now: now) == Date(timeIntervalSince1970: 1_718_495_999.5))
  }

  @Test("rejected with the accepted forms", arguments: [
    "", "garbage", "2024-13-01T00:00:00Z", "2024-02-30T00:00:00Z", "2023-02-29T00:00:00Z",
    "2024-06-15T09:15:30", "2024-06-15T24:00:00Z", "2024-06-15T09:60:00Z", "2024-06-15T09:15:61Z",
    "2024-06-15T09:15:30.Z", "2024-06-15T09:15:30+25:00", "@", "@abc", "@1e5", "@nan", "@inf",
    "25:00", "9:15", "09:15:", "12:00:00.", "12:0",
  ])
  func rejected(text: String) {
    #expect(throws: OptionValueError.instant(text)) { try InstantSpec(parsing: text) }
  }

  @Test("outside years 0001 to 9999", arguments: ["@1000000000000", "@-99999999999", "0000-12-31T23:00:00Z"])
  func outOfRange(text: String) {
    #expect(throws: OptionValueError.instantOutOfRange(text)) { try InstantSpec(parsing: text) }
  }

  @Test func errorsNameTheValueAndTheAcceptedForms() {
    let message = OptionValueError.instant("yesterday").description
    #expect(message.contains("'yesterday'"))
    #expect(message.contains("ISO 8601") && message.contains("@UNIXSECONDS") && message.contains("HH:MM"))
    #expect(!message.contains("\n"))
  }
}
