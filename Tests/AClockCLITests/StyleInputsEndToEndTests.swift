import Foundation
import Testing

/// Style files and fonts as files: what is read (regular files, /dev/stdin on purpose), what is
/// refused at once (FIFOs, devices, files over the limit), and line endings.
@Suite("Style and font files, end to end")
struct StyleInputsEndToEndTests {
  static let moment = StylesEndToEndTests.moment
  static let limit = 1 << 20

  /// `aclock arguments` under timeout(1): code that waits on a FIFO for ever ends with 124 and
  /// fails the test instead of hanging the suite.
  static func runGuarded(_ arguments: [String]) throws -> AClockProcess.Result {
    try AClockProcess.run(
      ["--kill-after=5", "30", AClockProcess.binary.path] + arguments, executable: URL(fileURLWithPath: "/usr/bin/timeout"))
  }

  /// Makes a FIFO at `url`.
  static func makeFIFO(at url: URL) throws {
    try #require(mkfifo(url.path, 0o600) == 0, "mkfifo \(url.path): \(errno)")
  }

  enum Input: String, CaseIterable { case styleFile, fontOption, fontRegularKey, fontBoldKey }

  @Test("A FIFO named as a style or font file is refused at once: one line, exit 64", arguments: Input.allCases)
  func aFIFOIsRefusedNotWaitedOn(input: Input) throws {
    try PictureEndToEndTests.withDirectory { directory in
      let fifo = directory.appendingPathComponent(input == .styleFile ? "fifo.style" : "fifo.ttf")
      try Self.makeFIFO(at: fifo)
      let style = directory.appendingPathComponent("mine.style")
      let arguments: [String]
      let message: String
      switch input {
      case .styleFile:
        arguments = ["--style", fifo.path]
        message = "cannot read style file '\(fifo.path)': it is a FIFO, not a regular file"
      case .fontOption:
        arguments = ["--font", fifo.path]
        message = "'\(fifo.path)' cannot be read: it is a FIFO, not a regular file; give a .ttf or .otf file"
      case .fontRegularKey, .fontBoldKey:
        let key = input == .fontRegularKey ? "font-regular" : "font-bold"
        try Data("base = classic\n\(key) = \(fifo.path)\n".utf8).write(to: style)
        arguments = ["--style", style.path]
        message = "\(style.path): '\(key)' '\(fifo.path)' cannot be read: it is a FIFO, not a regular file; name a .ttf or .otf file"
      }
      let target = directory.appendingPathComponent("out.png")
      let result = try Self.runGuarded(arguments + ["--png", target.path] + Self.moment)
      result.expectUsageError(mentioning: message)
      #expect(!FileManager.default.fileExists(atPath: target.path))
    }
  }

  @Test("A device is no style or font file", arguments: [
    (["--style", "/dev/zero"], "cannot read style file '/dev/zero': it is a character device, not a regular file"),
    (["--font", "/dev/null"], "'/dev/null' cannot be read: it is a character device, not a regular file"),
  ])
  func aDeviceIsRefused(arguments: [String], message: String) throws {
    try Self.runGuarded(arguments + ["--once", "--ascii"] + Self.moment).expectUsageError(mentioning: message)
  }

  @Test func standardInputNamedOnPurposeIsReadWhateverItIs() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let style = directory.appendingPathComponent("purple.style")
      try Data("base = station\nname = purple\n".utf8).write(to: style)
      let aclock = "'\(AClockProcess.binary.path)' --once --ascii --at 2024-06-15T10:09:37Z --tz UTC --style /dev/stdin"
      // Through a pipe, and from a file (then /dev/stdin is a regular file).
      for command in ["cat '\(style.path)' | \(aclock)", "\(aclock) < '\(style.path)'"] {
        let result = try AClockProcess.run(["--kill-after=5", "30", "/bin/sh", "-c", command], executable: URL(fileURLWithPath: "/usr/bin/timeout"))
        #expect(result.status == 0 && result.stderr.isEmpty, "\(command): \(result.stderr)")
        // The station style has no numerals.
        #expect(!result.stdout.isEmpty && !result.stdout.contains("12"), "\(command)")
      }
    }
  }

  /// A style file of exactly `size` bytes: `head`, comment lines, then `tail` at its very end.
  static func styleFile(size: Int, head: String = "base = classic\n", tail: String) -> Data {
    let line = Array(("#" + String(repeating: "-", count: 78) + "\n").utf8)
    var bytes = Array(head.utf8)
    while bytes.count + line.count + tail.utf8.count <= size { bytes += line }
    let left = size - bytes.count - tail.utf8.count
    if left > 0 { bytes += [UInt8(ascii: "#")] + Array(repeating: UInt8(ascii: "-"), count: left - 1) }
    return Data(bytes + Array(tail.utf8))
  }

  @Test func aFileOfExactlyTheLimitIsRead() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let file = directory.appendingPathComponent("full.style")
      // Its last line, at the very end, is read: the station style has no numerals.
      let data = Self.styleFile(size: Self.limit, tail: "\n[dial]\nnumerals = none\n")
      #expect(data.count == Self.limit)
      try data.write(to: file)
      let result = try Self.runGuarded(["--style", file.path, "--once", "--ascii", "--cols", "60", "--rows", "24"] + Self.moment)
      #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
      #expect(!result.stdout.contains("12"))
    }
  }

  @Test("A file over the limit is refused whole, not cut", arguments: [
    // A valid file whose last key lay past the cut: it was silently ignored.
    "\n[dial]\nnumerals = none\n",
    // The cut fell inside 'é' (two bytes): that was reported as "not UTF-8".
    "\n# é",
  ])
  func aFileOverTheLimitIsRefused(tail: String) throws {
    try PictureEndToEndTests.withDirectory { directory in
      let file = directory.appendingPathComponent("big.style")
      let data = Self.styleFile(size: Self.limit + 1, tail: tail)
      #expect(data.count == Self.limit + 1)
      try data.write(to: file)
      let target = directory.appendingPathComponent("out.png")
      let result = try Self.runGuarded(["--style", file.path, "--png", target.path] + Self.moment)
      result.expectUsageError(mentioning: "cannot read style file '\(file.path)': it is larger than 1 MiB, the limit")
      #expect(!result.stderr.contains("UTF-8"))
      #expect(!FileManager.default.fileExists(atPath: target.path))
    }
  }

  @Test("A built-in exported with CRLF, CR or a byte-order mark draws the same", arguments: ["\r\n", "\r", "\u{FEFF}\n"])
  func lineEndsAndByteOrderMark(ending: String) throws {
    try PictureEndToEndTests.withDirectory { directory in
      let shown = try AClockProcess.run(["styles", "show", "breguet"]).stdout
      let text = ending.hasPrefix("\u{FEFF}") ? "\u{FEFF}" + shown : shown.replacing("\n", with: ending)
      let file = directory.appendingPathComponent("copy.style")
      try Data(text.utf8).write(to: file)
      let builtIn = directory.appendingPathComponent("a.png"), loaded = directory.appendingPathComponent("b.png")
      let common = Self.moment + ["--size", "128", "--label", "both"]
      #expect(try AClockProcess.run(["--style", "breguet", "--png", builtIn.path] + common).status == 0)
      let result = try AClockProcess.run(["--style", file.path, "--png", loaded.path] + common)
      #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
      #expect(try Data(contentsOf: builtIn) == Data(contentsOf: loaded))
    }
  }
}
