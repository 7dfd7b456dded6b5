import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `--exec` and `--notify` in a script (stdout a pipe): real children, their environment and
/// exit statuses, a display that goes on while a child runs, and notify-send stubbed on PATH.
/// Nothing sleeps: the tests block on pipes and FIFOs the children open.
@Suite("Timer actions in scripts, end to end")
struct TimerActionsEndToEndTests {
  /// A fresh directory, removed by the caller.
  static func directory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-actions-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  /// Starts aclock in `directory` with stdout and stderr on pipes.
  static func start(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> (Process, Pipe, Pipe) {
    let process = Process()
    process.executableURL = AClockProcess.binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    return (process, out, err)
  }

  /// What `pipe` gives until it holds `count` lines (or ends).
  static func lines(_ count: Int, of pipe: Pipe) -> String {
    var received = Data()
    while received.filter({ $0 == UInt8(ascii: "\n") }).count < count {
      let chunk = pipe.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      received.append(chunk)
    }
    return String(decoding: received, as: UTF8.self)
  }

  @Test func execRunsEachFinishWithItsNameAndDurationWithoutHoldingTheOthersAndReportsItsStatus() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(mkfifo(directory.appendingPathComponent("gate").path, 0o600) == 0)
    // a's command blocks on the gate until the test opens it; b's runs straight through.
    let command = #"[ "$ACLOCK_TIMER_NAME" = a ] && read x < gate; printf '%s %s\n' "$ACLOCK_TIMER_NAME" "$ACLOCK_TIMER_DURATION" >> env.txt; echo "to stderr"; exit 3"#
    let (process, out, err) = try Self.start(["timer", "a=50ms", "b=300ms", "--exec", command], in: directory)
    // Both lines arrive while a's command still waits: the timers go on without it.
    #expect(Self.lines(2, of: out) == "a 0:01 done\nb 0:01 done\n")
    let gate = open(directory.appendingPathComponent("gate").path, O_WRONLY)
    #expect(gate >= 0)
    _ = write(gate, "go\n", 3)
    close(gate)
    let rest = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(rest.isEmpty)
    // The children's output goes to stderr, never into the lines on stdout; each status once.
    let reports = stderr.split(separator: "\n").filter { $0.hasPrefix("aclock: ") }.sorted()
    #expect(reports == ["aclock: --exec for a: exit 3", "aclock: --exec for b: exit 3"], "\(stderr)")
    #expect(stderr.components(separatedBy: "to stderr").count == 3)
    let environment = try String(contentsOf: directory.appendingPathComponent("env.txt"), encoding: .utf8)
    #expect(environment.split(separator: "\n").sorted() == ["a 0.05", "b 0.3"])
  }

  @Test func unnamedTimersAreCalledByTheirLabelOrTimer() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try AClockProcess.run(
      ["timer", "20ms", "1.5", "--label", "Tea", "--exec", #"printf '%s=%s\n' "$ACLOCK_TIMER_NAME" "$ACLOCK_TIMER_DURATION" >> env.txt"#],
      in: directory)
    #expect(result.status == 0)
    #expect(result.stdout == "Tea 0:01 done\ntimer 0:02 done\n")
    #expect(result.stderr == "aclock: --exec for Tea: exit 0\naclock: --exec for timer: exit 0\n")
    #expect(try String(contentsOf: directory.appendingPathComponent("env.txt"), encoding: .utf8) == "Tea=0.02\ntimer=1.5\n")
  }

