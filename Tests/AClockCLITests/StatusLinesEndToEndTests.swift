import ClockTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `--status` through a pipe, as a status bar reads it: the lines of the clock, timers and the
/// stopwatch, text and Waybar JSON, one per change and each written when due (a line arrives
/// while the command still runs, before the next is due), `--exec` beside them, and the
/// refusals. Lines of fixed content come from `--at` (one moment, or the clock's displayed
/// start with `--speed`); real-time runs assert the lines and their order, never latency.
@Suite("Status lines, end to end")
struct StatusLinesEndToEndTests {
  /// A running aclock with stdout on a pipe, read line by line as the lines arrive.
  final class LineReader {
    let process = Process()
    private let out = Pipe()
    let err = Pipe()
    private var buffer = Data()

    init(_ arguments: [String], in directory: URL? = nil) throws {
      process.executableURL = AClockProcess.binary
      process.arguments = arguments
      process.currentDirectoryURL = directory
      process.standardOutput = out
      process.standardError = err
      process.standardInput = FileHandle.nullDevice
      try process.run()
    }

    /// The next line (without its newline), or nil at the end of the output.
    func next() -> String? {
      while true {
        if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
          let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
          buffer = Data(buffer[(newline + 1)...])
          return line
        }
        let chunk = out.fileHandleForReading.availableData
        if chunk.isEmpty { return nil }
        buffer.append(chunk)
      }
    }

