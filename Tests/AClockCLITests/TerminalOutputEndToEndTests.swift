import ClockGeometry
import ClockText
import Foundation
import Testing

/// `aclock` without picture files, when stdout is not a terminal: one frame, exit 0.
@Suite("Terminal clock, one frame (not a TTY)")
struct TerminalOutputEndToEndTests {
  /// The frame the library draws for the same instant, size and options.
  static func expected(_ date: Date, zone: ZoneRules, columns: Int, rows: Int, mode: TextMode) -> String {
    let options = ClockFaceOptions(minuteHand: .jumping)
    let board = TextClockBoard(columns: columns, rows: rows, count: 1, mode: mode, options: options, theme: nil)
    return board.frame([ClockScene(time: LocalTime(date, in: zone), timeZone: zone, options: options)]).printable(styled: false)
  }

  @Test("a pipe gets exactly the library's frame, 80×24 by default, no escapes", arguments: TextMode.allCases)
  func pipedFrame(mode: TextMode) throws {
    let result = try AClockProcess.run(["--\(mode.rawValue)", "--at", "2024-06-15T10:09:30Z", "--tz", "UTC"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(!result.stdout.contains("\u{1B}"))
    #expect(result.stdout == Self.expected(Date(timeIntervalSince1970: 1_718_446_170), zone: .utc, columns: 80, rows: 24, mode: mode))
  }

  @Test func sizeAndZoneApply() throws {
    let result = try AClockProcess.run(["--at", "2024-06-15T10:09:30Z", "--tz", "Asia/Kathmandu", "--cols", "50", "--rows", "20"])
    let zone = try #require(ZoneRules.named("Asia/Kathmandu"))
    #expect(result.stdout == Self.expected(Date(timeIntervalSince1970: 1_718_446_170), zone: zone, columns: 50, rows: 20, mode: .ascii))
    #expect(result.stdout.split(separator: "\n", omittingEmptySubsequences: false).count == 21)
  }

  @Test func colorAlwaysColoursAndNoColorWinsOverAuto() throws {
    let colored = try AClockProcess.run(["--at", "10:09:30", "--tz", "UTC", "--color", "always"])
    #expect(colored.stdout.contains("\u{1B}[38;5;"))
    let auto = try AClockProcess.run(["--at", "10:09:30", "--tz", "UTC"], environment: ["NO_COLOR": "1"])
    #expect(!auto.stdout.contains("\u{1B}"))
  }

  @Test func severalZonesMakeALabelledWorldClock() throws {
    let result = try AClockProcess.run(["--at", "2024-06-15T09:15:30Z", "--tz", "Europe/Berlin", "--tz", "Asia/Tokyo", "--cols", "120", "--rows", "24"])
    #expect(result.status == 0)
    let labels = result.stdout.split(separator: "\n").last { $0.contains("Berlin") }
    #expect(labels?.contains("Tokyo") == true)
  }

  @Test("bad values and combinations: one line, exit 64", arguments: [
    (["--cell-aspect", "0"], "--cell-aspect must be between"),
    (["--rows", "2"], "--rows must be between 3 and 1000"),
    (["--cols", "many"], "'many'"),
    (["--fps", "30"], "--fps sets the frame rate of --sweep"),
    (["--sweep", "--fps", "0"], "--fps must be between 1 and 60"),
    (["--ascii", "--png", "/tmp/x.png"], "draw in the terminal"),
    (["--ascii", "--braille"], "--ascii"),
    (["--color", "sometimes"], "'sometimes'"),
    (["--background", "#000"], "--background fills around a picture's face"),
  ])
  func rejected(arguments: [String], mention: String) throws {
    let result = try AClockProcess.run(arguments)
    result.expectUsageError(mentioning: mention)
  }
}
