import ClockTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("aclock frames --instants, end to end")
struct InstantsFramesEndToEndTests {
  /// One photo time as `scripts/instants-expectations` computes it with Python's zoneinfo.
  struct Expected: Decodable {
    let text, name, instant: String
    let hour, minute, second: Double
  }

  /// 500 irregular photo times around both of Berlin's 2024 DST changes (a third inside the
  /// repeated hour or the gap, every 25th as ISO 8601 with the second pass's offset), with the
  /// instant and hands zoneinfo gives each.
  static func berlinPhotos() throws -> [Expected] {
    let data = try ExpectationScript.output("instants-expectations", ["Europe/Berlin", "500", "32"])
    return try JSONDecoder().decode([Expected].self, from: data)
  }

  /// The instants file of `photos` as exiftool -T writes it, with a comment first and a blank
  /// line after every hundredth line (skipped, but counted in line numbers).
  static func instantsFile(_ photos: [Expected]) -> (text: String, lineNumbers: [Int]) {
    var text = "# exiftool -T -d '%Y:%m:%d %H:%M:%S' -DateTimeOriginal -FileName .\n"
    var line = 1, numbers: [Int] = []
    for (index, photo) in photos.enumerated() {
      line += 1
      numbers.append(line)
      text += photo.text + "\t" + photo.name + "\n"
      if index % 100 == 99 {
        text += "\n"
        line += 1
      }
    }
    return (text, numbers)
  }

  static let common = ["--tz", "Europe/Berlin", "--size", "64"]

  @Test func fiveHundredPhotoTimesThroughDSTChangesGiveFramesWithZoneinfoHands() throws {
    let photos = try Self.berlinPhotos()
    #expect(photos.count == 500)
    let (text, lineNumbers) = Self.instantsFile(photos)
    try PictureEndToEndTests.withDirectory { directory in
      let file = directory.appendingPathComponent("times.txt")
      try Data(text.utf8).write(to: file)
      let out = directory.appendingPathComponent("clock")
      let result = try FramesEndToEndTests.run(
        ["--instants", file.path, "--name", "{stem}-clock.png"] + Self.common, out: out)
      #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
      let names = photos.map { $0.name.replacingOccurrences(of: ".JPG", with: "-clock.png") }
      #expect(PictureEndToEndTests.contents(of: out) == ([".aclock-frames"] + names + ["timeline.json"]).sorted())
      try FramesEndToEndTests.expectValidPNGs(in: out, names: Array(names.prefix(3)))

      let timeline = try FramesEndToEndTests.timeline(in: out)
      #expect(timeline["count"] as? Int == 500)
      #expect(timeline["instants"] as? String == file.path)
      #expect(timeline["from"] == nil && timeline["every"] == nil)
      let frames = try FramesEndToEndTests.frames(in: out)
      try #require(frames.count == 500)
      for (index, (frame, photo)) in zip(frames, photos).enumerated() {
        #expect(frame["index"] as? Int == index)
        #expect(frame["line"] as? Int == lineNumbers[index])
        #expect(frame["name"] as? String == photo.name)
        #expect(frame["file"] as? String == names[index])
        #expect(frame["instant"] as? String == photo.instant, "\(photo.text)")
        let clock = try #require((frame["clocks"] as? [[String: Any]])?.first)
        for (hand, expected) in [("hour", photo.hour), ("minute", photo.minute), ("second", photo.second)] {
          let angle = try #require(clock[hand] as? Double)
          #expect(abs(angle - expected) < 1e-6, "\(hand) of \(photo.text): \(angle), zoneinfo \(expected)")
        }
      }
    }
  }

  @Test func anInterruptedRunResumesToTheWholeSetAndAnotherFileRedraws() throws {
    let photos = try Self.berlinPhotos()
    try PictureEndToEndTests.withDirectory { directory in
      let file = directory.appendingPathComponent("times.txt")
      try Data(Self.instantsFile(photos).text.utf8).write(to: file)
      let out = directory.appendingPathComponent("clock")
      let arguments = ["frames", "--out", out.path, "--instants", file.path, "--jobs", "1"] + Self.common
      let interrupted = try AClockProcess.runUntilFirstRename(arguments, in: out, thenSend: SIGINT)
      #expect(interrupted.exited && interrupted.status == 130)
      let left = PictureEndToEndTests.contents(of: out).filter { $0 != ".aclock-frames" }
      #expect(!left.isEmpty && left.count < 500, "\(left.count) files")
      #expect(left.allSatisfy { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }, "no temporary files, no index")

      let resumed = try AClockProcess.run(arguments + ["--resume"])
      #expect(resumed.status == 0 && resumed.stderr.isEmpty, "\(resumed.stderr)")
      let frames = try FramesEndToEndTests.frames(in: out)
      #expect(frames.map { $0["file"] as? String } == (0..<500).map { String(format: "frame-%06d.png", $0) })
      #expect(frames.map { $0["instant"] as? String } == photos.map(\.instant))

      // Another file (one photo's time changed) is another run: every frame is drawn again.
      var changed = photos
      changed[0] = Expected(text: "2024:06:15 12:00:00", name: photos[0].name, instant: "2024-06-15T10:00:00.000+00:00", hour: 0, minute: 0, second: 0)
      try Data(Self.instantsFile(changed).text.utf8).write(to: file)
      let other = try AClockProcess.run(arguments + ["--resume"])
      #expect(other.status == 0 && other.stderr.contains("were drawn with other options"), "\(other.stderr)")
      #expect(try FramesEndToEndTests.frames(in: out).first?["instant"] as? String == "2024-06-15T10:00:00.000+00:00")
    }
  }

