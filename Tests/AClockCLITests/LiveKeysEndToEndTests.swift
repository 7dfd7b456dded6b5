import ClockGeometry
import ClockTestSupport
import ClockText
import Foundation
import Testing

/// The live clock's keys in a real terminal (tmux), pressed as a person would: each changes the
/// screen to exactly the library's frame for the new look (so nothing is left of the old one),
/// the help box comes and goes cleanly, and `s` makes the clock follow the new schedule.
///
/// `--speed 0.0001` holds the displayed time at `--at`, as in ``LiveTerminalEndToEndTests``.
@Suite("Terminal clock keys, live in tmux", .serialized, .tags(.integration, .tmux))
struct LiveKeysEndToEndTests {
  static let at = "2024-06-15T10:09:30Z"
  static let instant = Date(timeIntervalSince1970: 1_718_446_170)

  /// The screen the clock should show with `options` drawn in `mode`.
  static func expected(_ options: ClockFaceOptions, mode: TextMode = .ascii, columns: Int = 80, rows: Int = 24) -> [String] {
    var options = options
    options.minuteHand = .jumping
    let board = TextClockBoard(columns: columns, rows: rows, count: 1, mode: mode, options: options, theme: nil)
    // With the second hand hidden, the clock shows the minute's entry.
    let shown = options.secondHand == .hidden ? instant.addingTimeInterval(-30) : instant
    return LiveTerminalEndToEndTests.trimmed(board.frame([ClockScene(time: LocalTime(shown, in: .utc), timeZone: .utc, options: options)]).lines)
  }

  static func start(_ tmux: TmuxSession, _ arguments: String, columns: Int = 80, rows: Int = 24) throws {
    // Blocks and Braille need a UTF-8 locale; CI's environment may have none.
    try tmux.start("export LC_ALL=C.UTF-8; " + LiveTerminalEndToEndTests.shellCommand(arguments), columns: columns, rows: rows)
  }

  /// Presses `key` and waits for the screen to be `expected`, exactly.
  static func press(_ key: String, _ tmux: TmuxSession, expect expected: [String], _ what: String) throws -> [String] {
    try tmux.tmux(["send-keys", "-l", key])
    let shown = try tmux.waitFor { LiveTerminalEndToEndTests.trimmed($0) == expected }
    #expect(shown.met, "after \(key) (\(what)):\n\(shown.screen.joined(separator: "\n"))\nexpected:\n\(expected.joined(separator: "\n"))")
    return shown.screen
  }

  static func isBlock(_ scalar: Unicode.Scalar) -> Bool { (0x2580...0x259F).contains(scalar.value) }
  static func isBraille(_ scalar: Unicode.Scalar) -> Bool { (0x2801...0x28FF).contains(scalar.value) }

  @Test func eachKeyRedrawsTheClockAsAskedAndTheHelpComesAndGoes() throws {
    try #require(TmuxSession.isInstalled, "tmux is missing: scripts/install-deps --test installs it")
    try TmuxSession.run { tmux in
      try Self.start(tmux, "--at \(Self.at) --tz UTC --speed 0.0001 --color never --label 12h")
      let plain = ClockFaceOptions(label: .twelveHour)
      let first = try tmux.waitFor { LiveTerminalEndToEndTests.trimmed($0) == Self.expected(plain) }
      #expect(first.met, "first frame:\n\(first.screen.joined(separator: "\n"))")
      // Clean by default: no key line, no help.
      #expect(!first.screen.joined().contains("quit"))
      #expect(first.screen.contains { $0.contains("10:09:30 AM") })
      #expect(first.screen.joined().contains("*"), "the ASCII second hand")

      try tmux.tmux(["send-keys", "-l", "?"])
      // Every line of the box at once (a capture can fall between the pieces of a frame).
      let lines = ["+- keys -", "| q  quit", "| s  second hand on/off", "| 2  12/24-hour dial", "| m  ASCII/blocks/Braille", "| ?  close this help"]
      let help = try tmux.waitFor { screen in lines.allSatisfy { line in screen.contains { $0.contains(line) } } }
      #expect(help.met, "help:\n\(help.screen.joined(separator: "\n"))")
      _ = try Self.press("?", tmux, expect: Self.expected(plain), "help hidden: the clock whole again")

      let noSeconds = try Self.press("s", tmux, expect: Self.expected(ClockFaceOptions(secondHand: .hidden, label: .twelveHour)), "no second hand")
      #expect(!noSeconds.joined().contains("*"))
      #expect(noSeconds.contains { $0.contains("10:09 AM") })
      _ = try Self.press("s", tmux, expect: Self.expected(plain), "the second hand back")

      let twentyFour = try Self.press("2", tmux, expect: Self.expected(ClockFaceOptions(dial: .twentyFourHour, label: .twelveHour)), "24-hour dial")
      #expect(twentyFour.contains { $0.contains("18") } && twentyFour.contains { $0.contains("24") })
      _ = try Self.press("2", tmux, expect: Self.expected(plain), "12-hour dial")

      let blocks = try Self.press("m", tmux, expect: Self.expected(plain, mode: .blocks), "blocks")
      #expect(blocks.joined().unicodeScalars.contains(where: Self.isBlock))
      let braille = try Self.press("m", tmux, expect: Self.expected(plain, mode: .braille), "Braille")
      #expect(braille.joined().unicodeScalars.contains(where: Self.isBraille))
      #expect(!braille.joined().unicodeScalars.contains(where: Self.isBlock))
      let ascii = try Self.press("m", tmux, expect: Self.expected(plain), "ASCII again")
      #expect(!ascii.joined().unicodeScalars.contains { $0.value > 0x7F })

      try tmux.tmux(["send-keys", "q"])
      let after = try tmux.waitFor { $0.contains("TTY-RESTORED") }
      #expect(after.met && after.screen.contains("EXIT=0"), "\(after.screen.joined(separator: "\n"))")
    }
  }

