import Foundation
import Testing

@Suite("aclock --png/--svg/--pdf, end to end")
struct PictureEndToEndTests {
  /// A fresh directory per test, removed afterwards.
  static func withDirectory(_ body: (URL) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory)
  }

  static func contents(of directory: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
  }

  @Test func writesEveryRequestedFormatAndNothingElse() throws {
    try Self.withDirectory { directory in
      let result = try AClockProcess.run([
        "--png", directory.appendingPathComponent("c.png").path, "--svg", directory.appendingPathComponent("c.svg").path,
        "--pdf", directory.appendingPathComponent("c.pdf").path, "--at", "2024-06-15T10:10:30Z", "--tz", "UTC",
        "--size", "300", "--theme", "dark", "--numerals", "roman", "--label", "both", "--dial", "24", "--sweep",
      ])
      #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty)
      #expect(Self.contents(of: directory) == ["c.pdf", "c.png", "c.svg"])
      let png = try Data(contentsOf: directory.appendingPathComponent("c.png"))
      #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
      // IHDR width and height, big-endian, at bytes 16–23.
      #expect(Array(png[16..<24]) == [0, 0, 1, 44, 0, 0, 1, 44])
      let svg = String(decoding: try Data(contentsOf: directory.appendingPathComponent("c.svg")), as: UTF8.self)
      #expect(svg.contains(#"width="300" height="300" viewBox="0 0 300 300""#))
      let pdf = try Data(contentsOf: directory.appendingPathComponent("c.pdf"))
      #expect(pdf.starts(with: Array("%PDF".utf8)))
    }
  }

  @Test func replacesAnExistingFile() throws {
    try Self.withDirectory { directory in
      let target = directory.appendingPathComponent("now.png")
      try Data("old".utf8).write(to: target)
      let result = try AClockProcess.run(["--png", target.path, "--at", "@0", "--tz", "UTC"])
      #expect(result.status == 0)
      #expect(try Data(contentsOf: target).starts(with: [0x89, 0x50, 0x4E, 0x47]))
      #expect(Self.contents(of: directory) == ["now.png"])
    }
  }

  @Test func aFailingOutputLeavesEveryTargetUntouchedAndNoTemporaryFile() throws {
    try Self.withDirectory { directory in
      let kept = directory.appendingPathComponent("kept.png")
      try Data("old".utf8).write(to: kept)
      let missing = directory.appendingPathComponent("missing/c.svg").path
      let result = try AClockProcess.run(["--png", kept.path, "--svg", missing])
      #expect(result.status == 73)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr == "aclock: cannot create '\(missing)': No such file or directory\n")
      #expect(try Data(contentsOf: kept) == Data("old".utf8))
      #expect(Self.contents(of: directory) == ["kept.png"])
    }
  }

  @Test func aDirectoryAsTargetIsRefusedAndCleanedUp() throws {
    try Self.withDirectory { directory in
      let target = directory.appendingPathComponent("folder")
      try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
      let result = try AClockProcess.run(["--png", target.path])
      #expect(result.status == 73)
      #expect(result.stderr == "aclock: cannot create '\(target.path)': Is a directory\n")
      #expect(Self.contents(of: directory) == ["folder"])
    }
  }

  @Test func aFileAsDirectoryIsRefused() throws {
    try Self.withDirectory { directory in
      let file = directory.appendingPathComponent("file")
      try Data().write(to: file)
      let result = try AClockProcess.run(["--pdf", file.appendingPathComponent("c.pdf").path])
      #expect(result.status == 73)
      #expect(result.stderr.hasSuffix(": Not a directory\n"))
    }
  }

  @Test("bad values: exit 64, one line naming the value and what is accepted", arguments: [
    (["--png", "x.png", "--size", "15"], "'15'", "16 to 8192"),
    (["--png", "x.png", "--size", "8193"], "'8193'", "16 to 8192"),
    (["--png", "x.png", "--size", "big"], "'big'", "16 to 8192"),
    (["--png", "x.png", "--theme", "sepia"], "'sepia'", "'light'"),
    (["--png", "x.png", "--numerals", "greek"], "'greek'", "'roman'"),
    (["--png", "x.png", "--dial", "10"], "'10'", "'24'"),
    (["--png", "x.png", "--dial", "012"], "'012'", "'24'"),
    (["--png", "x.png", "--background", "fff"], "'fff'", "#RRGGBB"),
    (["--png", "x.png", "--label", "24h"], "'24h'", "- 12h"),
    (["--png", "x.png", "--background", "mauve"], "'mauve'", "#RRGGBB"),
    (["--png", "x.png", "--sweep", "--no-seconds"], "--sweep", "--no-seconds"),
  ])
  func badValues(arguments: [String], value: String, accepted: String) throws {
    try Self.withDirectory { directory in
      let result = try AClockProcess.run(arguments.map { $0 == "x.png" ? directory.appendingPathComponent($0).path : $0 })
      #expect(result.status == 64)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.filter(\.isNewline).count == 1)
      #expect(result.stderr.contains(value) && result.stderr.contains(accepted), "\(result.stderr)")
      #expect(Self.contents(of: directory).isEmpty)
    }
  }
}

@Suite("aclock --png with several --timezone values, end to end")
struct WorldClockPictureEndToEndTests {
  @Test func drawsACaptionedRowOfClocks() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let png = directory.appendingPathComponent("world.png")
      let svg = directory.appendingPathComponent("world.svg")
      let result = try AClockProcess.run([
        "--png", png.path, "--svg", svg.path, "--at", "2024-06-15T09:15:30.5Z", "--size", "200",
        "--tz", "UTC", "--tz", "Asia/Kathmandu", "--tz", "America/New_York",
      ])
      #expect(result.status == 0 && result.stderr.isEmpty)
      let bytes = try Data(contentsOf: png)
      // IHDR: 600 × 242 (three 200 px clocks and a two-line caption band of 0.21 × 200).
      #expect(Array(bytes[16..<24]) == [0, 0, 2, 88, 0, 0, 0, 242])
      let text = String(decoding: try Data(contentsOf: svg), as: UTF8.self)
      #expect(text.contains(#"width="600" height="242" viewBox="0 0 600 242""#))
    }
  }
}