  /// Runs `aclock frames --instants - …` with `input` on standard input.
  static func runReadingStandardInput(_ input: String, _ arguments: [String], out: URL) throws -> AClockProcess.Result {
    let process = Process()
    process.executableURL = AClockProcess.binary
    process.arguments = ["frames", "--out", out.path, "--instants", "-"] + arguments
    let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return AClockProcess.Result(
      status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self), stderr: String(decoding: errors, as: UTF8.self))
  }

  @Test func standardInputIsReadAndLocalTimesResolveAsAtDoes() throws {
    try PictureEndToEndTests.withDirectory { directory in
      // CRLF lines, an unsorted repeat; 02:30 is in Berlin's repeated hour, 2024-03-31 02:30 in its gap.
      let input = "2024:10:27 02:30:00\r\n2024:03:31 02:30:00\r\n2024:10:27 02:30:00\r\n"
      let result = try Self.runReadingStandardInput(input, ["--tz", "Europe/Berlin", "--format", "txt"], out: directory)
      #expect(result.status == 0, "\(result.stderr)")
      let frames = try FramesEndToEndTests.frames(in: directory)
      #expect(frames.map { $0["line"] as? Int } == [1, 2, 3])
      #expect(frames.map { $0["instant"] as? String } == [
        "2024-10-27T00:30:00.000+00:00", "2024-03-31T01:30:00.000+00:00", "2024-10-27T00:30:00.000+00:00",
      ])
      // The same frame --at draws for the same instant.
      let at = try AClockProcess.run(["--at", "2024-03-31T01:30:00Z", "--tz", "Europe/Berlin"])
      #expect(try String(contentsOf: directory.appendingPathComponent("frame-000001.txt"), encoding: .utf8) == at.stdout)
    }
  }

  @Test("refusals: one line naming the line, exit 64, nothing written", arguments: [
    ("2024:01:01 10:00:00\n", ["--from", "@0"], "leave out --from"),
    ("2024:01:01 10:00:00\n", ["--every", "1s"], "leave out --from, --to, --every"),
    ("# photos\n2024:01:01 10:00:00\n2024:13:01 10:00:00\n", [],
     "line 3: '2024:13:01 10:00:00' is not an instant: use ISO 8601 with Z or an offset"),
    ("2024:01:01 10:00:00\n2024:01:01 10:00:01\n", ["--name", "{stem}.png"], "line 1 has no second column"),
    ("2024:01:01 10:00:00\ta.jpg\n2024:01:01 10:00:00\tb.jpg\n", ["--name", "{hhmmss}.png"], "lines 1 and 2 the same name '100000.png'"),
    ("2024:01:01 10:00:00\tsub/a.jpg\n", ["--name", "{stem}.png"], "line 1 the name 'sub/a.png', which holds '/'"),
    ("\n2024:01:01 10:00:00\ta\u{1B}[2J.jpg\n", ["--name", "{stem}.png"], "line 2: the name 'a\\e[2J.jpg' holds the control character U+001B"),
    ("2024:01:01 10:00:00\ta.jpg\n", ["--name", "{stem}.svg"], "must end in .png"),
    ("2024:01:01 10:00:00\ta.jpg\n", ["--name", "{stem"], "a '{' is not closed"),
    ("# only a comment\n\n", [], "lists no instants"),
    ("2024:01:01 10:00:00\n2024:01:01 10:00:01\n2024:01:01 10:00:02\n", ["--max-frames", "2"], "lists 3 instants, more than 2"),
  ] as [(String, [String], String)])
  func refusals(input: String, arguments: [String], mention: String) throws {
    try PictureEndToEndTests.withDirectory { directory in
      let out = directory.appendingPathComponent("frames")
      let result = try Self.runReadingStandardInput(input, arguments + ["--tz", "UTC"], out: out)
      result.expectUsageError(mentioning: mention)
      #expect(!result.stderr.contains("\u{1B}"))
      #expect(!FileManager.default.fileExists(atPath: out.path))
    }
  }

  @Test func aMissingFileOrADirectoryIsExit64AsAStyleFileIs() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let out = directory.appendingPathComponent("frames")
      let missing = try FramesEndToEndTests.run(["--instants", directory.appendingPathComponent("nope.txt").path], out: out)
      missing.expectUsageError(mentioning: "cannot read --instants", "nope.txt': no such file")
      let folder = try FramesEndToEndTests.run(["--instants", directory.path], out: out)
      folder.expectUsageError(mentioning: "it is a directory")
      let named = try FramesEndToEndTests.run(["--from", "@0", "--to", "@2", "--every", "1s", "--name", "{index}.png"], out: out)
      named.expectUsageError(mentioning: "--name TEMPLATE names the frames of --instants FILE")
      #expect(!FileManager.default.fileExists(atPath: out.path))
    }
  }
}