  @Test func notifySendsEachFinishThroughNotifySendOnPath() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let bin = directory.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let stub = bin.appendingPathComponent("notify-send")
    try "#!/bin/sh\nfor a in \"$@\"; do printf '[%s]' \"$a\"; done >> \"$NOTIFY_LOG\"; echo >> \"$NOTIFY_LOG\"\n".write(to: stub, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stub.path)
    let log = directory.appendingPathComponent("notify.log").path
    let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    let result = try AClockProcess.run(
      ["timer", "tea=10ms", "eggs=40ms", "--notify"], environment: ["PATH": path, "NOTIFY_LOG": log], in: directory)
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    #expect(result.stdout == "tea 0:01 done\neggs 0:01 done\n")
    let calls = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").sorted()
    #expect(calls == ["[--app-name=aclock][--][eggs 0:01 done]", "[--app-name=aclock][--][tea 0:01 done]"])
  }

  @Test func withoutNotifySendOneNoteAndTheTimersRunOn() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try AClockProcess.run(["timer", "a=10ms", "b=20ms", "--notify"], environment: ["PATH": directory.path], in: directory)
    #expect(result.status == 0)
    #expect(result.stdout == "a 0:01 done\nb 0:01 done\n")
    #expect(result.stderr == "aclock: --notify: notify-send is not on PATH (Debian: apt install libnotify-bin); timers finish without desktop notifications\n")
  }

  /// Runs `timer a=10ms b=1h --exec command` until the command has written pids to the FIFO
  /// `pid`, checks those processes run, sends aclock `signal`; returns the pids and what aclock
  /// printed after the signal, once it has ended (143 after SIGTERM, killed by SIGKILL).
  static func signalledWhileRunning(_ command: String, signal: Int32 = SIGTERM) throws -> (pids: [pid_t], rest: String) {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.appendingPathComponent("pid").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let (process, out, _) = try Self.start(["timer", "a=10ms", "b=1h", "--exec", command], in: directory)
    #expect(Self.lines(1, of: out) == "a 0:01 done\n")
    let reader = try FileHandle(forReadingFrom: URL(fileURLWithPath: fifo))
    let written = String(decoding: reader.readDataToEndOfFile(), as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { pid_t($0) }
    try reader.close()
    try #require(!written.isEmpty)
    #expect(written.allSatisfy(ChildProcess.isRunning))
    kill(process.processIdentifier, signal)
    let rest = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    if signal == SIGKILL {
      #expect(process.terminationReason == .uncaughtSignal)
    } else {
      #expect(process.terminationStatus == 143)
    }
    return (written, rest)
  }

  /// Whether each of `pids` has ended within `seconds`; any left is killed, so no test leaves
  /// it behind.
  static func ended(_ pids: [pid_t], within seconds: Double) -> Bool {
    let left = ChildProcess.waitForExit(pids, seconds: seconds)
    for pid in left { kill(pid, SIGKILL) }
    return left.isEmpty
  }

  @Test func aSignalEndsTheChildrenTooAndKeepsItsExitStatus() throws {
    // The child hands its pid over the FIFO, then waits for ever as that same process.
    let (pids, rest) = try Self.signalledWhileRunning("echo $$ > pid; exec sleep 1000")
    #expect(rest == "b 1:00:00 left of 1:00:00\n")
    #expect(Self.ended(pids, within: 10))
  }

  @Test func aSignalEndsWhatTheChildsShellStartedToo() throws {
    // The shell starts a grandchild, hands its pid over, and waits for it. Signalling the shell
    // alone left the sleep running, re-parented to init.
    let (pids, _) = try Self.signalledWhileRunning("sleep 1000 & echo $! > pid; wait")
    #expect(Self.ended(pids, within: 10))
  }

  @Test func childrenThatIgnoreSIGTERMAreKilledAfterTheGracePeriod() throws {
    // The shell and its sleep both ignore SIGTERM (an ignored signal stays ignored across
    // exec). Before, one SIGTERM was all they got, and both ran on after aclock had gone.
    let started = ContinuousClock.now
    let (pids, _) = try Self.signalledWhileRunning(#"trap "" TERM; sleep 1000 & echo "$$ $!" > pid; wait"#)
    let took = ContinuousClock.now - started
    #expect(pids.count == 2)
    // Dead by the time aclock has exited (SIGKILL to their group after the grace period):
    // the wait is for the kernel to finish with them, never for the grace period.
    #expect(Self.ended(pids, within: 10))
    #expect(took >= .milliseconds(1900), "aclock exited after \(took), before the grace period had passed")
  }

  @Test func aChildDiesWithAclockEvenWhenAclockIsKilled() throws {
    // SIGKILL leaves aclock no clean-up; the kernel sends the child SIGKILL (PR_SET_PDEATHSIG).
    // Before, the child ran on, re-parented to init.
    let (pids, _) = try Self.signalledWhileRunning("echo $$ > pid; exec sleep 1000", signal: SIGKILL)
    #expect(Self.ended(pids, within: 10))
  }

  @Test func theChildsEnvironmentIsAclocksAsBytes() throws {
    let directory = try Self.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A value and a name that are not UTF-8: before, the value reached the child as U+FFFD
    // (ef bf bd) and the variable with the name was dropped.
    // The name as the shell got it (/proc/$$/environ): the shell passes on only variables whose
    // names it can hold.
    let command = #"printenv ACLOCK_BYTES | od -An -tx1 > value.txt; tr '\0' '\n' < /proc/$$/environ | grep -a ACLOCKNAME | od -An -tx1 > name.txt; "#
      + "env | grep ^ACLOCK_TIMER_NAME= > timer.txt"
    let result = try AClockProcess.run(
      ["-c", #"exec env $'ACLOCK_BYTES=\xff\xfe' $'\xffACLOCKNAME=v\x80' ACLOCK_TIMER_NAME=outer "$0" timer inner=10ms --exec "$1""#,
       AClockProcess.binary.path, command],
      executable: URL(fileURLWithPath: "/bin/bash"), in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    func hex(_ file: String) throws -> String {
      try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    #expect(try hex("value.txt") == "ff fe 0a")
    // ÿ A C L O C K N A M E = v 0x80, newline.
    #expect(try hex("name.txt") == "ff 41 43 4c 4f 43 4b 4e 41 4d 45 3d 76 80 0a")
    // aclock's own variable replaces the one it inherited.
    #expect(try String(contentsOf: directory.appendingPathComponent("timer.txt"), encoding: .utf8) == "ACLOCK_TIMER_NAME=inner\n")
  }

  @Test("refused: one exact line, exit 64", arguments: [
    (["timer", "tea="], "aclock: The value 'tea=' is invalid for '<timer>': nothing after '=': write NAME=DURATION (tea=4m), NAME=@INSTANT (train=@2024-06-15T17:05:00Z) or NAME=HH:MM (lunch=12:00)"),
    (["timer", "=4m"], "aclock: The value '=4m' is invalid for '<timer>': no name before '=': write NAME=DURATION (tea=4m), NAME=@INSTANT (train=@2024-06-15T17:05:00Z) or NAME=HH:MM (lunch=12:00)"),
    (["timer", "t\u{1B}[2J=4m"], "aclock: The value 't\\e[2J=4m' is invalid for '<timer>': the name holds the control character U+001B; a name is plain text"),
    (["timer", "tea=4:30"], "aclock: The value 'tea=4:30' is invalid for '<timer>': after NAME= a value with ':' is a time of day HH:MM or HH:MM:SS (17:00, 07:30:15); write a duration with units (4m30s)"),
    (["timer", "tea=4m", "tea=5m"], "aclock: two timers are named 'tea': give each timer a name of its own"),
    (["timer", "tea=4m", "5m", "--label", "Break"], "aclock: --label captions DURATIONs by position; with named timers ('tea=4m') name every timer in its argument (tea=4m), not with --label"),
    (["timer", "x=@2024-06-15T09:00:00Z", "--start", "2024-06-15T10:00:00Z", "--tz", "UTC"], "aclock: 'x=@2024-06-15T09:00:00Z' ends at 2024-06-15T09:00:00+00:00, not after the start 2024-06-15T10:00:00+00:00: give an instant still to come"),
    (["timer", "5m", "--exec", "true", "--once"], "aclock: --exec and --notify act when a timer finishes: leave them out with --once, --at, --png, --svg or --pdf"),
    (["timer", "5m", "--exec", " "], "aclock: --exec ' ' has no command: give a shell command, e.g. --exec 'paplay bell.oga'"),
    (["timer", "--label", "a\u{10FFFF}", "5m", "--once"], "aclock: --label 'a\u{10FFFF}' holds the noncharacter U+10FFFF, which cannot be drawn"),
    (["timer", "a\u{FFFE}=5m", "--svg", "-"], "aclock: the name 'a\u{FFFE}' holds the noncharacter U+FFFE, which cannot be drawn"),
    (["timer", "東京=5m", "--once"], "aclock: the name '東京' holds the double-width character U+6771, which the text dial cannot place; draw it with --png, --svg or --pdf"),
  ] as [([String], String)])
  func refusals(arguments: [String], line: String) throws {
    let result = try AClockProcess.run(arguments)
    result.expectUsageError()
    #expect(result.stderr == line + "\n")
  }
}
