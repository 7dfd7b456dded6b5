import Foundation
import Testing

/// What a user typed never reaches the terminal raw: errors show it escaped and cut, labels with
/// control characters are refused, and numbers have bounds that keep every command finite.
@Suite("Echoed input and bounds, end to end")
struct EchoedInputEndToEndTests {
  /// Whether `bytes` (all of stderr) hold a control byte other than the final newline: C0, DEL,
  /// or a C1 control in UTF-8 (C2 80…C2 9F) or as a raw byte.
  static func controlBytes(in bytes: Data) -> [UInt8] {
    var found: [UInt8] = []
    let body = Array(bytes.dropLast(bytes.last == 0x0A ? 1 : 0))
    for (index, byte) in body.enumerated() {
      if byte < 0x20 || byte == 0x7F { found.append(byte) }
      if byte == 0xC2, index + 1 < body.count, (0x80...0x9F).contains(body[index + 1]) { found.append(body[index + 1]) }
    }
    // A raw 0x80…0x9F that is not inside a valid UTF-8 sequence shows as U+FFFD once decoded.
    if String(validating: body, as: UTF8.self) == nil { found.append(0xFF) }
    return found
  }

  static let escape = "\u{1B}"

  @Test("every echoed value is escaped: one line, no control byte", arguments: [
    (["--tz", "\u{1B}[2J"], "'\\e[2J'"),
    (["--at", "\u{1B}]52;c;aGk=\u{07}"], "'\\e]52;c;aGk=\\u{7}'"),
    (["--bogus\u{1B}[31m"], "'--bogus\\e[31m'"),
    (["--tz=\u{9B}31m"], "'\\u{9B}31m'"),
    (["--png", "/nonexistent/a\u{1B}[2J\u{07}\nb.png"], "'/nonexistent/a\\e[2J\\u{7}\\nb.png'"),
    (["timer", "5m", "--label", "\u{1B}]0;title\u{07}", "--once"], "U+001B"),
    (["timer", "5m\u{1B}[2J"], "'5m\\e[2J'"),
    (["frames", "--from", "@0", "--to", "@1", "--every", "1s", "--out", "/dev/null/\u{1B}c"], "'/dev/null/\\ec'"),
    (["stopwatch", "--start", "\u{85}"], "'\\u{85}'"),
    // Bidirectional controls would reorder the message on screen.
    (["angles", "--at", "\u{202E}evil\u{202C}"], "'\\u{202E}evil\\u{202C}'"),
  ])
  func echoedValuesAreEscaped(arguments: [String], shown: String) throws {
    let result = try AClockProcess.run(arguments)
    #expect([64, 73].contains(result.status))
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("aclock: ") && result.stderr.filter(\.isNewline).count == 1, "\(result.stderr)")
    #expect(Self.controlBytes(in: result.stderrBytes).isEmpty, "\(Array(result.stderrBytes))")
    #expect(result.stderr.contains(shown), "\(result.stderr)")
  }

  @Test("a long value gives an error line under 300 bytes", arguments: [
    ["--at", String(repeating: "x", count: 100_000)],
    ["--at", String(repeating: "x", count: 1_000)],
    ["--tz", String(repeating: "\u{1B}", count: 1_000)],
    ["--" + String(repeating: "y", count: 1_000)],
    ["timer", String(repeating: "9", count: 999) + "x"],
    ["--png", "/nonexistent/" + String(repeating: "p", count: 987)],
    ["--png", "/nonexistent/" + String(repeating: "p", count: 100_000)],
    // Cut by bytes: 1,000 three-byte characters are not shown as 80 of them (240 bytes).
    ["--at", String(repeating: "時", count: 1_000)],
  ])
  func longValuesAreCut(arguments: [String]) throws {
    let result = try AClockProcess.run(arguments)
    #expect([64, 73].contains(result.status))
    #expect(result.stderrBytes.count < 300, "\(result.stderrBytes.count) bytes: \(result.stderr.prefix(400))")
    #expect(result.stderr.contains("… (1000 characters)") || result.stderr.contains("… (1002 characters)")
      || result.stderr.contains("… (100000 characters)") || result.stderr.contains("… (100013 characters)"), "\(result.stderr)")
  }

  @Test func anArgumentThatIsNotUTF8IsRefusedWithItsBytesShown() throws {
    // Foundation's Process takes Strings; a shell passes the bytes as they are.
    let result = try AClockProcess.run(
      ["-c", #"exec "$0" --tz "$(printf 'ab\377\033c')""#, AClockProcess.binary.path], executable: URL(fileURLWithPath: "/bin/sh"))
    result.expectUsageError(mentioning: #"'ab\xFF\ec'"#, "not valid UTF-8")
    #expect(Self.controlBytes(in: result.stderrBytes).isEmpty)
  }

  @Test func labelsTheTextDialCannotPlaceAreRefusedThere() throws {
    let wide = try AClockProcess.run(["timer", "5m", "--label", "東京", "--once"])
    wide.expectUsageError(mentioning: "'東京'", "U+6771", "--png")
    let combining = try AClockProcess.run(["timer", "5m", "--label", "e\u{301}", "--once"])
    combining.expectUsageError(mentioning: "U+0301")
    let plain = try AClockProcess.run(["timer", "5m", "--label", "Tée", "--once", "--at", "@0", "--start", "@0", "--tz", "UTC"])
    #expect(plain.status == 0 && plain.stdout.contains("Tée  00:05:00"))
    try PictureEndToEndTests.withDirectory { directory in
      let picture = try AClockProcess.run(["timer", "5m", "--label", "東京", "--svg", directory.appendingPathComponent("t.svg").path])
      #expect(picture.status == 0, "\(picture.stderr)")
      let control = try AClockProcess.run(["timer", "5m", "--label", "a\u{7}", "--svg", directory.appendingPathComponent("u.svg").path])
      control.expectUsageError(mentioning: "U+0007")
      #expect(PictureEndToEndTests.contents(of: directory) == ["t.svg"])
    }
  }

  @Test func speedHasABoundThatStillTicks() throws {
    let fastest = try AClockProcess.run(["ticks", "--speed", "1000000", "--count", "3", "--every", "1h", "--tz", "UTC"])
    #expect(fastest.status == 0 && fastest.stdout.split(separator: "\n").count == 3, "\(fastest.stderr)")
    for refused in ["1000001", "1e18", "inf", "nan", "0.00000099", "4.9e-324"] {
      try AClockProcess.run(["ticks", "--speed", refused, "--count", "3"]).expectUsageError(mentioning: "--speed", "from 0.000001 to 1000000")
      try AClockProcess.run(["--png", "x.png", "--live", "--speed", refused]).expectUsageError(mentioning: "--speed")
    }
  }

  @Test func jobsHaveABound() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let result = try AClockProcess.run([
        "frames", "--from", "@0", "--to", "@2", "--every", "1s", "--out", directory.path, "--jobs", "100000",
      ])
      result.expectUsageError(mentioning: "--jobs must be from 1 to", "100000")
      #expect(PictureEndToEndTests.contents(of: directory).isEmpty)
    }
  }

  @Test func resumeClearsTheTemporariesAKilledRunLeft() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let arguments = ["frames", "--from", "@0", "--to", "@3", "--every", "1s", "--tz", "UTC", "--format", "txt", "--out", directory.path]
      #expect(try AClockProcess.run(arguments).status == 0)
      // What SIGKILL can leave: a frame's and the index's temporary files. Beside them, files
      // that only look alike (another name, another length of suffix) must stay.
      let stale = [".frame-000001.txt.AbC123", ".timeline.json.zZ9999"]
      let others = [".frame-000001.txt.AbC12", ".notes.txt.abcdef", ".frame-1.txt.abcdef"]
      for name in stale + others {
        try Data("partial".utf8).write(to: directory.appendingPathComponent(name))
      }
      try FileManager.default.removeItem(at: directory.appendingPathComponent("frame-000002.txt"))
      let resumed = try AClockProcess.run(arguments + ["--resume"])
      #expect(resumed.status == 0, "\(resumed.stderr)")
      let expected = ([".aclock-frames", "frame-000000.txt", "frame-000001.txt", "frame-000002.txt", "timeline.json"] + others).sorted()
      #expect(PictureEndToEndTests.contents(of: directory) == expected)
    }
  }

  @Test func aLiveCommandThatCannotWatchSignalsDoesNotStart() throws {
    // With four descriptors (stdin, stdout, stderr and one), the relay's pipe cannot be made;
    // before, its handlers wrote to descriptor -1 and SIGINT/SIGTERM were swallowed for good.
    let result = try AClockProcess.run(
      ["-c", #"ulimit -n 4 && exec "$0" ticks --every 1h"#, AClockProcess.binary.path], executable: URL(fileURLWithPath: "/bin/sh"))
    #expect(result.status == 71)
    #expect(result.stderr == "aclock: cannot watch for SIGINT, SIGTERM and SIGHUP: no file descriptor left for their pipe (see ulimit -n)\n")
  }

  @Test func thousandsOfArgumentsAreRefusedBeforeParsing() throws {
    // ArgumentParser's time grows with the square of the count: 2,500 took 19 s.
    let result = try AClockProcess.run(["angles"] + Array(repeating: ["--tz", "UTC"], count: 300).flatMap { $0 })
    result.expectUsageError(mentioning: "601 arguments", "at most 512")
  }

  @Test func aPictureOptionGivenTwiceIsRefused() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let a = directory.appendingPathComponent("a.png").path, b = directory.appendingPathComponent("b.png").path
      try AClockProcess.run(["--png", a, "--png=" + b]).expectUsageError(mentioning: "--png given 2 times", "'\(a)'", "'\(b)'")
      #expect(PictureEndToEndTests.contents(of: directory).isEmpty)
    }
  }

  @Test func helpForNoCommandIsAnError() throws {
    try AClockProcess.run(["help", "nope"]).expectUsageError(mentioning: "no command 'nope'", "clock, stopwatch, timer")
  }

  @Test("a value that starts with '-' as an argument of its own: what it would give, and how to write it", arguments: [
    // Before: "Missing value for '--size <px>'" and nothing more (only --tz had a hint).
    (["--size", "-1"],
     "aclock: The value '-1' is invalid for '--size <size>': use a side (512) or WIDTHxHEIGHT (800x480), whole pixels from 16 to 8192 each; a value that starts with '-' looks like an option: write --size=-1"),
    (["--at", "-0001-01-01T00:00:00Z", "--once"],
     "aclock: The value '-0001-01-01T00:00:00Z' is invalid for '--at <instant>': use ISO 8601 with Z or an offset (2024-06-15T09:15:30Z), @UNIXSECONDS (@1718442930.5), or HH:MM[:SS] today in the zone (09:15); a value that starts with '-' looks like an option: write --at=-0001-01-01T00:00:00Z"),
    // A value that would be read: the missing value stands, and the hint.
    (["--tz", "-05:00", "--once"],
     "aclock: Missing value for '--tz <zone>'; a value that starts with '-' looks like an option: write --tz=-05:00 or --tz UTC-05:00"),
    (["ticks", "--every", "-5s"],
     "aclock: The value '-5s' is invalid for '--every <duration>': use a positive duration: seconds (90, 1.5), units largest first (500ms, 1.5s, 5m, 1h30m), or H:MM:SS / M:SS (01:30:00, 1:30); a value that starts with '-' looks like an option: write --every=-5s"),
  ] as [([String], String)])
  func dashedValue(arguments: [String], line: String) throws {
    let result = try AClockProcess.run(arguments)
    result.expectUsageError()
    #expect(result.stderr == line + "\n")
  }
}
