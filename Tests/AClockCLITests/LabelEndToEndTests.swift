import Foundation
import Testing

/// `--label date` and `--label 12h` through the command line: one frame of text (the label line
/// under each dial) and a picture, in the zones asked for.
@Suite("Date and 12-hour labels")
struct LabelEndToEndTests {
  @Test func aWorldClockWritesEachZoneBesideItsOwnDateOrTime() throws {
    let base = ["--at", "2024-06-15T10:09:37Z", "--tz", "Asia/Tokyo", "--tz", "America/New_York", "--cols", "60", "--rows", "14"]
    let date = try AClockProcess.run(base + ["--label", "date"])
    #expect(date.status == 0, "\(date.stderr)")
    #expect(date.stdout.contains("Tokyo  2024-06-15 Sat") && date.stdout.contains("New York  2024-06-15 Sat"), "\(date.stdout)")
    let twelve = try AClockProcess.run(base + ["--label", "12h"])
    #expect(twelve.stdout.contains("Tokyo  7:09:37 PM") && twelve.stdout.contains("New York  6:09:37 AM"), "\(twelve.stdout)")
    let noSeconds = try AClockProcess.run(base + ["--label", "12h", "--no-seconds"])
    #expect(noSeconds.stdout.contains("Tokyo  7:09 PM") && noSeconds.stdout.contains("New York  6:09 AM"), "\(noSeconds.stdout)")
  }

  @Test func aSingleClockWritesTheDateAloneAtMidnight() throws {
    // Midnight in New York: the new day's date, and 12:00:00 AM.
    let base = ["--at", "2026-11-23T05:00:00Z", "--tz", "America/New_York"]
    let date = try AClockProcess.run(base + ["--label", "date"])
    #expect(date.stdout.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "2026-11-23 Mon" }, "\(date.stdout)")
    let twelve = try AClockProcess.run(base + ["--label", "12h"])
    #expect(twelve.stdout.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "12:00:00 AM" }, "\(twelve.stdout)")
  }

  @Test func anUnknownLabelNamesTheValuesAccepted() throws {
    let result = try AClockProcess.run(["--label", "12H", "--once"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("'12H'") && result.stderr.contains("date") && result.stderr.contains("12h"), "\(result.stderr)")
  }
}
