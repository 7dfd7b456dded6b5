import ClockGeometry
import ClockText
import Foundation
import SnapshotTesting
import Testing

/// Whole frames as a person sees them (characters only), at fixed instants and sizes, in every
/// mode. A changed snapshot is a changed picture: look at the diff before re-recording.
@Suite("Terminal frames, snapshots")
struct FrameSnapshotTests {
  static func text(
    _ date: String, zones: [String] = ["UTC"], columns: Int = 80, rows: Int = 24, mode: TextMode,
    options: ClockFaceOptions = ClockFaceOptions(minuteHand: .jumping)
  ) throws -> String {
    let instant = try #require(ISO8601DateFormatter().date(from: date), "not an ISO 8601 instant: \(date)")
    let zones = try zones.map { try #require(ZoneRules.named($0), "the tz database has no \($0)") }
    let board = TextClockBoard(columns: columns, rows: rows, count: zones.count, mode: mode, options: options, theme: nil)
    let scenes = zones.map { ClockScene(time: LocalTime(instant, in: $0), timeZone: $0, options: options) }
    return board.frame(scenes).lines.joined(separator: "\n")
  }

  @Test("80×24 at 10:09:30 in every mode", arguments: TextMode.allCases)
  func classicScreen(mode: TextMode) {
    assertSnapshot(of: try Self.text("2024-06-15T10:09:30Z", mode: mode), as: .lines, named: mode.rawValue)
  }

  @Test("200×60 at 03:41:15, Braille and ASCII", arguments: [TextMode.braille, .ascii])
  func largeScreen(mode: TextMode) {
    assertSnapshot(of: try Self.text("2024-06-15T03:41:15Z", columns: 200, rows: 60, mode: mode), as: .lines, named: mode.rawValue)
  }

  @Test func smallScreenWithLabelAndRomanNumerals() {
    var options = ClockFaceOptions(label: .both, minuteHand: .jumping)
    options.numerals = .roman
    assertSnapshot(of: try Self.text("2024-06-15T21:58:45Z", columns: 40, rows: 16, mode: .ascii, options: options), as: .lines)
  }

  @Test func worldClockRow() throws {
    let options = ClockFaceOptions(label: .zone, minuteHand: .jumping)
    let text = try Self.text("2024-06-15T09:15:30Z", zones: ["Europe/Berlin", "Asia/Kolkata", "America/New_York"], columns: 120, rows: 24, mode: .ascii, options: options)
    assertSnapshot(of: text, as: .lines)
  }

  @Test func twentyFourHourDialInBlocks() {
    let options = ClockFaceOptions(dial: .twentyFourHour, minuteHand: .jumping)
    assertSnapshot(of: try Self.text("2024-06-15T18:30:00Z", columns: 100, rows: 40, mode: .blocks, options: options), as: .lines)
  }
}
