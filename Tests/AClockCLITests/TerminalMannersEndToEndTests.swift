import ClockTestSupport
import Foundation
import Testing

/// What the terminal clock does on terminals that are not the usual kind: dumb ones, non-UTF-8
/// locales, windows smaller than asked, keys typed with stdin elsewhere; and captions that do
/// not fit their tiles.
@Suite("Terminal manners, end to end")
struct TerminalMannersEndToEndTests {
  /// Runs aclock on a pseudo-terminal (util-linux `script`), with `environment` set: stdout and
  /// stderr both arrive in the result's stdout, as a person at that terminal would see them.
  static func onPseudoTerminal(_ arguments: String, environment: String) throws -> AClockProcess.Result {
    try AClockProcess.run(
      ["-qec", "env \(environment) '\(AClockProcess.binary.path)' \(arguments)", "/dev/null"],
      executable: URL(fileURLWithPath: "/usr/bin/script"))
  }

  static let at = "--at 2024-06-15T09:15:30Z --tz UTC"

  @Test func aDumbTerminalGetsOneFrameOfPlainText() throws {
    for term in ["TERM=dumb", "-u TERM"] {
      let result = try Self.onPseudoTerminal(Self.at, environment: term)
      #expect(result.status == 0, "\(term)")
      #expect(!result.stdoutBytes.contains(0x1B), "\(term): an escape sequence")
      #expect(result.stdout.contains("12") && result.stdout.contains("9"), "\(term)")
    }
  }

  @Test func aLocaleThatIsNotUTF8GetsASCIIWithANote() throws {
    let result = try Self.onPseudoTerminal("--braille --once --color never " + Self.at, environment: "LC_ALL= LC_CTYPE= LANG=C")
    #expect(result.status == 0)
    #expect(result.stdout.contains("aclock: note: --braille needs a UTF-8 locale"))
    // Braille patterns are U+2800…U+28FF: E2 A0…A3 in UTF-8.
    let bytes = Array(result.stdoutBytes)
    #expect(!zip(bytes, bytes.dropFirst()).contains { $0 == 0xE2 && (0xA0...0xA3).contains($1) })
    // A pipe gets what was asked, whatever the locale: the reader decides how to show it.
    let piped = try AClockProcess.run(["--braille", "--color", "never"] + Self.at.split(separator: " ").map(String.init), environment: ["LC_ALL": "", "LANG": "C"])
    #expect(piped.stderr.isEmpty)
    #expect(piped.stdout.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) })
  }

  @Test func binaryPicturesAreNotWrittenToATerminal() throws {
    for format in ["png", "pdf"] {
      let result = try Self.onPseudoTerminal("--\(format) - --size 16", environment: "TERM=xterm")
      #expect(result.status == 64, "\(format)")
      #expect(result.stdout.contains("--\(format) - would write binary data to this terminal"), "\(result.stdout)")
    }
    let svg = try Self.onPseudoTerminal("--svg - --size 16", environment: "TERM=xterm")
    #expect(svg.status == 0 && svg.stdout.contains("</svg>"))
    let worksheet = try Self.onPseudoTerminal("worksheet --pdf - --seed 1", environment: "TERM=xterm")
    #expect(worksheet.status == 64 && worksheet.stdout.contains("--pdf - would write binary data to this terminal"), "\(worksheet.stdout)")
  }

  @Test func aNegativeOffsetGetsAHint() throws {
    let result = try AClockProcess.run(["angles", "--tz", "-05:00"])
    result.expectUsageError(mentioning: "--tz=-05:00", "UTC-05:00")
  }

