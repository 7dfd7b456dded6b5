import ClockRender
// `stat`'s fields: under MemberImportVisibility the compiler can credit Glibc's `stat` to
// CDispatch (whichever module of a compile batch loads the header first), and then wants this.
import CDispatch
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Where pictures go: all or none of a call's files, standard output, devices, FIFOs and links.
@Suite("Output targets, end to end")
struct OutputTargetEndToEndTests {
  static let fixed = ["--at", "2024-06-15T09:15:00Z", "--tz", "UTC", "--size", "64"]

  static func fileType(_ path: String) -> mode_t? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    return status.st_mode & S_IFMT
  }

  /// The PNG aclock writes for `fixed` into a regular file, to compare other targets with.
  static func referencePNG(in directory: URL) throws -> Data {
    let path = directory.appendingPathComponent("reference.png").path
    #expect(try AClockProcess.run(["--png", path] + fixed).status == 0)
    defer { unlink(path) }
    return try Data(contentsOf: URL(fileURLWithPath: path))
  }

  @Test func aDirectoryAmongTheTargetsLeavesEveryOtherTargetUntouched() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let kept = directory.appendingPathComponent("a.png")
      try Data("old".utf8).write(to: kept)
      let folder = directory.appendingPathComponent("dir.svg")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
      // The directory comes after the file that used to be replaced before the failure.
      let result = try AClockProcess.run(["--png", kept.path, "--svg", folder.path, "--pdf", directory.appendingPathComponent("c.pdf").path])
      #expect(result.status == 73)
      #expect(result.stderr == "aclock: cannot create '\(folder.path)': Is a directory\n")
      #expect(try Data(contentsOf: kept) == Data("old".utf8))
      #expect(PictureEndToEndTests.contents(of: directory) == ["a.png", "dir.svg"])
      #expect(PictureEndToEndTests.contents(of: folder).isEmpty)
    }
  }

  @Test("a name that can only be a directory is refused before any file is replaced", arguments: ["x.png/", "x.png/.", "."])
  func directoryNamesAreRefusedFirst(name: String) throws {
    try PictureEndToEndTests.withDirectory { directory in
      let kept = directory.appendingPathComponent("a.png")
      try Data("old".utf8).write(to: kept)
      let result = try AClockProcess.run(["--png", kept.path, "--svg", directory.path + "/" + name])
      #expect(result.status == 73)
      #expect(result.stderr.hasSuffix(": Is a directory\n"), "\(result.stderr)")
      #expect(try Data(contentsOf: kept) == Data("old".utf8))
      #expect(PictureEndToEndTests.contents(of: directory) == ["a.png"])
    }
  }

  @Test func aPNGTooLargeForCairoIsRefusedUpFront() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let zones = Array(repeating: ["--tz", "UTC"], count: 4).flatMap { $0 }
      let picture = try AClockProcess.run(["--png", directory.appendingPathComponent("big.png").path, "--size", "8192"] + zones)
      picture.expectUsageError(mentioning: "32768×9339 pixels", "at most 32767 a side")
      let out = directory.appendingPathComponent("frames")
      let frames = try AClockProcess.run(["frames", "--from", "@0", "--to", "@60", "--every", "1m", "--out", out.path, "--size", "8192"] + zones)
      frames.expectUsageError(mentioning: "32768×9339 pixels")
      // Nothing written, not even the frames' directory.
      #expect(PictureEndToEndTests.contents(of: directory).isEmpty)
    }
  }

  @Test func aReplacedFileKeepsItsModeOwnerAndHardLinks() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let reference = try Self.referencePNG(in: directory)
      let private_ = directory.appendingPathComponent("private.png").path
      try Data("old".utf8).write(to: URL(fileURLWithPath: private_))
      #expect(chmod(private_, 0o600) == 0)
      // As root, hand the file to another owner: the replacement must keep it.
      let owner: uid_t = geteuid() == 0 ? 65534 : geteuid()
      if geteuid() == 0 { #expect(chown(private_, owner, 65534) == 0) }
      #expect(try AClockProcess.run(["--png", private_] + Self.fixed).status == 0)
      var status = stat()
      #expect(stat(private_, &status) == 0)
      #expect(status.st_mode & 0o7777 == 0o600)
      #expect(status.st_uid == owner)
      #expect(try Data(contentsOf: URL(fileURLWithPath: private_)) == reference)

      // Two names for one file: written in place, so both names show the new picture.
      let first = directory.appendingPathComponent("first.png").path
      let second = directory.appendingPathComponent("second.png").path
      try Data("old old old old".utf8).write(to: URL(fileURLWithPath: first))
      #expect(link(first, second) == 0)
      #expect(try AClockProcess.run(["--png", second] + Self.fixed).status == 0)
      #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == reference)
      #expect(stat(first, &status) == 0 && status.st_nlink == 2)
    }
  }

  @Test func twoNamesForOneFileAreRefused() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let path = directory.appendingPathComponent("c.png").path
      let result = try AClockProcess.run(["--png", path, "--svg", directory.path + "/./c.png"])
      result.expectUsageError(mentioning: "are the same file")
      #expect(PictureEndToEndTests.contents(of: directory).isEmpty)
    }
  }

  @Test func dashWritesThePictureToStandardOutput() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let reference = try Self.referencePNG(in: directory)
      let result = try AClockProcess.run(["--png", "-"] + Self.fixed)
      #expect(result.status == 0 && result.stderr.isEmpty)
      #expect(result.stdoutBytes == reference)
      let image = try CairoSurface.image(png: Array(result.stdoutBytes))
      #expect(image.width == 64 && image.height == 64)
      let svg = try AClockProcess.run(["--svg", "-", "--png", directory.appendingPathComponent("c.png").path] + Self.fixed)
      #expect(svg.status == 0)
      #expect(svg.stdout.hasPrefix("<svg ") && svg.stdout.contains("</svg>"))
      #expect(PictureEndToEndTests.contents(of: directory) == ["c.png"])
    }
  }

  @Test func liveOnStandardOutputWritesOneWholePicturePerTick() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let reference = try Self.referencePNG(in: directory)
      let result = try AClockProcess.run(["--png", "-", "--live", "--count", "2", "--every", "1m", "--speed", "600"] + Self.fixed)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdoutBytes.starts(with: reference))
      let second = Array(result.stdoutBytes.dropFirst(reference.count))
      #expect(try CairoSurface.image(png: second).width == 64)
    }
  }

  @Test func framesReplaceLinksAtTheirOwnNamesNotWhatTheyName() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let out = directory.appendingPathComponent("out")
      try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
      // A frame linked to a name outside (not yet taken), and an index linked to /dev/null:
      // inside --out the names are aclock's, so each link is replaced by a regular file.
      #expect(symlink("../kept.txt", out.appendingPathComponent("frame-000001.txt").path) == 0)
      #expect(symlink("/dev/null", out.appendingPathComponent("timeline.json").path) == 0)
      let result = try AClockProcess.run([
        "frames", "--from", "@0", "--to", "@2", "--every", "1s", "--tz", "UTC", "--format", "txt", "--out", out.path,
      ])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(Self.fileType(out.appendingPathComponent("frame-000001.txt").path) == S_IFREG)
      #expect(Self.fileType(out.appendingPathComponent("timeline.json").path) == S_IFREG)
      #expect(Self.fileType("/dev/null") == S_IFCHR)
      #expect(PictureEndToEndTests.contents(of: directory) == ["out"], "nothing written outside --out")
      let second = try String(contentsOf: out.appendingPathComponent("frame-000001.txt"), encoding: .utf8)
      #expect(second == (try AClockProcess.run(["--at", "@1", "--tz", "UTC"])).stdout)
      #expect(PictureEndToEndTests.contents(of: out) == [".aclock-frames", "frame-000000.txt", "frame-000001.txt", "timeline.json"])
    }
  }

  @Test func twoPicturesOnStandardOutputAreRefused() throws {
    let result = try AClockProcess.run(["--png", "-", "--pdf", "-"] + Self.fixed)
    result.expectUsageError(mentioning: "--png - and --pdf -")
  }

  @Test func aCharacterDeviceIsWrittenInPlaceAndStaysADevice() throws {
    try PictureEndToEndTests.withDirectory { directory in
      var devices = ["/dev/null"]
      // A device node of our own (the same as /dev/null), where the system lets us make one:
      // renaming over it would have been allowed, as root, and turned it into a file.
      let own = directory.appendingPathComponent("null").path
      if mknod(own, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0 { devices.append(own) }
      for device in devices {
        let result = try AClockProcess.run(["--png", device] + Self.fixed)
        #expect(result.status == 0, "\(device): \(result.stderr)")
        #expect(Self.fileType(device) == S_IFCHR, "\(device)")
      }
      #expect(PictureEndToEndTests.contents(of: directory) == (devices.count > 1 ? ["null"] : []))
    }
  }

  @Test func aFIFOReceivesOneCompletePicturePerTick() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let reference = try Self.referencePNG(in: directory)
      let fifo = directory.appendingPathComponent("clock.png").path
      #expect(mkfifo(fifo, 0o600) == 0)
      // Each picture is one open, write and close of the FIFO: a reader sees one end of file per
      // picture. Read them on a thread of their own; opening a FIFO blocks until both ends are open.
      let pictures = ReadPictures(path: fifo, count: 2)
      let thread = Thread { pictures.read() }
      thread.start()
      let result = try AClockProcess.run(
        ["--png", fifo, "--live", "--count", "2", "--every", "1m", "--speed", "600"] + Self.fixed)
      #expect(result.status == 0, "\(result.stderr)")
      let received = pictures.wait(unblocking: fifo)
      #expect(received.count == 2)
      // The first is the picture at --at itself; every one is a whole PNG of the asked size.
      #expect(received.first == reference)
      for picture in received {
        let image = try CairoSurface.image(png: Array(picture))
        #expect(image.width == 64)
      }
      #expect(Self.fileType(fifo) == S_IFIFO)
      #expect(PictureEndToEndTests.contents(of: directory) == ["clock.png"])
    }
  }

  @Test func aSymbolicLinkStaysALinkToANewPicture() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let reference = try Self.referencePNG(in: directory)
      let real = directory.appendingPathComponent("real.png").path
      try Data("old".utf8).write(to: URL(fileURLWithPath: real))
      let link = directory.appendingPathComponent("link.png").path
      #expect(symlink("real.png", link) == 0)
      let dangling = directory.appendingPathComponent("dangling.png").path
      #expect(symlink("later.png", dangling) == 0)
      #expect(try AClockProcess.run(["--png", link] + Self.fixed).status == 0)
      #expect(try AClockProcess.run(["--png", dangling] + Self.fixed).status == 0)
      #expect(Self.fileType(link) == S_IFLNK && Self.fileType(dangling) == S_IFLNK)
      #expect(try Data(contentsOf: URL(fileURLWithPath: real)) == reference)
      #expect(try Data(contentsOf: directory.appendingPathComponent("later.png")) == reference)
      #expect(PictureEndToEndTests.contents(of: directory) == ["dangling.png", "later.png", "link.png", "real.png"])
    }
  }
}

/// Reads `count` pictures from a FIFO, one per opening, on the thread that calls ``read()``.
private final class ReadPictures: @unchecked Sendable {
  private let path: String
  private let count: Int
  private let done = DispatchSemaphore(value: 0)
  // Written by the reading thread before `done` is signalled, read after waiting for it.
  private var pictures: [Data] = []

  init(path: String, count: Int) {
    self.path = path
    self.count = count
  }

  func read() {
    for _ in 0..<count {
      guard let handle = FileHandle(forReadingAtPath: path) else { break }
      pictures.append(handle.readDataToEndOfFile())
      try? handle.close()
    }
    done.signal()
  }

  /// The pictures read, once the reader is done. If aclock ended without writing them all, the
  /// reader is still blocked opening the FIFO: opening the other end (without blocking) and
  /// closing it lets it see an end of file and finish.
  func wait(unblocking fifo: String) -> [Data] {
    while done.wait(timeout: .now() + .milliseconds(500)) == .timedOut {
      let writer = open(fifo, O_WRONLY | O_NONBLOCK)
      if writer >= 0 { close(writer) }
    }
    return pictures.filter { !$0.isEmpty }
  }
}