  @Test func theHelpFitsASmallTerminalInEveryModeAndLeavesNothingBehind() throws {
    try #require(TmuxSession.isInstalled, "tmux is missing: scripts/install-deps --test installs it")
    try TmuxSession.run { tmux in
      try Self.start(tmux, "--at \(Self.at) --tz UTC --speed 0.0001 --color always --braille", columns: 40, rows: 12)
      #expect(try tmux.waitFor { $0.joined().unicodeScalars.contains(where: Self.isBraille) }.met)
      let clean = try tmux.screen()
      try tmux.tmux(["send-keys", "-l", "?"])
      // The whole box, not its first line: tmux reads a frame from the terminal in pieces, so
      // a capture can fall between them (CI once saw "│ q  quit" before the top border).
      let help = try tmux.waitFor { screen in
        screen.contains { $0.contains("│ q  quit") } && screen.contains { $0.contains("┌─ keys ─") }
          && screen.contains { $0.contains("└───") }
      }
      #expect(help.met, "\(help.screen.joined(separator: "\n"))")
      #expect(help.screen.allSatisfy { $0.unicodeScalars.count <= 40 })
      // Keys work under the help, and it stays until ? again.
      try tmux.tmux(["send-keys", "-l", "m"])
      let ascii = try tmux.waitFor { screen in
        screen.contains { $0.contains("+- keys -") } && !screen.joined().unicodeScalars.contains(where: Self.isBraille)
      }
      #expect(ascii.met, "\(ascii.screen.joined(separator: "\n"))")
      try tmux.tmux(["send-keys", "-l", "mm?"])
      let back = try tmux.waitFor { $0 == clean }
      #expect(back.met, "after ?:\n\(back.screen.joined(separator: "\n"))\nbefore:\n\(clean.joined(separator: "\n"))")
    }
  }

  @Test func showingTheSecondHandMakesTheClockTickEverySecondAgain() throws {
    try #require(TmuxSession.isInstalled, "tmux is missing: scripts/install-deps --test installs it")
    try TmuxSession.run { tmux in
      // A displayed minute a real second: without a second hand the clock draws once a displayed
      // minute, so its label always reads HH:MM. Had `s` kept that schedule, the seconds shown
      // would stay :00; on the new one they run.
      try Self.start(tmux, "--at 2024-06-15T10:00:00Z --tz UTC --speed 60 --no-seconds --label time --color never")
      let minutes = try tmux.waitFor { $0.contains { $0.trimmingCharacters(in: .whitespaces).range(of: #"^10:0[1-9]$"#, options: .regularExpression) != nil } }
      #expect(minutes.met, "\(minutes.screen.joined(separator: "\n"))")
      try tmux.tmux(["send-keys", "-l", "s"])
      let seconds = try tmux.waitFor {
        $0.contains { $0.trimmingCharacters(in: .whitespaces).range(of: #"^10:[0-9]{2}:(0[1-9]|[1-5][0-9])$"#, options: .regularExpression) != nil }
      }
      #expect(seconds.met, "\(seconds.screen.joined(separator: "\n"))")
      #expect(seconds.screen.joined().contains("*"), "the second hand")
    }
  }
}