  @Test("captions are shortened to their tile and readouts kept whole", arguments: [
    (40, "P.  00:23:50 B.  00:03:50 St.  00:00:50"),
    (60, "Pomodoro  00:23:50   Break  00:03:50    Stretch  00:00:50"),
  ])
  func captionsFitTheirTiles(columns: Int, line: String) throws {
    let result = try AClockProcess.run([
      "timer", "25m", "5m", "2m", "--label", "Pomodoro", "--label", "Break", "--label", "Stretch",
      "--cols", "\(columns)", "--rows", "12", "--once", "--start", "@0", "--at", "@70", "--tz", "UTC", "--color", "never",
    ])
    #expect(result.status == 0)
    #expect(result.stdout.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == line }, "\(result.stdout)")
  }
}

/// The same, live in tmux.
@Suite("Terminal manners, live in tmux", .enabled(if: TmuxSession.isInstalled), .tags(.integration, .tmux))
struct TerminalMannersLiveEndToEndTests {
  @Test func colsAndRowsNeverExceedTheWindowAndOnceLeavesThePromptARow() throws {
    try TmuxSession.run { tmux in try Self.oversizedOnce(tmux) }
  }

  /// The body of ``colsAndRowsNeverExceedTheWindowAndOnceLeavesThePromptARow()`` (kept out of a closure: see JobControlEndToEndTests).
  static func oversizedOnce(_ tmux: TmuxSession) throws {
    try JobControlEndToEndTests.startShell(tmux, columns: 60, rows: 20)
    // A fixed instant: at now the second hand could cover the "12" this waits for (CI saw it).
    try JobControlEndToEndTests.type(
      tmux, "clear; '\(AClockProcess.binary.path)' --once --cols 200 --rows 100 --color never --at 2024-06-15T10:09:37Z --tz UTC")
    let shown = try tmux.waitFor { $0.last { !$0.isEmpty } == "$" && $0.contains { $0.contains("12") } }
    #expect(shown.met, "\(shown.screen.joined(separator: "\n"))")
    // 19 rows of frame and the prompt: the frame's top row is still on the screen.
    let frame = shown.screen.prefix { $0 != "$" }
    #expect(frame.count == 19, "\(shown.screen.joined(separator: "\n"))")
    #expect(frame.allSatisfy { $0.count <= 60 })
    #expect(frame.contains { $0.contains("_") && !$0.contains("|") }, "the dial's top edge is shown")
  }

  @Test func keysTypedWithStdinElsewhereAreNotEchoedOntoTheFace() throws {
    try TmuxSession.run { tmux in try Self.typeKeysWithStdinElsewhere(tmux) }
  }

  /// The body of ``keysTypedWithStdinElsewhereAreNotEchoedOntoTheFace()`` (as a closure it crashed the compiler).
  static func typeKeysWithStdinElsewhere(_ tmux: TmuxSession) throws {
    try JobControlEndToEndTests.startShell(tmux, columns: 80, rows: 24)
    // Live at the wall clock's time: from 13:00 to 13:01 the minute hand covered the 12 (CI saw it).
    try JobControlEndToEndTests.launch(tmux, "--color never < /dev/null", ready: "12", "6", "9")
    try tmux.tmux(["send-keys", "-l", "xyzzy"])
    // The terminal echoes a key as it takes it, before the clock's next second is drawn: once
    // the screen has changed, an echo would be on it. The keys cannot quit it (stdin is not the
    // terminal) and must not show; Ctrl-C still works.
    let typed = try tmux.screen()
    // 15 s, not 5: once, on a clean clone's full run, the screen did not change within 5 s of the
    // keys (the face then showed no echo); not seen since in runs under load. The pane's command
    // and state go into the message so that a repeat says whether the clock was still running.
    let later = try tmux.waitFor(seconds: 15) { $0 != typed }
    #expect(later.met, "\((try? tmux.value("#{pane_current_command} #{pane_dead} #{alternate_on}")) ?? "?"): \(later.screen.joined(separator: "\n"))")
    #expect(!later.screen.joined().contains("xyzzy"), "\(later.screen.joined(separator: "\n"))")
    try tmux.tmux(["send-keys", "C-c"])
    try JobControlEndToEndTests.expectExitAndModes(tmux, status: 130)
  }
}
