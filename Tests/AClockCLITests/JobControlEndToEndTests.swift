import ClockTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Ordinary terminal habits, in tmux from an interactive bash: Ctrl-Z and `fg`, `kill -TSTP`,
/// results printed on the way out, and the tty modes as they were.
@Suite("Job control and results on exit, live in tmux", .enabled(if: TmuxSession.isInstalled), .tags(.integration, .tmux))
struct JobControlEndToEndTests {
  /// Starts an interactive bash (job control on) in a new tmux window and saves its tty modes.
  static func startShell(_ tmux: TmuxSession, columns: Int = 100, rows: Int = 30) throws {
    try tmux.start("env PS1='$ ' bash --norc --noprofile -i", columns: columns, rows: rows)
    try type(tmux, "S=$(stty -g)")
  }

  /// Types `aclock ARGUMENTS` at the shell and waits until the clock has taken the terminal
  /// (the alternate screen is on) and shows `ready`. The alternate screen matters: the typed
  /// command line can itself contain `ready` (a clone's path with "12" in it), and keys sent
  /// before the clock has set the tty's modes are echoed by the shell's terminal.
  /// Starts aclock with `arguments` and waits until the alternate screen shows one of `ready`.
  /// (A live clock's hands can cover a numeral for a minute: name three, which two hands cannot.)
  static func launch(_ tmux: TmuxSession, _ arguments: String, ready: String..., sourceLocation: SourceLocation = #_sourceLocation) throws {
    try type(tmux, "'\(AClockProcess.binary.path)' \(arguments)")
    let shown = try tmux.waitFor { screen in
      let text = screen.joined()
      return ready.contains { text.contains($0) } && (try? tmux.value("#{alternate_on}")) == "1"
    }
    #expect(shown.met, "\(shown.screen.joined(separator: "\n"))", sourceLocation: sourceLocation)
  }

  static func type(_ tmux: TmuxSession, _ line: String) throws {
    try tmux.tmux(["send-keys", "-l", line])
    try tmux.tmux(["send-keys", "Enter"])
  }

