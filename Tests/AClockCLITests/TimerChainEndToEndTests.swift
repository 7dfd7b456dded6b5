import ClockTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `--chain` and `--repeat` on the built binary: in a script, in a status line, with `--exec`,
/// live in tmux, and the refusals; and how many timers run where nothing is drawn.
@Suite("Timers in a chain, and timer limits, end to end")
struct TimerChainEndToEndTests {
  @Test func aScriptFinishesTheTimersOneAfterTheOtherEachWithItsExec() throws {
    let directory = try TimerActionsEndToEndTests.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (process, out, err) = try TimerActionsEndToEndTests.start(
      ["timer", "a=1s", "b=1s", "--chain", "--exec", #"echo "$ACLOCK_TIMER_NAME $ACLOCK_TIMER_DURATION" >> names.txt"#], in: directory)
    // a's line comes while b still runs, then b's. The instants (a second, two) are checked on
    // a simulated wall clock in LiveLinesTests.
    #expect(TimerActionsEndToEndTests.lines(1, of: out) == "a 0:01 done\n")
    #expect(process.isRunning)
    let rest = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(rest == "b 0:01 done\n")
    #expect(process.terminationStatus == 0)
    #expect(stderr.split(separator: "\n").sorted() == ["aclock: --exec for a: exit 0", "aclock: --exec for b: exit 0"])
    #expect(try String(contentsOf: directory.appendingPathComponent("names.txt"), encoding: .utf8) == "a 1\nb 1\n")
  }

  @Test func aStatusLineShowsTheRunningTimerOfTheChain() throws {
    let result = try AClockProcess.run(["timer", "a=1s", "b=1s", "--chain", "--status", "text"])
    #expect(result.status == 0)
    #expect(result.stdout == "a 0:01\nb 0:01\nb done\n")
    // One moment: the second round's break, and what follows it.
    let json = try AClockProcess.run([
      "timer", "work=25m", "break=5m", "--chain", "--repeat", "4", "--start", "2024-06-15T09:10:00Z",
      "--at", "2024-06-15T10:07:00Z", "--status", "json",
    ])
    #expect(
      json.stdout
        == #"{"class":"running","percentage":40,"text":"break 3:00","tooltip":"break 3:00 left of 5:00\nnext: work 25:00"}"# + "\n")
  }

  @Test func oneMomentDrawsTheRunningTimerWithItsRoundAndTheNext() throws {
    let lines = try DialsEndToEndTests.lines([
      "timer", "work=25m", "break=5m", "--chain", "--repeat", "4", "--start", "2024-06-15T09:10:00Z",
      "--at", "2024-06-15T10:07:00Z", "--cols", "80", "--rows", "24",
    ])
    #expect(lines.contains { $0.contains("break 2/4  next: work  00:03:00") }, "\(lines.joined(separator: "\n"))")
    #expect(DialsLiveEndToEndTests.readouts(lines) == ["00:03:00"])
  }

  @Test("a hundred timers, each with --exec, run where nothing is drawn", arguments: [false, true])
  func aHundredTimersRunInAScriptAndInAStatusLine(status: Bool) throws {
    let directory = try TimerActionsEndToEndTests.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let names = (1...100).map { "t\($0)" }
    let result = try AClockProcess.run(
      ["timer"] + names.map { "\($0)=100ms" } + (status ? ["--status", "text"] : [])
        + ["--exec", #"echo "$ACLOCK_TIMER_NAME" >> names.txt"#],
      in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    if status {
      #expect(lines.last == names.map { "\($0) done" }.joined(separator: "  "))
    } else {
      #expect(lines == names.map { "\($0) 0:01 done" })
    }
    #expect(result.stderr.split(separator: "\n").count == 100)
    let ran = try String(contentsOf: directory.appendingPathComponent("names.txt"), encoding: .utf8)
    #expect(Set(ran.split(separator: "\n").map(String.init)) == Set(names))
  }

  @Test func whereTimersAreDrawnSideBySideTwentyFourFitAndAChainDrawsOne() throws {
    let timers = (1...25).map { "t\($0)=1m" }
    let drawn = try AClockProcess.run(["timer"] + timers + ["--once"])
    drawn.expectUsageError()
    #expect(
      drawn.stderr
        == "aclock: 25 timers: at most 24 fit a screen or a picture; with --status, in a script (stdout not a terminal) or in a --chain, up to 1000\n")
    let chained = try AClockProcess.run(["timer"] + timers + ["--chain", "--once", "--at", "2024-06-15T09:14:30Z", "--start", "2024-06-15T09:10:00Z"])
    #expect(chained.status == 0)
    #expect(chained.stdout.contains("t5  next: t6  00:00:30"), "\(chained.stdout)")
    // 1000 in all, a chain's rounds counted (the arguments alone stop at 512, RawArguments.most).
    let tooMany = try AClockProcess.run(["timer"] + (1...7).map { "t\($0)=1m" } + ["--chain", "--repeat", "143", "--status", "text"])
    tooMany.expectUsageError()
    #expect(tooMany.stderr == "aclock: 1001 timers (7 × --repeat 143): at most 1000 in all\n")
  }

  @Test("refused: one exact line, exit 64", arguments: [
    (["timer", "work=25m", "lunch=12:00", "--chain"],
     "aclock: --chain runs timers one after the other; 'lunch=12:00' ends at a time of its own, whatever runs before it: chain DURATIONs (work=25m break=5m)"),
    (["timer", "train=@2030-01-01T00:00:00Z", "--chain"],
     "aclock: --chain runs timers one after the other; 'train=@2030-01-01T00:00:00Z' ends at a time of its own, whatever runs before it: chain DURATIONs (work=25m break=5m)"),
    (["timer", "--ends", "2030-01-01T00:00:00Z", "--chain"],
     "aclock: --chain runs the timer arguments one after the other; --ends ends at an instant of its own: give DURATIONs (work=25m break=5m)"),
    (["timer", "work=25m", "break=5m", "--repeat", "4"],
     "aclock: --repeat 4 repeats a chain: add --chain (aclock timer work=25m break=5m --chain --repeat 4)"),
    (["timer", "work=25m", "--chain", "--repeat", "0"], "aclock: --repeat 0: give how many times the chain runs, from 1 to 1000"),
    (["timer", "work=25m", "--chain", "--repeat", "1001"], "aclock: --repeat 1001: give how many times the chain runs, from 1 to 1000"),
    (["timer", "work=25m", "break=5m", "--chain", "--repeat", "600"], "aclock: 1200 timers (2 × --repeat 600): at most 1000 in all"),
  ] as [([String], String)])
  func refusals(arguments: [String], line: String) throws {
    let result = try AClockProcess.run(arguments)
    result.expectUsageError()
    #expect(result.stderr == line + "\n")
  }
}

/// A chain live in a real terminal (tmux).
@Suite("Timers in a chain, live in tmux", .serialized, .enabled(if: TmuxSession.isInstalled), .tags(.integration, .tmux))
struct TimerChainLiveEndToEndTests {
  @Test func theDialGoesOnToTheNextTimerRingingAtEachFinishThenExits() throws {
    try TmuxSession.run { tmux in
      let bytes = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-chain-\(UUID().uuidString).out").path
      defer { try? FileManager.default.removeItem(atPath: bytes) }
      try tmux.start(
        LiveTerminalEndToEndTests.shellCommand("timer a=1s b=2s --chain --color never")
          .replacingOccurrences(of: "S=$(stty -g); ", with: "S=$(stty -g); read go; "), columns: 80, rows: 24)
      try tmux.tmux(["pipe-pane", "-o", "cat >> '\(bytes)'"])
      try tmux.tmux(["send-keys", "Enter"])
      var labels: [String] = []
      let watched = try tmux.waitFor(seconds: 15) { screen in
        if let label = screen.first(where: { $0.contains("00:00:0") || $0.trimmingCharacters(in: .whitespaces) == "b  done" })?
          .trimmingCharacters(in: .whitespaces), label != labels.last {
          labels.append(label)
        }
        return screen.contains { $0.hasPrefix("EXIT=") }
      }
      #expect(watched.met, "\(watched.screen.joined(separator: "\n"))")
      // One dial at a time: a with b announced, then b alone, down to its end.
      #expect(labels == ["a  next: b  00:00:01", "b  00:00:02", "b  00:00:01", "b  done"], "\(labels)")
      #expect(watched.screen.contains("EXIT=0"))
      #expect(watched.screen.contains("a 0:01 done") && watched.screen.contains("b 0:02 done"))
      #expect(try tmux.waitFor { $0.contains("TTY-RESTORED") }.met)
      // A bell at each finish.
      let written = try Data(contentsOf: URL(fileURLWithPath: bytes))
      #expect(written.filter { $0 == 0x07 }.count == 2)
    }
  }
}