    /// Every line left, then waits for the exit; the exit status and stderr.
    func finish() -> (rest: [String], status: Int32, stderr: String) {
      var rest: [String] = []
      while let line = next() { rest.append(line) }
      let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return (rest, process.terminationStatus, stderr)
    }
  }

  /// The one JSON object of `line`, decoded.
  static func object(_ line: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
  }

  // MARK: the clock

  @Test func clockPrintsALineAtEachTickAsItBecomesDue() throws {
    // Displayed time from 09:15:30 at 60×: a displayed minute a real second.
    let reader = try LineReader([
      "--status", "text", "--tz", "UTC", "--at", "2024-06-15T09:15:30Z", "--speed", "60", "--every-minute", "--no-seconds",
      "--count", "3",
    ])
    #expect(reader.next() == "09:15")
    // Written when due, not at the exit: the command is still running, two lines to go.
    #expect(reader.process.isRunning)
    #expect(reader.next() == "09:16")
    let (rest, status, stderr) = reader.finish()
    #expect(rest == ["09:17"])
    #expect(status == 0)
    #expect(stderr.isEmpty)
  }

  @Test func theFirstLineIsTheSchedulesNewestTickNotTheStart() throws {
    // Started at 09:15:30 on a minute schedule: the tick on show is 09:15:00, as the terminal
    // clock would show it, then 09:16:00; never 09:15:30 followed by an earlier time.
    let result = try AClockProcess.run([
      "--status", "text", "--tz", "UTC", "--at", "2024-06-15T09:15:30Z", "--speed", "60", "--every-minute", "--count", "2",
    ])
    #expect(result.stdout == "09:15:00\n09:16:00\n")
    let every = try AClockProcess.run([
      "--status", "text", "--tz", "UTC", "--at", "2024-06-15T09:15:37Z", "--every", "10s", "--count", "1",
    ])
    #expect(every.stdout == "09:15:30\n")
  }

  @Test func clockJSONHasEveryFieldOfWaybarsCustomModule() throws {
    let result = try AClockProcess.run([
      "--status", "json", "--tz", "Asia/Kathmandu", "--at", "2024-06-15T09:15:30Z", "--count", "1",
      "--status-format", "{glyph} {time} {date} {zone} {{x}}",
    ])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    // 15:00:30 local: the three o'clock face; 54,030 s of 86,400 gone: 62 %.
    #expect(
      result.stdout
        == #"{"class":"clock","percentage":62,"text":"🕒 15:00:30 2024-06-15 +0545 {x}","tooltip":"2024-06-15 15:00:30 +0545"}"# + "\n")
    let object = try Self.object(String(result.stdout.dropLast()))
    #expect(object["text"] as? String == "🕒 15:00:30 2024-06-15 +0545 {x}")
    #expect(object["percentage"] as? Int == 62)
  }

  @Test func aWorldClockNamesEachZoneAndMinutesFollowNoSeconds() throws {
    let world = try AClockProcess.run(["--status", "text", "--tz", "UTC", "--tz", "Asia/Tokyo", "--at", "2024-06-15T09:15:30Z", "--count", "1"])
    #expect(world.stdout == "09:15:30 UTC  18:15:30 JST\n")
    let json = try AClockProcess.run(["--status", "json", "--tz", "UTC", "--tz", "Asia/Tokyo", "--at", "2024-06-15T23:59:59Z", "--count", "1"])
    let object = try Self.object(String(json.stdout.dropLast()))
    #expect(object["tooltip"] as? String == "2024-06-15 23:59:59 UTC\n2024-06-16 08:59:59 JST")
    #expect(object["percentage"] as? Int == 99)
  }

  @Test func zoneAbbreviationsFromAZoneFileAreEscaped() throws {
    // A TZif version 2 file of one type, UTC+1, whose abbreviation is ESC [31m X (RFC 8536
    // allows letters, digits, + and -; nothing stops a file from holding more). No transitions
    // and an empty footer: that type holds at every instant.
    let abbreviation = Array("\u{1B}[31mX".utf8) + [0]
    // The version 1 block and the version 2 block read alike without transitions.
    func block() -> [UInt8] {
      var header = Array("TZif2".utf8) + [UInt8](repeating: 0, count: 15)
      for count in [0, 0, 0, 0, 1, abbreviation.count] { header += [0, 0, 0, UInt8(count)] }
      // One type: +3600 s, not daylight-saving, its abbreviation at index 0.
      return header + [0, 0, 0x0E, 0x10, 0, 0] + abbreviation
    }
    let file = block() + block() + Array("\n\n".utf8)
    let directory = try TimerActionsEndToEndTests.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let zone = directory.appendingPathComponent("zone")
    try Data(file).write(to: zone)
    let instant = ["--at", "2024-06-15T09:15:30Z", "--count", "1"]
    // The world clock's default line, a template and the JSON tooltip: the escape, never the byte.
    let world = try AClockProcess.run(["--status", "text", "--tz", "local", "--tz", "UTC"] + instant, environment: ["TZ": zone.path])
    #expect(world.stdout == "10:15:30 \\e[31mX  09:15:30 UTC\n")
    let template = try AClockProcess.run(["--status", "text", "--status-format", "{zone}|{time}"] + instant, environment: ["TZ": ":" + zone.path])
    #expect(template.stdout == "\\e[31mX|10:15:30\n")
    let json = try AClockProcess.run(["--status", "json"] + instant, environment: ["TZ": zone.path])
    #expect(try Self.object(String(json.stdout.dropLast()))["tooltip"] as? String == "2024-06-15 10:15:30 \\e[31mX")
    for result in [world, template, json] {
      #expect(result.status == 0)
      #expect(result.stderr.isEmpty)
      #expect(!result.stdoutBytes.contains { $0 == 0x1B || ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F }, "\(result.stdout)")
    }
  }

  // MARK: --status alone, long lines

  @Test func statusAloneMeansTextAndTakesOnlyTextOrJSONAsItsValue() throws {
    let clock = try AClockProcess.run(["--status", "--tz", "UTC", "--at", "2024-06-15T09:15:30Z", "--count", "1"])
    #expect(clock.stdout == "09:15:30\n")
    let moment = ["--start", "2024-06-15T09:15:00Z", "--at", "2024-06-15T09:15:10Z"]
    // A timer's duration after --status stays a timer; --status last, or given as --status=text.
    for arguments in [["timer", "--status", "5m"], ["timer", "5m", "--status"], ["timer", "--status=text", "5m"]] {
      let timer = try AClockProcess.run(arguments + moment)
      #expect(timer.status == 0, "\(arguments): \(timer.stderr)")
      #expect(timer.stdout == "timer 4:50\n", "\(arguments)")
    }
    let json = try AClockProcess.run(["timer", "--status", "json", "5m"] + moment)
    #expect(try Self.object(String(json.stdout.dropLast()))["text"] as? String == "timer 4:50")
    let stopwatch = try AClockProcess.run(["stopwatch"] + moment + ["--status"])
    #expect(stopwatch.stdout == "0:10\n")
  }

  @Test func aLineLongerThanAPipeTakesAtOnceIsCutWithAMark() throws {
    // Two timers of a 3,000-byte template: 6,000 bytes of text, more than PIPE_BUF (4,096), so
    // the line could not reach a shared pipe in one piece.
    let template = String(repeating: "x", count: 3000) + "{left}"
    let moment = ["--start", "2024-06-15T09:15:00Z", "--at", "2024-06-15T09:15:10Z", "--status-format", template]
    let text = try AClockProcess.run(["timer", "a=5m", "b=5m", "--status", "text"] + moment)
    #expect(text.status == 0)
    #expect(text.stdoutBytes.count == 4096)
    #expect(text.stdout == String(repeating: "x", count: 3000) + "4:50  " + String(repeating: "x", count: 4096 - 3000 - 6 - 4) + "…\n")
    // JSON: still one object, the tooltip cut to its mark, then the text.
    let json = try AClockProcess.run(["timer", "a=5m", "b=5m", "--status", "json"] + moment)
    #expect(json.stdoutBytes.count <= 4096)
    #expect(json.stdoutBytes.count > 4000)
    let object = try Self.object(String(json.stdout.dropLast()))
    let cut = try #require(object["text"] as? String)
    #expect(cut.hasSuffix("x…") && cut.hasPrefix(String(repeating: "x", count: 3000) + "4:50  xxx"))
    // The tooltip goes first: all of it, as the text alone is too long.
    #expect(object["tooltip"] as? String == "…")
    // A short text beside a long tooltip (two 3,000-character names): the tooltip alone is cut.
    let names = ["a", "b"].map { String(repeating: $0, count: 3000) + "=5m" }
    let long = try AClockProcess.run(
      ["timer"] + names + ["--start", "2024-06-15T09:15:00Z", "--at", "2024-06-15T09:15:10Z", "--status", "json", "--status-format", "{left}"])
    #expect(long.stdoutBytes.count <= 4096 && long.stdoutBytes.count > 4000)
    let tooltip = try Self.object(String(long.stdout.dropLast()))
    #expect(tooltip["text"] as? String == "4:50  4:50")
    #expect((tooltip["tooltip"] as? String).map { $0.hasPrefix(String(repeating: "a", count: 3000) + " 4:50 left of 5:00\nbbb") && $0.hasSuffix("b…") } == true)
    // A line that fits is not touched.
    let short = try AClockProcess.run(["timer", "a=5m", "--status", "text"] + moment)
    #expect(short.stdout == String(repeating: "x", count: 3000) + "4:50\n")
  }

  // MARK: timers

  @Test func timersPrintALineAtEachOfTheirOwnSecondsThenEnd() throws {
    // a changes at +0.5 s and ends at +1.5 s; b changes at +1 s and ends at +2 s.
    let reader = try LineReader(["timer", "a=1.5s", "b=2s", "--status", "text"])
    #expect(reader.next() == "a 0:02  b 0:02")
    #expect(reader.process.isRunning)
    #expect(reader.next() == "a 0:01  b 0:02")
    let (rest, status, stderr) = reader.finish()
    #expect(rest == ["a 0:01  b 0:01", "a done  b 0:01", "a done  b done"])
    #expect(status == 0)
    #expect(stderr.isEmpty)
  }

  @Test func timerJSONEscapesNamesAndReportsTheSoonestTimersShare() throws {
    let timers = [#"say "hi"=4m"#, #"back\slash=5m"#, "café ☕=30s"]
    let running = try AClockProcess.run(
      ["timer"] + timers + ["--start", "2024-06-15T09:15:00Z", "--at", "2024-06-15T09:15:20.5Z", "--status", "json"])
    #expect(running.status == 0)
    // café ends soonest: 20.5 s of 30 gone.
    #expect(
      running.stdout
        == #"{"class":"running","percentage":68,"text":"say \"hi\" 3:40  back\\slash 4:40  café ☕ 0:10","tooltip":"say \"hi\" 3:40 left of 4:00\nback\\slash 4:40 left of 5:00\ncafé ☕ 0:10 left of 0:30"}"#
        + "\n")
    let object = try Self.object(String(running.stdout.dropLast()))
    #expect(object["text"] as? String == #"say "hi" 3:40  back\slash 4:40  café ☕ 0:10"#)
    #expect(object["class"] as? String == "running")

    let done = try AClockProcess.run(
      ["timer"] + timers + ["--start", "2024-06-15T09:15:00Z", "--at", "2024-06-15T09:20:00Z", "--status", "json"])
    let finished = try Self.object(String(done.stdout.dropLast()))
    #expect(finished["text"] as? String == #"say "hi" done  back\slash done  café ☕ done"#)
    #expect(finished["class"] as? String == "done")
    #expect(finished["percentage"] as? Int == 100)

    let elapsed = try AClockProcess.run(
      ["timer"] + timers + ["--start", "2024-06-15T09:15:00Z", "--at", "2024-06-15T09:15:20.5Z", "--status", "text",
        "--status-format", "{name}={elapsed}/{left}"])
    #expect(elapsed.stdout == #"say "hi"=0:20/3:40  back\slash=0:20/4:40  café ☕=0:20/0:10"# + "\n")
  }

  @Test func execRunsInStatusModeAndItsOutputAndReportsStayOffStdout() throws {
    let directory = try TimerActionsEndToEndTests.directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try AClockProcess.run(
      ["timer", "a=50ms", "b=300ms", "--status", "text", "--exec", #"echo "to stdout $ACLOCK_TIMER_NAME"; echo "$ACLOCK_TIMER_NAME" >> names.txt"#],
      in: directory)
    #expect(result.status == 0)
    #expect(result.stdout == "a 0:01  b 0:01\na done  b 0:01\na done  b done\n")
    let stderr = result.stderr.split(separator: "\n").sorted()
    #expect(stderr == ["aclock: --exec for a: exit 0", "aclock: --exec for b: exit 0", "to stdout a", "to stdout b"])
    #expect(try String(contentsOf: directory.appendingPathComponent("names.txt"), encoding: .utf8) == "a\nb\n")
  }

  @Test func holdKeepsTheDoneLineUntilASignal() throws {
    let reader = try LineReader(["timer", "a=100ms", "--status", "text", "--hold"])
    #expect(reader.next() == "a 0:01")
    #expect(reader.next() == "a done")
    // Without --hold the command ends here by itself (exit 0). Held, its main thread waits in
    // poll(2) for a signal or for its reader to go: seen in /proc, not by waiting.
    #if arch(x86_64)
    let syscall = "/proc/\(reader.process.processIdentifier)/task/\(reader.process.processIdentifier)/syscall"
    let deadline = ContinuousClock.now + .seconds(10)
    var waiting = false
    while !waiting && ContinuousClock.now < deadline {
      // poll(2) (7) or ppoll(2) (271) on stdout, descriptor 1, with no timeout.
      let call = (try? String(contentsOfFile: syscall, encoding: .utf8)) ?? ""
      waiting = call.hasPrefix("7 ") || call.hasPrefix("271 ")
    }
    #expect(waiting, "the main thread never waited on stdout")
    #endif
    #expect(reader.process.isRunning)
    kill(reader.process.processIdentifier, SIGTERM)
    let (rest, status, _) = reader.finish()
    #expect(rest.isEmpty)
    #expect(status == 143)
  }

  @Test func aHeldStreamEndsQuietlyWhenItsReaderGoes() throws {
    // As a restarted bar or `| head` leaves it: the read end closed after the done line.
    let out = try ChildProcess.pipe(), err = try ChildProcess.pipe()
    let pid = try ChildProcess.start(
      [AClockProcess.binary.path, "timer", "100ms", "--status", "json", "--hold"], standardOutput: out.write, standardError: err.write)
    close(out.write)
    close(err.write)
    defer { close(err.read) }
    let reader = FileHandle(fileDescriptor: out.read, closeOnDealloc: true)
    var received = Data()
    while !String(decoding: received, as: UTF8.self).contains(#""class":"done""#) {
      let chunk = reader.availableData
      if chunk.isEmpty { break }
      received.append(chunk)
    }
    #expect(String(decoding: received, as: UTF8.self).split(separator: "\n").count == 2)
    try reader.close()
    // Before, it waited in pause() for good: killed here after 10 s, and the test fails.
    let ending = ChildProcess.ending(of: pid, within: 10)
    #expect(ending?.status == 141 && ending?.bySignal == false, "\(String(describing: ending))")
    #expect(FileHandle(fileDescriptor: err.read).readDataToEndOfFile().isEmpty)
  }

  // MARK: the stopwatch

  @Test func stopwatchShowsWholeSecondsAtOneMomentAndLive() throws {
    let text = try AClockProcess.run(
      ["stopwatch", "--start", "2024-06-15T09:15:00Z", "--at", "2024-06-15T09:16:15.239Z", "--status", "text"])
    #expect(text.stdout == "1:15\n")
    let json = try AClockProcess.run(
      ["stopwatch", "--start", "2024-06-15T09:15:00Z", "--at", "2024-06-15T09:16:15.239Z", "--status", "json"])
    #expect(json.stdout == #"{"class":"running","percentage":25,"text":"1:15","tooltip":"stopwatch 1:15"}"# + "\n")
    // Live, started 62.5 s ago: whole seconds of its own, one after the other.
    let start = String(format: "@%.3f", Date().timeIntervalSince1970 - 62.5)
    let reader = try LineReader(["stopwatch", "--start", start, "--status", "text"])
    let first = try #require(reader.next())
    let second = try #require(reader.next())
    kill(reader.process.processIdentifier, SIGTERM)
    #expect(reader.finish().status == 143)
    func seconds(_ line: String) -> Int? {
      let parts = line.split(separator: ":").compactMap { Int($0) }
      return parts.count == 2 ? parts[0] * 60 + parts[1] : nil
    }
    let a = try #require(seconds(first)), b = try #require(seconds(second))
    #expect(a >= 62 && a < 70, "\(first)")
    #expect(b == a + 1, "\(first) then \(second)")
  }

  // MARK: refusals

  @Test("refused: one exact line, exit 64", arguments: [
    (["--status-format", "{time}"], "aclock: --status-format sets the text of --status: add --status (text) or --status json"),
    (["--status", "text", "--status-format", "{left}"],
     "aclock: The value '{left}' is invalid for '--status-format <template>': {left} is not available for the clock; use {time}, {date}, {zone}, {glyph}, and {{ or }} for a brace"),
    (["timer", "5m", "--status", "json", "--status-format", "{nmae} {left}"],
     "aclock: The value '{nmae} {left}' is invalid for '--status-format <template>': unknown placeholder '{nmae}'; use {name}, {left}, {elapsed}, and {{ or }} for a brace"),
    (["stopwatch", "--status", "text", "--status-format", "{elapsed"],
     "aclock: The value '{elapsed' is invalid for '--status-format <template>': the '{' at character 1 is not closed; use {elapsed}, and {{ or }} for a brace"),
    (["timer", "5m", "--status", "text", "--status-format", "a}b"],
     "aclock: The value 'a}b' is invalid for '--status-format <template>': the '}' at character 2 closes nothing; use {name}, {left}, {elapsed}, and {{ or }} for a brace"),
    (["--status", "text", "--status-format", "{time}\u{1B}[2J"],
     "aclock: The value '{time}\\e[2J' is invalid for '--status-format <template>': the template holds the control character U+001B; a status line is plain text"),
    (["--status", "text", "--status-format", "{t\u{1B}}"],
     "aclock: The value '{t\\e}' is invalid for '--status-format <template>': the template holds the control character U+001B; a status line is plain text"),
    (["--status=yaml"], "aclock: The value 'yaml' is invalid for '--status <text|json>'. Please provide one of 'text' and 'json'."),
    (["--status", "yaml"], "aclock: Unexpected argument 'yaml'; --status takes text or json, and alone means --status text"),
    (["timer", "--status", "yaml"],
     "aclock: The value 'yaml' is invalid for '<timer>': use a positive duration: seconds (90, 1.5), units largest first (500ms, 1.5s, 5m, 1h30m), or H:MM:SS / M:SS (01:30:00, 1:30); --status takes text or json, and alone means --status text"),
    (["--status", "text", "--png", "x.png"], "aclock: --status prints lines on standard output: leave out --png, --svg, --pdf, --bmp and --live"),
    (["stopwatch", "--status", "text", "--palette", "1bit"],
     "aclock: --palette, --dither, --invert and --max-bytes shape picture files: add --png FILE or --bmp FILE, or leave them out"),
    (["--status", "text", "--html", "x.html"], "aclock: --status prints lines on standard output: leave out --html"),
    (["--status", "text", "--sweep"],
     "aclock: --ascii, --blocks, --braille, --rows, --cols, --color, --cell-aspect, --once, --sweep and --fps draw in the terminal; leave them out with --status"),
    (["timer", "5m", "--status", "text", "--once"],
     "aclock: --ascii, --blocks, --braille, --rows, --cols, --color, --cell-aspect, --once, --sweep and --fps draw in the terminal; leave them out with --status"),
    (["stopwatch", "--status", "text", "--background", "navy"], "aclock: --background fills around a picture's face; leave it out with --status"),
    (["timer", "5m", "--status", "text", "--at", "09:00", "--exec", "true"],
     "aclock: --exec and --notify act when a timer finishes: leave them out with --once, --at, --png, --svg or --pdf"),
    (["timer", "t\u{1B}x=5m", "--status", "text"],
     "aclock: The value 't\\ex=5m' is invalid for '<timer>': the name holds the control character U+001B; a name is plain text"),
  ] as [([String], String)])
  func refusals(arguments: [String], line: String) throws {
    let result = try AClockProcess.run(arguments)
    result.expectUsageError()
    #expect(result.stderr == line + "\n")
  }
}

/// `--status` with stdout a terminal: the same plain lines, on the main screen (no alternate
/// screen, no cursor games), and the terminal's modes as they were.
@Suite("Status lines on a terminal", .serialized, .enabled(if: TmuxSession.isInstalled), .tags(.integration, .tmux))
struct StatusLinesOnATerminalTests {
  @Test func aTerminalGetsPlainLinesOnItsMainScreen() throws {
    let arguments = "--status text --tz UTC --at 2024-06-15T09:15:30Z --speed 60 --every-minute --no-seconds --count 3"
    try TmuxSession.run { tmux in
      try tmux.start(LiveTerminalEndToEndTests.shellCommand(arguments), columns: 40, rows: 10)
      let done = try tmux.waitFor { $0.contains("TTY-RESTORED") }
      #expect(done.met, "\(done.screen.joined(separator: "\n"))")
      #expect(
        LiveTerminalEndToEndTests.trimmed(done.screen) == ["MAIN-SCREEN", "09:15", "09:16", "09:17", "EXIT=0", "TTY-RESTORED"])
      #expect(try tmux.value("#{alternate_on}") == "0")
    }
  }
}
