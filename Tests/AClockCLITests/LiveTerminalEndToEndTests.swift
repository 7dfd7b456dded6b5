import ClockGeometry
import ClockTestSupport
import ClockText
import Foundation
import Testing

/// The live clock in a real terminal (tmux): the frame appears, a resize re-lays it out with no
/// debris, and every way out gives the terminal back (main screen, cursor, tty modes).
///
/// `--speed 0.0001` holds the displayed time at `--at` (the next second is ~3 hours away), so
/// the screen can be compared with the library's frame cell for cell.
@Suite("Terminal clock, live in tmux", .serialized, .tags(.integration, .tmux))
struct LiveTerminalEndToEndTests {
  static let at = "2024-06-15T10:09:30Z"

  static func expected(columns: Int, rows: Int) -> [String] {
    let options = ClockFaceOptions(minuteHand: .jumping)
    let board = TextClockBoard(columns: columns, rows: rows, count: 1, mode: .ascii, options: options, theme: nil)
    let time = LocalTime(Date(timeIntervalSince1970: 1_718_446_170), in: .utc)  // 2024-06-15T10:09:30Z
    return board.frame([ClockScene(time: time, timeZone: .utc, options: options)]).lines
  }

  /// Runs aclock in tmux with a marker line before, its exit status and whether the tty modes
  /// came back after, then keeps the pane open.
  static func shellCommand(_ arguments: String) -> String {
    let binary = AClockProcess.binary.path
    return "printf 'MAIN-SCREEN\\n'; S=$(stty -g); '\(binary)' \(arguments); echo \"EXIT=$?\"; "
      + "[ \"$(stty -g)\" = \"$S\" ] && echo TTY-RESTORED; exec cat"
  }

  static func trimmed(_ lines: [String]) -> [String] {
    var lines = lines
    while lines.last == "" { lines.removeLast() }
    return lines
  }

  @Test func frameAppearsResizeRelaysOutAndCtrlCRestores() throws {
    try #require(TmuxSession.isInstalled, "tmux is missing: scripts/install-deps --test installs it")
    try TmuxSession.run { tmux in
      try tmux.start(Self.shellCommand("--at \(Self.at) --tz UTC --speed 0.0001 --color never"), columns: 80, rows: 24)

      let first = try tmux.waitFor { Self.trimmed($0) == Self.trimmed(Self.expected(columns: 80, rows: 24)) }
      #expect(first.met, "80×24 frame:\n\(first.screen.joined(separator: "\n"))")
      #expect(try tmux.value("#{alternate_on} #{cursor_flag}") == "1 0")

      try tmux.tmux(["resize-window", "-x", "60", "-y", "18"])
      let resized = try tmux.waitFor { Self.trimmed($0) == Self.trimmed(Self.expected(columns: 60, rows: 18)) }
      #expect(resized.met, "after resize:\n\(resized.screen.joined(separator: "\n"))")

      try tmux.tmux(["send-keys", "C-c"])
      let after = try tmux.waitFor { $0.contains("TTY-RESTORED") || $0.contains { $0.hasPrefix("EXIT=") } && $0.count > 2 }
      #expect(after.screen.contains("MAIN-SCREEN"))
      #expect(after.screen.contains("EXIT=130"))
      #expect(try tmux.waitFor { $0.contains("TTY-RESTORED") }.met)
      #expect(try tmux.value("#{alternate_on} #{cursor_flag}") == "0 1")
    }
  }

  @Test("q and Esc quit with 0; SIGTERM and SIGHUP restore and exit 143 and 129", arguments: [
    ("q", nil, "EXIT=0"), ("Escape", nil, "EXIT=0"), (nil, "TERM", "EXIT=143"), (nil, "HUP", "EXIT=129"),
  ] as [(String?, String?, String)])
  func waysOut(key: String?, signal: String?, exit: String) throws {
    try #require(TmuxSession.isInstalled, "tmux is missing: scripts/install-deps --test installs it")
    try TmuxSession.run { tmux in
      // Braille needs a UTF-8 locale; CI's environment may have none.
      try tmux.start("export LC_ALL=C.UTF-8; " + Self.shellCommand("--at \(Self.at) --tz UTC --speed 0.0001 --color always --braille"), columns: 80, rows: 24)
      #expect(try tmux.waitFor { $0.joined().contains("12") }.met)
      if let key { try tmux.tmux(["send-keys", key]) }
      if let signal {
        let shell = try tmux.value("#{pane_pid}")
        try ChildProcess.run(["/usr/bin/pkill", "-\(signal)", "-P", shell, "aclock"], capturingOutput: false)
      }
      let after = try tmux.waitFor { $0.contains("TTY-RESTORED") }
      #expect(after.met, "\(after.screen.joined(separator: "\n"))")
      #expect(after.screen.contains(exit))
      #expect(after.screen.contains("MAIN-SCREEN"))
      #expect(try tmux.value("#{alternate_on} #{cursor_flag}") == "0 1")
    }
  }
}
