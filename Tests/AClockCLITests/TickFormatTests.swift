@testable import AClockCLI
@testable import AClockValues
import ClockGeometry
import ClockTestSupport
import Foundation
import Testing

@Suite("--format of aclock ticks")
struct TickFormatTests {
  let kathmandu = Zones.named("Asia/Kathmandu")

  @Test("milliseconds are cut toward the past, in both forms", arguments: [
    (1_718_442_930.5, "2024-06-15T15:00:30.500+05:45", "1718442930.500"),
    (1_718_442_930.9996, "2024-06-15T15:00:30.999+05:45", "1718442930.999"),
    (-0.5, "1970-01-01T05:29:59.500+05:30", "-0.500"),
    (-0.0004, "1970-01-01T05:29:59.999+05:30", "-0.001"),
    (0, "1970-01-01T05:30:00.000+05:30", "0.000"),
  ])
  func lines(unixSeconds: Double, iso: String, unix: String) {
    let entry = Date(timeIntervalSince1970: unixSeconds)
    #expect(TickFormat.iso.line(for: entry, in: kathmandu) == iso)
    #expect(TickFormat.unix.line(for: entry, in: kathmandu) == unix)
  }
}
