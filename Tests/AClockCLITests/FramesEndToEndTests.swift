import ClockRender
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("aclock frames, end to end")
struct FramesEndToEndTests {
  /// `timeline.json` of `directory`, parsed.
  static func timeline(in directory: URL) throws -> [String: Any] {
    let data = try Data(contentsOf: directory.appendingPathComponent("timeline.json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  static func frames(in directory: URL) throws -> [[String: Any]] {
    try #require(try timeline(in: directory)["frames"] as? [[String: Any]])
  }

  /// The `local` reading of each frame's first clock.
  static func localTimes(in directory: URL) throws -> [String] {
    try frames(in: directory).map { frame in
      let clocks = try #require(frame["clocks"] as? [[String: Any]])
      return try #require(clocks.first?["local"] as? String)
    }
  }

  static func run(_ arguments: [String], out directory: URL) throws -> AClockProcess.Result {
    try AClockProcess.run(["frames", "--out", directory.path] + arguments)
  }

  /// Every file decodes as a PNG (libpng checks each chunk's CRC and zlib's checksum).
  static func expectValidPNGs(in directory: URL, names: [String]) throws {
    for name in names {
      let image = try CairoSurface.image(png: Array(try Data(contentsOf: directory.appendingPathComponent(name))))
      #expect(image.width > 0, "\(name)")
    }
  }

  /// SVG writer options without SVG frames are a usage error (they exited 1, ArgumentParser's
  /// code for an error it does not know, before they were checked in `run`), and nothing is made.
  @Test("SVG options without SVG frames: exit 64", arguments: [["--svg-id", "x"], ["--svg-text", "outline"]])
  func svgOptionsWithoutSVGFramesAreRefused(options: [String]) throws {
    try PictureEndToEndTests.withDirectory { directory in
      let out = directory.appendingPathComponent("frames")
      let result = try Self.run(["--from", "@0", "--to", "@2", "--every", "1s", "--format", "png"] + options, out: out)
      result.expectUsageError(mentioning: "--svg-id", "--format svg")
      #expect(!FileManager.default.fileExists(atPath: out.path))
    }
  }

  @Test func textFramesAreWhatAPipeGetsForEachInstant() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let result = try Self.run([
        "--from", "2024-06-15T09:00:00Z", "--to", "2024-06-15T09:00:03Z", "--every", "1s", "--tz", "UTC", "--format", "txt",
      ], out: directory)
      #expect(result.status == 0, "\(result.stderr)")
      for second in 0..<3 {
        let frame = try String(contentsOf: directory.appendingPathComponent("frame-00000\(second).txt"), encoding: .utf8)
        let piped = try AClockProcess.run(["--at", "2024-06-15T09:00:0\(second)Z", "--tz", "UTC"])
        #expect(frame == piped.stdout)
        #expect(frame.split(separator: "\n", omittingEmptySubsequences: false).count == 25)
      }
    }
  }

  @Test func aMinuteAtOneSecondIsSixtyFramesAndAnIndex() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let result = try Self.run([
        "--from", "2024-06-15T09:00:00Z", "--to", "2024-06-15T09:01:00Z", "--every", "1s", "--tz", "UTC",
        "--format", "png", "--size", "64",
      ], out: directory)
      #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty, "\(result.stderr)")
      let names = (0..<60).map { "frame-0000\($0 < 10 ? "0" : "")\($0).png" }
      #expect(PictureEndToEndTests.contents(of: directory) == [".aclock-frames"] + names + ["timeline.json"])
      try Self.expectValidPNGs(in: directory, names: names)

