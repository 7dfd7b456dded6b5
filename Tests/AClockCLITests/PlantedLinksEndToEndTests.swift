import ClockRender
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Links and FIFOs someone else put where aclock writes (issue #34, points 1 and 5): in a
/// sticky world-writable directory such as /tmp, and at aclock's own names inside
/// `frames --out`. Nothing may be written, or read through, outside what the caller named.
@Suite("Planted links and FIFOs, end to end")
struct PlantedLinksEndToEndTests {
  /// The uid that plants links (nobody): another user than the root running the tests.
  static let otherUser: uid_t = 65534
  static let victimText = Data("a file of someone else's, outside every output\n".utf8)

  static func fileType(_ url: URL) -> mode_t? {
    OutputTargetEndToEndTests.fileType(url.path)
  }

  /// A symbolic link at `url` to `target`, owned by `owner` (the link itself, `lchown`).
  static func plantLink(_ url: URL, to target: String, owner: uid_t) {
    #expect(symlink(target, url.path) == 0)
    #expect(lchown(url.path, owner, owner) == 0)
  }

  /// `aclock` under `timeout -s KILL`: a run that blocks (on a FIFO, say) is killed after 60 s and fails
  /// the test instead of hanging it.
  static func runGuarded(_ arguments: [String]) throws -> AClockProcess.Result {
    try AClockProcess.run(
      ["-s", "KILL", "60", AClockProcess.binary.path] + arguments, executable: URL(fileURLWithPath: "/usr/bin/timeout"))
  }

  static func txtFrames(from: Int, count: Int, out: URL, extra: [String] = []) throws -> AClockProcess.Result {
    try runGuarded([
      "frames", "--from", "@\(from)", "--to", "@\(from + count)", "--every", "1s", "--tz", "UTC", "--format", "txt",
      "--out", out.path, "--quiet",
    ] + extra)
  }

  /// What `aclock --at @SECONDS --tz UTC` prints: the text frame of that instant.
  static func textFrame(at seconds: Int) throws -> String {
    try AClockProcess.run(["--at", "@\(seconds)", "--tz", "UTC"]).stdout
  }

  @Test(.enabled(if: geteuid() == 0, "plants links owned by another uid"))
  func aLinkAnotherUserPlantedInAStickyDirectoryIsNotFollowed() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let sticky = directory.appendingPathComponent("tmp")
      try FileManager.default.createDirectory(at: sticky, withIntermediateDirectories: false)
      #expect(chmod(sticky.path, 0o1777) == 0)
      let victim = directory.appendingPathComponent("victim.txt")
      try Self.victimText.write(to: victim)
      #expect(chown(victim.path, Self.otherUser, Self.otherUser) == 0)

      // Planted by another user: refused, for pictures and for --out alike.
      let planted = sticky.appendingPathComponent("clock.png")
      Self.plantLink(planted, to: victim.path, owner: Self.otherUser)
      let picture = try AClockProcess.run(["--png", planted.path] + OutputTargetEndToEndTests.fixed)
      #expect(picture.status == 73)
      #expect(picture.stderr == "aclock: cannot create '\(planted.path)': will not follow a symbolic link owned by uid 65534 "
        + "in a sticky world-writable directory owned by uid 0\n")
      let live = try AClockProcess.run(["--svg", planted.path, "--live", "--count", "1"] + OutputTargetEndToEndTests.fixed)
      #expect(live.status == 73 && live.stderr.contains("will not follow a symbolic link"), "\(live.stderr)")
      let plantedDirectory = sticky.appendingPathComponent("frames")
      Self.plantLink(plantedDirectory, to: directory.path, owner: Self.otherUser)
      let frames = try Self.txtFrames(from: 0, count: 1, out: plantedDirectory)
      #expect(frames.status == 73 && frames.stderr.contains("will not follow a symbolic link owned by uid 65534"), "\(frames.stderr)")
      // A hard link to the victim: written in place, so refused the same way.
      let hard = sticky.appendingPathComponent("hard.png")
      #expect(link(victim.path, hard.path) == 0)
      let inPlace = try AClockProcess.run(["--png", hard.path] + OutputTargetEndToEndTests.fixed)
      #expect(inPlace.status == 73 && inPlace.stderr.contains("will not write into a file owned by uid 65534"), "\(inPlace.stderr)")

      #expect(try Data(contentsOf: victim) == Self.victimText)
      #expect(Self.fileType(planted) == S_IFLNK && Self.fileType(plantedDirectory) == S_IFLNK)
      #expect(PictureEndToEndTests.contents(of: directory) == ["tmp", "victim.txt"])
      #expect(PictureEndToEndTests.contents(of: sticky) == ["clock.png", "frames", "hard.png"])

      // The caller's own link, and a link of the directory's owner, are followed (documented).
      let own = sticky.appendingPathComponent("own.png")
      Self.plantLink(own, to: directory.appendingPathComponent("own-target.png").path, owner: 0)
      #expect(try AClockProcess.run(["--png", own.path] + OutputTargetEndToEndTests.fixed).status == 0)
      #expect(try CairoSurface.image(png: Array(try Data(contentsOf: directory.appendingPathComponent("own-target.png")))).width == 64)
      let theirs = directory.appendingPathComponent("theirs")
      try FileManager.default.createDirectory(at: theirs, withIntermediateDirectories: false)
      #expect(chmod(theirs.path, 0o1777) == 0 && chown(theirs.path, Self.otherUser, Self.otherUser) == 0)
      let ownersLink = theirs.appendingPathComponent("clock.png")
      Self.plantLink(ownersLink, to: directory.appendingPathComponent("owners-target.png").path, owner: Self.otherUser)
      #expect(try AClockProcess.run(["--png", ownersLink.path] + OutputTargetEndToEndTests.fixed).status == 0)
      #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("owners-target.png").path))
    }
  }

  @Test func linksAndFIFOsAtFramesOwnNamesAreReplacedAndNothingOutsideIsTouched() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let out = directory.appendingPathComponent("out")
      try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
      let victims = ["frame", "timeline", "record", "temporary"].map { directory.appendingPathComponent("victim-\($0).txt") }
      for victim in victims { try Self.victimText.write(to: victim) }
      // Owned by another user where the tests may say so (as root); inside --out the owner does
      // not matter: the names are aclock's.
      let owner = geteuid() == 0 ? Self.otherUser : geteuid()
      Self.plantLink(out.appendingPathComponent("frame-000001.txt"), to: victims[0].path, owner: owner)
      Self.plantLink(out.appendingPathComponent("timeline.json"), to: victims[1].path, owner: owner)
      Self.plantLink(out.appendingPathComponent(".aclock-frames"), to: victims[2].path, owner: owner)
      // A link named like a temporary file a killed run left: not aclock's to remove or follow.
      let temporaryName = ".frame-000000.txt.AbC123"
      Self.plantLink(out.appendingPathComponent(temporaryName), to: victims[3].path, owner: owner)
      #expect(mkfifo(out.appendingPathComponent("frame-000002.txt").path, 0o666) == 0)

      let result = try Self.txtFrames(from: 0, count: 3, out: out)
      #expect(result.status == 0, "\(result.stderr)")
      for name in [".aclock-frames", "frame-000000.txt", "frame-000001.txt", "frame-000002.txt", "timeline.json"] {
        #expect(Self.fileType(out.appendingPathComponent(name)) == S_IFREG, "\(name)")
      }
      for second in 0..<3 {
        let frame = try String(contentsOf: out.appendingPathComponent("frame-00000\(second).txt"), encoding: .utf8)
        #expect(frame == (try Self.textFrame(at: second)))
      }
      #expect(try FramesEndToEndTests.frames(in: out).count == 3)
      for victim in victims { #expect(try Data(contentsOf: victim) == Self.victimText, "\(victim.lastPathComponent)") }
      #expect(Self.fileType(out.appendingPathComponent(temporaryName)) == S_IFLNK)
      #expect(PictureEndToEndTests.contents(of: directory) == ["out"] + victims.map(\.lastPathComponent).sorted())
    }
  }

  @Test func resumeNeverKeepsAFrameThatIsALink() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let arguments = ["--from", "2024-06-15T09:00:00Z", "--to", "2024-06-15T09:00:03Z", "--every", "1s", "--tz", "UTC", "--size", "64"]
      let out = directory.appendingPathComponent("out"), fresh = directory.appendingPathComponent("fresh")
      #expect(try FramesEndToEndTests.run(arguments, out: out).status == 0)
      #expect(try FramesEndToEndTests.run(arguments, out: fresh).status == 0)
      // A whole PNG of the right size, but of another instant, outside --out: linked in as
      // frame 1 it would pass every check a regular file gets.
      let elsewhere = directory.appendingPathComponent("elsewhere.png")
      #expect(try AClockProcess.run(["--at", "2024-06-15T03:00:00Z", "--tz", "UTC", "--size", "64", "--png", elsewhere.path]).status == 0)
      let elsewhereBytes = try Data(contentsOf: elsewhere)
      let frame = out.appendingPathComponent("frame-000001.png")
      try FileManager.default.removeItem(at: frame)
      #expect(symlink(elsewhere.path, frame.path) == 0)

      let resumed = try FramesEndToEndTests.run(arguments + ["--resume"], out: out)
      #expect(resumed.status == 0, "\(resumed.stderr)")
      #expect(Self.fileType(frame) == S_IFREG)
      #expect(try Data(contentsOf: frame) == (try Data(contentsOf: fresh.appendingPathComponent("frame-000001.png"))))
      #expect(try Data(contentsOf: elsewhere) == elsewhereBytes)
    }
  }

  @Test("a FIFO at the record or a frame is replaced, not waited on", arguments: [[], ["--resume"]])
  func aFIFOAtAnOwnNameDoesNotHang(extra: [String]) throws {
    try PictureEndToEndTests.withDirectory { directory in
      for name in [".aclock-frames", "frame-000000.txt"] {
        #expect(mkfifo(directory.appendingPathComponent(name).path, 0o666) == 0)
      }
      let result = try Self.txtFrames(from: 0, count: 2, out: directory, extra: extra)
      #expect(result.status == 0, "status \(result.status) (a signal: the guard killed it, it hung): \(result.stderr)")
      #expect(Self.fileType(directory.appendingPathComponent(".aclock-frames")) == S_IFREG)
      let frame = try String(contentsOf: directory.appendingPathComponent("frame-000000.txt"), encoding: .utf8)
      #expect(frame == (try Self.textFrame(at: 0)))
    }
  }
}
