import ClockTestSupport
import Foundation
import Testing

/// `--exec` live in a real terminal (tmux), with only countdowns to a time: space is refused on
/// the key line, the first finishes at its instant anyway, its command's status replaces the
/// note, and its child is reaped (no zombie) while the display goes on.
@Suite("Timer actions, live in tmux", .serialized, .enabled(if: TmuxSession.isInstalled), .tags(.integration, .tmux))
struct TimerActionsLiveEndToEndTests {
  @Test func anchoredTimersRefuseThePauseFinishOnTimeAndReportTheirCommand() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-live-actions-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let marker = directory.appendingPathComponent("env.txt").path
    let now = Int(Date().timeIntervalSince1970)
    // Single-quoted for the pane's shell (the temporary path has no quote or space).
    let command = #"printf "%s %s" "$ACLOCK_TIMER_NAME" "$ACLOCK_TIMER_DURATION" > \#(marker); echo noise; exit 7"#
    let arguments = "timer soon=@\(now + 4) later=@\(now + 3600) --hold --color never --exec '\(command)'"
    try TmuxSession.run { tmux in
      try tmux.start(LiveTerminalEndToEndTests.shellCommand(arguments), columns: 100, rows: 24)
      #expect(try tmux.waitFor { $0.joined().contains("space pause/resume") }.met)
      try tmux.tmux(["send-keys", "Space"])
      let refused = try tmux.waitFor { $0.contains { $0.contains("cannot pause a countdown to a time") } }
      #expect(refused.met, "\(refused.screen.joined(separator: "\n"))")
      let reported = try tmux.waitFor(seconds: 15) { $0.contains { $0.contains("--exec for soon: exit 7") } }
      #expect(reported.met, "\(reported.screen.joined(separator: "\n"))")
      #expect(reported.screen.joined().contains("soon  done"))
      // The command's output went nowhere: the screen shows no "noise".
      #expect(!reported.screen.joined().contains("noise"))
      let written = try String(contentsOfFile: marker, encoding: .utf8)
      #expect(written.hasPrefix("soon "), "\(written)")
      // aclock (the pane shell's child) has no child left, zombie or not.
      let shell = try tmux.value("#{pane_pid}")
      let aclock = try AClockProcess.run(["-P", shell], executable: URL(fileURLWithPath: "/usr/bin/pgrep")).stdout
        .split(separator: "\n").first.map(String.init) ?? ""
      #expect(!aclock.isEmpty)
      let children = try AClockProcess.run(["-P", aclock], executable: URL(fileURLWithPath: "/usr/bin/pgrep"))
      #expect(children.stdout.isEmpty, "children of aclock: \(children.stdout)")
      try tmux.tmux(["send-keys", "q"])
      let after = try tmux.waitFor { $0.contains("TTY-RESTORED") }
      #expect(after.screen.contains("EXIT=0"), "\(after.screen.joined(separator: "\n"))")
    }
  }
}