      let timeline = try Self.timeline(in: directory)
      #expect(timeline["count"] as? Int == 60)
      #expect(timeline["every"] as? String == "1s")
      #expect(timeline["timeZones"] as? [String] == ["UTC"])
      let frames = try Self.frames(in: directory)
      #expect(frames.map { $0["file"] as? String } == names)
      #expect(frames.map { $0["index"] as? Int } == Array(0..<60))
      #expect(frames.first?["instant"] as? String == "2024-06-15T09:00:00.000+00:00")
      #expect(frames.last?["instant"] as? String == "2024-06-15T09:00:59.000+00:00")
      // 09:00:01: minute hand 0.1°, second hand 6°, hour hand 270 + 1/120°.
      let clock = try #require((frames[1]["clocks"] as? [[String: Any]])?.first)
      #expect(clock["minute"] as? Double == 0.1)
      #expect(clock["second"] as? Double == 6)
      #expect(clock["hour"] as? Double == 270 + 1.0 / 120)
    }
  }

  /// Renders `--every-minute` frames of [from, to) in `zone` as `format`; returns the local time
  /// each frame shows (from timeline.json) and the files written.
  static func everyMinute(from: String, to: String, zone: String, format: String = "svg") throws -> (local: [String], files: [String]) {
    var outcome: (local: [String], files: [String]) = ([], [])
    try PictureEndToEndTests.withDirectory { directory in
      let result = try run(
        ["--from", from, "--to", to, "--every-minute", "--tz", zone, "--format", format, "--size", "64"], out: directory)
      #expect(result.status == 0, "\(result.stderr)")
      outcome = (try localTimes(in: directory), PictureEndToEndTests.contents(of: directory))
    }
    return outcome
  }

  @Test func everyMinuteFollowsLocalMinutesThroughSpringForward() throws {
    // Berlin, 2024-03-31: 02:00 CET becomes 03:00 CEST. Five real minutes, five frames.
    let frames = try Self.everyMinute(from: "2024-03-31T01:58:00+01:00", to: "2024-03-31T03:03:00+02:00", zone: "Europe/Berlin")
    #expect(frames.local == [
      "2024-03-31T01:58:00.000+01:00", "2024-03-31T01:59:00.000+01:00", "2024-03-31T03:00:00.000+02:00",
      "2024-03-31T03:01:00.000+02:00", "2024-03-31T03:02:00.000+02:00",
    ])
    #expect(frames.files.filter { $0.hasSuffix(".svg") }.count == 5)
  }

  @Test func everyMinuteShowsTheRepeatedHourTwiceInFallBack() throws {
    // Berlin, 2024-10-27: 03:00 CEST becomes 02:00 CET; 02:58 and 02:59 happen twice.
    let frames = try Self.everyMinute(from: "2024-10-27T02:58:00+02:00", to: "2024-10-27T02:00:00+01:00", zone: "Europe/Berlin")
    #expect(frames.local == ["2024-10-27T02:58:00.000+02:00", "2024-10-27T02:59:00.000+02:00"])
  }

  @Test func everyMinuteFollowsLocalMinutesWhenTheOffsetHadSeconds() throws {
    // Monrovia kept -00:44:30 until 1972-01-07; local minutes started at :30 of UTC minutes,
    // then at :00. The local minute 00:00 never happened (23:59:59 → 00:44:30), so six UTC
    // minutes hold five local-minute starts.
    let frames = try Self.everyMinute(from: "1972-01-07T00:41:00Z", to: "1972-01-07T00:47:00Z", zone: "Africa/Monrovia", format: "pdf")
    #expect(frames.local == [
      "1972-01-06T23:57:00.000-00:44:30", "1972-01-06T23:58:00.000-00:44:30", "1972-01-06T23:59:00.000-00:44:30",
      "1972-01-07T00:45:00.000+00:00", "1972-01-07T00:46:00.000+00:00",
    ])
    #expect(frames.files == [".aclock-frames"] + (0..<5).map { "frame-00000\($0).pdf" } + ["timeline.json"])
  }

  @Test func aWorldClockFrameHasAClockPerZone() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let result = try Self.run([
        "--from", "2024-06-15T09:00:00Z", "--to", "2024-06-15T09:00:02Z", "--every", "1s",
        "--tz", "UTC", "--tz", "Asia/Kathmandu", "--size", "100",
      ], out: directory)
      #expect(result.status == 0, "\(result.stderr)")
      let image = try CairoSurface.image(png: Array(try Data(contentsOf: directory.appendingPathComponent("frame-000000.png"))))
      #expect(image.width == 200 && image.height == 121)  // two-line caption bands of 0.21 sides
      let clocks = try #require(try Self.frames(in: directory).first?["clocks"] as? [[String: Any]])
      #expect(clocks.map { $0["local"] as? String } == ["2024-06-15T09:00:00.000+00:00", "2024-06-15T14:45:00.000+05:45"])
    }
  }

  /// The inode of `url`: a frame drawn again is renamed into place, a new file.
  static func inode(_ url: URL) throws -> UInt64 {
    try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? UInt64)
  }

  @Test func resumeKeepsCompleteFramesAndRedrawsMissingBrokenAndWrongSizedOnes() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let arguments = ["--from", "2024-06-15T09:00:00Z", "--to", "2024-06-15T09:00:20Z", "--every", "1s", "--tz", "UTC", "--size", "64"]
      #expect(try Self.run(arguments, out: directory).status == 0)
      let frame = { (index: Int) in directory.appendingPathComponent(String(format: "frame-%06d.png", index)) }
      let untouched = try Self.inode(frame(10))
      // Truncated, not a PNG at all, a PNG of another size, and missing.
      let whole = try Data(contentsOf: frame(3))
      try whole.prefix(whole.count / 2).write(to: frame(3))
      try Data("kept".utf8).write(to: frame(7))
      #expect(try AClockProcess.run(["--at", "2024-06-15T09:00:08Z", "--tz", "UTC", "--size", "80", "--png", frame(8).path]).status == 0)
      for missing in [frame(5), frame(12), directory.appendingPathComponent("timeline.json")] {
        try FileManager.default.removeItem(at: missing)
      }
      let resumed = try Self.run(arguments + ["--resume"], out: directory)
      #expect(resumed.status == 0, "\(resumed.stderr)")
      #expect(resumed.stderr == "aclock: --resume: 3 frames were incomplete or of another size and drawn again\n")
      try Self.expectValidPNGs(in: directory, names: [3, 5, 7, 8, 12].map { frame($0).lastPathComponent })
      #expect(try CairoSurface.image(png: Array(try Data(contentsOf: frame(8)))).width == 64)
      #expect(try Self.inode(frame(10)) == untouched, "a complete frame is kept, not drawn again")
      #expect(try Self.frames(in: directory).count == 20)

      // Resumed with other options (here the size): every frame is drawn again, at the new size.
      let resized = try Self.run(arguments.dropLast(2) + ["--size", "80", "--resume"], out: directory)
      #expect(resized.status == 0, "\(resized.stderr)")
      #expect(resized.stderr.contains("were drawn with other options (range, schedule, size, zones, style or colours); drawing every frame again"))
      for index in [0, 10, 19] {
        #expect(try CairoSurface.image(png: Array(try Data(contentsOf: frame(index)))).width == 80)
      }
      // Without --resume, every frame is drawn again.
      let before = try Self.inode(frame(10))
      #expect(try Self.run(arguments, out: directory).status == 0)
      #expect(try Self.inode(frame(10)) != before)
    }
  }

  /// The record names the font files drawn with, as the versions whose styles named files wrote
  /// it, so `--resume` keeps their frames: the geometry names weights, the renderer's files go in.
  @Test func theRecordNamesTheFontFilesAsEarlierVersionsDid() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let arguments = ["--from", "2024-06-15T09:00:00Z", "--to", "2024-06-15T09:00:01Z", "--every", "1s", "--tz", "UTC", "--size", "32", "--style", "minimal"]
      #expect(try Self.run(arguments, out: directory).status == 0)
      let record = try String(contentsOf: directory.appendingPathComponent(".aclock-frames"), encoding: .utf8)
      #expect(record.contains(
        "; font-family = Inter; font-regular = /usr/share/fonts/opentype/inter/Inter-Regular.otf; font-bold = /usr/share/fonts/opentype/inter/Inter-SemiBold.otf; shadow = no;"))
    }
  }

  @Test func anInterruptedRunLeavesOnlyCompleteFramesAndResumeFinishesIt() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let out = directory.appendingPathComponent("frames")
      let arguments = [
        "frames", "--out", out.path, "--from", "2024-06-15T09:00:00Z", "--to", "2024-06-15T09:05:00Z",
        "--every", "1s", "--tz", "UTC", "--size", "128", "--label", "both",
      ]
      let interrupted = try AClockProcess.runUntilFirstRename(arguments, in: out, thenSend: SIGINT)
      #expect(interrupted.exited && interrupted.status == 130)
      // The run's record (what it draws with, for --resume) and complete frames only.
      let all = PictureEndToEndTests.contents(of: out)
      #expect(all.contains(".aclock-frames"))
      let left = all.filter { $0 != ".aclock-frames" }
      #expect(!left.isEmpty && left.count < 300, "\(left.count) files")
      #expect(left.allSatisfy { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }, "no temporary files, no index")
      try Self.expectValidPNGs(in: out, names: left)

      let resumed = try AClockProcess.run(arguments + ["--resume"])
      #expect(resumed.status == 0, "\(resumed.stderr)")
      #expect(PictureEndToEndTests.contents(of: out).count == 302)  // 300 frames, the index, the record
      #expect(try Self.frames(in: out).count == 300)
    }
  }

  @Test func resumeWithAnotherRangeDrawsEveryFrameAgain() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let frame = { (index: Int) in try String(contentsOf: directory.appendingPathComponent("frame-00000\(index).txt"), encoding: .utf8) }
      let common = ["--every", "1s", "--tz", "UTC", "--format", "txt"]
      #expect(try Self.run(["--from", "@0", "--to", "@3"] + common, out: directory).status == 0)
      // Same names, same look, another hour: every frame shows the new range.
      let later = try Self.run(["--from", "@3600", "--to", "@3603", "--resume"] + common, out: directory)
      #expect(later.status == 0, "\(later.stderr)")
      #expect(later.stderr == "aclock: --resume: the frames in '\(directory.path)' were drawn with other options "
        + "(range, schedule, size, zones, style or colours); drawing every frame again\n")
      for index in 0..<3 {
        #expect(try frame(index) == (try AClockProcess.run(["--at", "@\(3600 + index)", "--tz", "UTC"])).stdout)
      }
      #expect(try Self.frames(in: directory).map { $0["instant"] as? String } == [
        "1970-01-01T01:00:00.000+00:00", "1970-01-01T01:00:01.000+00:00", "1970-01-01T01:00:02.000+00:00",
      ])
      // The same range again is kept; another step is not.
      let again = try Self.run(["--from", "@3600", "--to", "@3603", "--resume"] + common, out: directory)
      #expect(again.status == 0 && again.stderr.isEmpty, "\(again.stderr)")
      let everyMinute = try Self.run(["--from", "@3600", "--to", "@3603", "--every-minute", "--tz", "UTC", "--format", "txt", "--resume"], out: directory)
      #expect(everyMinute.stderr.contains("drawn with other options"), "\(everyMinute.stderr)")

      // A record of an older aclock (no schedule in it) counts as different.
      try Data("aclock frames 1\nformat=txt side=512\n".utf8).write(to: directory.appendingPathComponent(".aclock-frames"))
      try Data("a frame of some other instant\n".utf8).write(to: directory.appendingPathComponent("frame-000001.txt"))
      let old = try Self.run(["--from", "@3600", "--to", "@3603", "--resume"] + common, out: directory)
      #expect(old.stderr.contains("drawn with other options"), "\(old.stderr)")
      #expect(try frame(1) == (try AClockProcess.run(["--at", "@3601", "--tz", "UTC"])).stdout)
    }
  }

  /// Holds `directory`'s advisory lock (as a running `frames` does) while `body` runs.
  static func holdingLock(of directory: URL, _ body: () throws -> Void) throws {
    let descriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    #expect(descriptor >= 0)
    defer { close(descriptor) }
    #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
    try body()
  }

  @Test func aSecondRunIntoALockedDirectoryFailsAtOnceAndTouchesNothing() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let arguments = ["--from", "@0", "--to", "@2", "--every", "1s", "--tz", "UTC", "--format", "txt"]
      // What a killed run leaves, or a running one is writing: removed only under the lock.
      let temporary = ".frame-000000.txt.AbC123"
      try Data("half a frame".utf8).write(to: directory.appendingPathComponent(temporary))
      try Self.holdingLock(of: directory) {
        let refused = try Self.run(arguments, out: directory)
        #expect(refused.status == 73)
        #expect(refused.stderr == "aclock: cannot create '\(directory.path)': "
          + "another aclock frames run is writing into it (one run per directory at a time)\n")
        #expect(PictureEndToEndTests.contents(of: directory) == [temporary])
      }
      let result = try Self.run(arguments, out: directory)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(PictureEndToEndTests.contents(of: directory) == [".aclock-frames", "frame-000000.txt", "frame-000001.txt", "timeline.json"])
    }
  }

  @Test func twoRunsIntoOneDirectoryAtOnceLeaveTheFirstAlone() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let out = directory.appendingPathComponent("frames")
      // A day of text frames: far longer than starting a second run takes.
      let first = [
        "frames", "--out", out.path, "--from", "@0", "--to", "@86400", "--every", "1s", "--tz", "UTC", "--format", "txt", "--quiet",
      ]
      var second: AClockProcess.Result?
      let ended = try AClockProcess.runUntilFirstRename(first, in: out) { process in
        second = try AClockProcess.run(["frames", "--out", out.path, "--from", "@0", "--to", "@2", "--every", "1s", "--format", "png"])
        kill(process.processIdentifier, SIGINT)
      }
      #expect(second?.status == 73)
      #expect(second?.stderr.contains("another aclock frames run is writing into it") == true, "\(second?.stderr ?? "")")
      // The first was still running (130: interrupted, not finished) and wrote only its frames.
      #expect(ended.exited && ended.status == 130)
      let left = PictureEndToEndTests.contents(of: out).filter { $0 != ".aclock-frames" }
      #expect(!left.isEmpty && left.allSatisfy { $0.hasPrefix("frame-") && $0.hasSuffix(".txt") }, "\(left.prefix(5))")
    }
  }

  @Test("bad ranges and options: exit 64, one line, nothing written", arguments: [
    (["--from", "2024-06-15T10:00:00Z", "--to", "2024-06-15T09:00:00Z", "--every", "1s"], "is not after --from"),
    (["--from", "2024-06-15T10:00:00Z", "--to", "2024-06-15T10:00:00Z", "--every", "1s"], "is empty"),
    (["--from", "2024-06-15T09:00:00Z", "--to", "2024-06-15T10:00:00Z", "--every", "0s"], "'0s'"),
    (["--from", "2024-06-15T09:00:00Z", "--to", "2024-06-15T10:00:00Z", "--every=-1s"], "'-1s'"),
    (["--from", "2024-06-15T09:00:00Z", "--to", "2024-06-15T10:00:00Z"], "needs a schedule"),
    (["--from", "2024-06-15T09:00:00Z", "--to", "2024-06-15T10:00:00Z", "--every", "1s", "--every-minute"], "choose one schedule"),
    (["--from", "2024-06-15T09:00:00Z", "--to", "2024-06-15T09:00:11Z", "--every", "1s", "--max-frames", "10"], "more than 10 frames"),
    (["--from", "2024-06-15T09:00:00Z", "--to", "2024-06-16T09:00:01Z", "--every", "50ms"], "more than 1000000 frames"),
    (["--from", "2024-06-15T09:00:00Z", "--to", "2024-06-15T10:00:00Z", "--every", "1s", "--format", "gif"], "'gif'"),
    // Live-run options: frames cover [--from, --to) and do not declare them.
    (["--from", "2024-06-15T09:00:00Z", "--to", "2024-06-15T10:00:00Z", "--every", "1s", "--speed", "2"], "Unknown option '--speed'"),
    (["--from", "2024-06-15T09:00:00Z", "--to", "2024-06-15T10:00:00Z", "--every", "1s", "--count", "2"], "Unknown option '--count'"),
    (["--from", "yesterday", "--to", "2024-06-15T10:00:00Z", "--every", "1s"], "'yesterday'"),
  ])
  func refusals(arguments: [String], mention: String) throws {
    try PictureEndToEndTests.withDirectory { directory in
      let out = directory.appendingPathComponent("frames")
      let result = try Self.run(arguments + ["--tz", "UTC"], out: out)
      result.expectUsageError(mentioning: mention)
      #expect(!FileManager.default.fileExists(atPath: out.path))
    }
  }

  @Test func missingParentDirectoriesAreCreated() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let out = directory.appendingPathComponent("a/b/c")
      let result = try Self.run(["--from", "2024-06-15T09:00:00Z", "--to", "2024-06-15T09:00:01Z", "--every", "1s", "--size", "32"], out: out)
      #expect(result.status == 0)
      #expect(PictureEndToEndTests.contents(of: out) == [".aclock-frames", "frame-000000.png", "timeline.json"])
    }
  }

  @Test func anOutputThatIsAFileIsExit73() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let file = directory.appendingPathComponent("file")
      try Data().write(to: file)
      let result = try Self.run(["--from", "2024-06-15T09:00:00Z", "--to", "2024-06-15T09:00:02Z", "--every", "1s"], out: file)
      #expect(result.status == 73)
      #expect(result.stderr == "aclock: cannot create '\(file.path)': Not a directory\n")
    }
  }
}