  /// After the command has ended: its exit status and whether the tty modes are as saved.
  static func expectExitAndModes(_ tmux: TmuxSession, status: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
    // Typed too early, the line would be flushed with the clock's unread keys when it restores
    // the tty modes (TCSAFLUSH): wait for the shell's prompt on the main screen.
    let prompt = try tmux.waitFor { screen in
      (try? tmux.value("#{alternate_on}")) == "0" && screen.last { !$0.isEmpty } == "$"
    }
    #expect(prompt.met, "\(prompt.screen.joined(separator: "\n"))", sourceLocation: sourceLocation)
    try type(tmux, #"echo "EXIT=$?"; [ "$(stty -g)" = "$S" ] && echo TTY-RESTORED"#)
    let after = try tmux.waitFor { $0.contains("TTY-RESTORED") }
    #expect(after.met, "\(after.screen.joined(separator: "\n"))", sourceLocation: sourceLocation)
    #expect(after.screen.contains("EXIT=\(status)"), sourceLocation: sourceLocation)
  }

  @Test("Ctrl-Z and kill -TSTP give the terminal back; fg repaints cleanly", arguments: [
    ("--color never", "12", false),
    ("timer 5m --color never", "space pause/resume", true),
    ("stopwatch --color never", "space start/stop", false),
  ])
  func suspendsAndResumes(command: String, ready: String, bySignal: Bool) throws {
    try TmuxSession.run { tmux in try Self.suspendAndResume(tmux, command: command, ready: ready, bySignal: bySignal) }
  }

  /// The body of ``suspendsAndResumes(command:ready:bySignal:)`` (as a closure it crashed the compiler).
  static func suspendAndResume(_ tmux: TmuxSession, command: String, ready: String, bySignal: Bool) throws {
    try Self.startShell(tmux)
    try Self.launch(tmux, command, ready: ready)
    #expect(try tmux.value("#{alternate_on}") == "1")
    if bySignal {
      // The shell's child is aclock; SIGTSTP from outside takes the same way out as Ctrl-Z.
      let shell = try tmux.value("#{pane_pid}")
      let child = try AClockProcess.run(["-P", shell], executable: URL(fileURLWithPath: "/usr/bin/pgrep")).stdout
        .split(separator: "\n").first.map(String.init) ?? ""
      #expect(!child.isEmpty)
      _ = try AClockProcess.run(["-TSTP", child], executable: URL(fileURLWithPath: "/bin/kill"))
    } else {
      try tmux.tmux(["send-keys", "C-z"])
    }
    let stopped = try tmux.waitFor { $0.joined().contains("Stopped") }
    #expect(stopped.met, "\(stopped.screen.joined(separator: "\n"))")
    #expect(try tmux.value("#{alternate_on}") == "0")
    #expect(try tmux.value("#{cursor_flag}") == "1")
    try Self.type(tmux, "fg")
    let back = try tmux.waitFor { $0.joined().contains(ready) && !$0.joined().contains("Stopped") && !$0.joined().contains("$ fg") }
    #expect(back.met, "\(back.screen.joined(separator: "\n"))")
    #expect(try tmux.value("#{alternate_on}") == "1")
    try tmux.tmux(["send-keys", "q"])
    try Self.expectExitAndModes(tmux, status: 0)
  }

  @Test func theStopwatchPrintsItsLapsOnTheWayOut() throws {
    try TmuxSession.run { tmux in try Self.stopwatchLapsOnTheWayOut(tmux) }
  }

  /// The body of ``theStopwatchPrintsItsLapsOnTheWayOut()``: type-checked inside a closure, its expectations misbehaved.
  static func stopwatchLapsOnTheWayOut(_ tmux: TmuxSession) throws {
    try Self.startShell(tmux)
    try Self.launch(tmux, "stopwatch --color never", ready: "space start/stop")
    try tmux.tmux(["send-keys", "Space"])
    #expect(try tmux.waitFor { ($0.first { $0.contains("00:0") }.flatMap(DialsLiveEndToEndTests.hundredths) ?? 0) >= 10 }.met)
    try tmux.tmux(["send-keys", "l"])
    #expect(try tmux.waitFor { DialsLiveEndToEndTests.laps($0).count == 1 }.met)
    try tmux.tmux(["send-keys", "l"])
    #expect(try tmux.waitFor { DialsLiveEndToEndTests.laps($0).count == 2 }.met)
    try tmux.tmux(["send-keys", "q"])
    let printed = try tmux.waitFor { $0.contains { $0.hasPrefix("stopwatch ") } && $0.contains { $0.hasPrefix("   2 ") } }
    #expect(printed.met, "\(printed.screen.joined(separator: "\n"))")
    // The elapsed time, the header and both laps, oldest first, in the lap panel's columns.
    let lines = printed.screen.drop { !$0.hasPrefix("stopwatch ") }.prefix(4).map { $0 }
    #expect(lines.count == 4)
    #expect(lines.dropFirst().first == " Lap         Time        Split")
    #expect(lines.dropFirst(2).first?.hasPrefix("   1     00:") == true)
    #expect(lines.dropFirst(3).first?.hasPrefix("   2     00:") == true)
    try Self.expectExitAndModes(tmux, status: 0)
  }

  @Test func timersQuitEarlyPrintWhatIsLeft() throws {
    try TmuxSession.run { tmux in try Self.timersQuitEarly(tmux) }
  }

  /// The body of ``timersQuitEarlyPrintWhatIsLeft()``: type-checked inside a closure, its expectations misbehaved.
  static func timersQuitEarly(_ tmux: TmuxSession) throws {
    try Self.startShell(tmux)
    try Self.launch(tmux, "timer 1h 1s --label Long --label Short --hold --color never", ready: "Short  done")
    try tmux.tmux(["send-keys", "C-c"])
    let printed = try tmux.waitFor { $0.contains("Short 0:01 done") }
    #expect(printed.met, "\(printed.screen.joined(separator: "\n"))")
    #expect(printed.screen.contains("Long 1:00:00 left of 1:00:00") || printed.screen.contains("Long 59:59 left of 1:00:00"))
    try Self.expectExitAndModes(tmux, status: 130)
  }
}

/// Timers in a script: stdout not a terminal, so the command waits instead of drawing.
@Suite("Timers in scripts, end to end")
struct TimerScriptEndToEndTests {
  /// The lines in the order the timers finish (the instants are checked on a simulated wall
  /// clock in LiveLinesTests).
  @Test func waitsForEveryTimerAndPrintsEachAsItFinishes() throws {
    let result = try AClockProcess.run(["timer", "600ms", "300ms", "--label", "Tea"])
    #expect(result.status == 0 && result.stderr.isEmpty)
    #expect(result.stdout == "timer 0:01 done\nTea 0:01 done\n")
  }

  @Test func aSignalPrintsTheStateOfEveryTimerNotYetDone() throws {
    // The short timer's line says the handlers are in place; then SIGTERM.
    let (process, out) = try AClockProcess.start(["timer", "1h", "10ms", "--label", "Long", "--label", "Short"])
    var received = AClockProcess.firstLine(of: out)
    kill(process.processIdentifier, SIGTERM)
    received.append(out.fileHandleForReading.readDataToEndOfFile())
    process.waitUntilExit()
    #expect(process.terminationStatus == 143)
    #expect(String(decoding: received, as: UTF8.self) == "Short 0:01 done\nLong 1:00:00 left of 1:00:00\n")
  }

  @Test func onceAndAtStillPrintOneFrame() throws {
    let once = try AClockProcess.run(["timer", "1h", "--once"])
    #expect(once.status == 0 && once.stdout.contains("01:00:00"))
    let at = try AClockProcess.run(["timer", "1h", "--start", "@0", "--at", "@1", "--tz", "UTC"])
    #expect(at.status == 0 && at.stdout.contains("00:59:59"))
  }
}
