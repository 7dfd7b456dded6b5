import ClockTestSupport
import Foundation
import Testing

/// `--size WIDTHxHEIGHT` and `--rotate`, end to end: the files' sizes and pixels read by tools
/// that are not aclock's (PIL for PNG, poppler's `pdfinfo`/`pdftoppm` for PDF, `xmllint` and
/// `rsvg-convert` for SVG), at places worked out by hand from the classic style's numbers:
/// the face's radius is 47 % of the side, the rim a ring of 0.035 radii at the edge, the hour
/// ticks from 0.8 to 0.925 radii, the backdrop #EEF1F5.
@Suite("aclock --size WxH and --rotate, end to end", .tags(.integration, .decoders))
struct CanvasEndToEndTests {
  typealias Point = (x: Int, y: Int)

  /// 09:15:30 UTC: the minute hand at 3, the second hand at 6, no hand near 12.
  static let at = "2024-06-15T09:15:30Z"
  static let backdrop = [238, 241, 245]

  /// A PNG's size and its pixels at `points` (RGB), decoded by PIL.
  static func probe(_ path: String, _ points: [Point]) throws -> (width: Int, height: Int, pixels: [[Int]]) {
    let script = """
      import sys
      from PIL import Image
      image = Image.open(sys.argv[1]).convert('RGB')
      print(*image.size)
      for pair in sys.argv[2:]:
          print(*image.getpixel(tuple(int(v) for v in pair.split(','))))
      """
    // Debian's python3-pil is the system Python's: a python3 earlier on PATH (pyenv) lacks it.
    let python = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") ? "/usr/bin/python3" : "python3"
    let output = try Tool.output(python, ["-c", script, path] + points.map { "\($0.x),\($0.y)" })
    let lines = output.split(separator: "\n").map { $0.split(separator: " ").compactMap { Int($0) } }
    try #require(lines.count == points.count + 1 && lines[0].count == 2, "PIL read \(path) as '\(output)'")
    return (lines[0][0], lines[0][1], Array(lines.dropFirst()))
  }

  /// Whether PIL finds `turned` to be `upright` turned clockwise by `degrees`, pixel for pixel.
  static func isTurned(_ turned: String, from upright: String, degrees: Int) throws -> Bool {
    let script = """
      import sys
      from PIL import Image, ImageChops
      turns = {'90': Image.Transpose.ROTATE_270, '180': Image.Transpose.ROTATE_180, '270': Image.Transpose.ROTATE_90}
      a = Image.open(sys.argv[1]).convert('RGBA').transpose(turns[sys.argv[3]])
      b = Image.open(sys.argv[2]).convert('RGBA')
      print(a.size == b.size and ImageChops.difference(a, b).getbbox() is None)
      """
    let python = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") ? "/usr/bin/python3" : "python3"
    return try Tool.output(python, ["-c", script, upright, turned, "\(degrees)"]).hasPrefix("True")
  }

  static func isDark(_ rgb: [Int]) -> Bool { rgb.reduce(0, +) < 3 * 90 }
  static func isFace(_ rgb: [Int]) -> Bool { rgb == [255, 255, 255] }

  static func write(_ arguments: [String], in directory: URL) throws {
    let result = try AClockProcess.run(["--at", at, "--style", "classic"] + arguments)
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
  }

  @Test func oneClockIsCentredInAWideCanvas() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let png = directory.appendingPathComponent("c.png").path
      try Self.write(["--tz", "UTC", "--size", "800x480", "--png", png], in: directory)
      // Side 480 (the height), so the face is centred at (400, 240), radius 225.6.
      let picture = try Self.probe(png, [
        (0, 0), (799, 0), (0, 479), (799, 479), (100, 240), (700, 240),  // backdrop around the face
        (400, 18), (400, 462), (178, 240), (622, 240),  // the rim at 0.9825 radii, four sides
        (400, 45),  // the 12 o'clock tick at 0.8625 radii
        (400, 27),  // the face between rim and tick
      ])
      #expect(picture.width == 800 && picture.height == 480)
      #expect(picture.pixels[0..<6].allSatisfy { $0 == Self.backdrop }, "\(picture.pixels)")
      #expect(picture.pixels[6..<11].allSatisfy(Self.isDark), "\(picture.pixels)")
      #expect(Self.isFace(picture.pixels[11]), "\(picture.pixels[11])")
    }
  }

  @Test func aQuarterTurnPutsTwelveOnTheRightInEveryFormat() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let base = directory.appendingPathComponent("r").path, upright = directory.appendingPathComponent("u.png").path
      try Self.write(["--tz", "UTC", "--size", "800x480", "--rotate", "90", "--png", base + ".png", "--svg", base + ".svg", "--pdf", base + ".pdf"], in: directory)
      try Self.write(["--tz", "UTC", "--size", "800x480", "--png", upright], in: directory)
      #expect(try Self.isTurned(base + ".png", from: upright, degrees: 90))

      // The PDF: 480×800 pt, drawn by poppler at 72 dpi; the SVG: its attributes by xmllint,
      // drawn by rsvg-convert.
      let pageSize = try Tool.output("pdfinfo", [base + ".pdf"]).split(separator: "\n").first { $0.hasPrefix("Page size:") }
      #expect(pageSize?.split(separator: " ", omittingEmptySubsequences: true).dropFirst(2).prefix(3).joined(separator: " ") == "480 x 800")
      #expect(try Tool.run("pdftoppm", ["-r", "72", "-png", "-singlefile", base + ".pdf", base + "-pdf"]) == 0)
      let width = try Tool.output("xmllint", ["--xpath", "string(/*/@width)", base + ".svg"]).trimmingCharacters(in: .whitespacesAndNewlines)
      let height = try Tool.output("xmllint", ["--xpath", "string(/*/@height)", base + ".svg"]).trimmingCharacters(in: .whitespacesAndNewlines)
      #expect((width, height) == ("480", "800"))
      #expect(try Tool.run("rsvg-convert", [base + ".svg", "-o", base + "-svg.png"]) == 0)

      // Upright (x, y) lands on (479 − y, x): the 12 o'clock tick (400, 45) on (434, 400), the
      // top of the rim (400, 18) on (461, 400), the 6 o'clock end of the rim (400, 462) on (17, 400).
      for file in [base + ".png", base + "-pdf.png", base + "-svg.png"] {
        let picture = try Self.probe(file, [(434, 400), (461, 400), (17, 400), (0, 0), (479, 799), (240, 30), (240, 770), (452, 400)])
        #expect(picture.width == 480 && picture.height == 800, "\(file)")
        #expect(picture.pixels[0..<3].allSatisfy(Self.isDark), "\(file): \(picture.pixels)")
        #expect(picture.pixels[3..<7].allSatisfy { $0 == Self.backdrop }, "\(file): \(picture.pixels)")
        #expect(Self.isFace(picture.pixels[7]), "\(file): \(picture.pixels[7])")
      }
    }
  }

  @Test func halfAndThreeQuarterTurnsAreThePictureTurned() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let upright = directory.appendingPathComponent("u.png").path
      try Self.write(["--tz", "UTC", "--tz", "Asia/Tokyo", "--size", "600x400", "--png", upright], in: directory)
      for degrees in [180, 270] {
        let turned = directory.appendingPathComponent("t\(degrees).png").path
        try Self.write(["--tz", "UTC", "--tz", "Asia/Tokyo", "--size", "600x400", "--rotate", "\(degrees)", "--png", turned], in: directory)
        #expect(try Self.isTurned(turned, from: upright, degrees: degrees), "\(degrees)")
      }
    }
  }

  @Test func threeZonesOnEightHundredByFourHundredEightyAreOneRow() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let png = directory.appendingPathComponent("w.png").path
      try Self.write(["--tz", "UTC", "--tz", "Asia/Tokyo", "--tz", "America/New_York", "--size", "800x480", "--png", png], in: directory)
      // One row beats 2×2: side min(800/3, 480/1.21) = 266 (2×2: 198). The board is 798×322
      // (two-line caption bands of 0.21 sides), at (1, 79); centres at x = 134, 400, 666,
      // y = 212, radius 125.02: each 12 o'clock tick at y = 212 − 0.8625·125.02 ≈ 104.
      let picture = try Self.probe(png, [
        (134, 104), (400, 104), (666, 104),
        (134, 212 - 123), (666, 212 + 123),  // the rim, top of the first and bottom of the last
        (400, 40), (400, 470), (0, 240), (799, 240),  // backdrop above, below and beside the row
      ])
      #expect(picture.width == 800 && picture.height == 480)
      #expect(picture.pixels[0..<5].allSatisfy(Self.isDark), "\(picture.pixels)")
      #expect(picture.pixels[5..<9].allSatisfy { $0 == Self.backdrop }, "\(picture.pixels)")
    }
  }

  @Test func fourZonesOnEightHundredByFourHundredEightyAreOneRow() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let png = directory.appendingPathComponent("w.png").path
      try Self.write(
        ["--tz", "UTC", "--tz", "Asia/Tokyo", "--tz", "America/New_York", "--tz", "Asia/Kolkata", "--size", "800x480", "--png", png],
        in: directory)
      // A row beats 2×2, just: side min(800/4, 480/1.21) = 200 (2×2: min(400, 480/2.42) = 198).
      // The board is 800×242 at (0, 119); centres x = 100, 300, 500, 700, y = 219, radius 94:
      // each 12 o'clock tick at y = 219 − 0.8625·94 ≈ 138; the backdrop above and below.
      let picture = try Self.probe(png, [(100, 138), (300, 138), (500, 138), (700, 138), (400, 60), (400, 420)])
      #expect(picture.width == 800 && picture.height == 480)
      #expect(picture.pixels[0..<4].allSatisfy(Self.isDark), "\(picture.pixels)")
      #expect(picture.pixels[4..<6].allSatisfy { $0 == Self.backdrop }, "\(picture.pixels)")
    }
  }

  @Test func stopwatchTimersAndFramesTakeTheCanvasAndTheTurn() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let timers = directory.appendingPathComponent("t.png").path, stopwatch = directory.appendingPathComponent("s.pdf").path
      var result = try AClockProcess.run(["timer", "5m", "3m", "1m", "--at", Self.at, "--size", "800x480", "--rotate", "90", "--png", timers])
      #expect(result.status == 0, "\(result.stderr)")
      result = try AClockProcess.run(["stopwatch", "--at", Self.at, "--size", "758x1024", "--pdf", stopwatch])
      #expect(result.status == 0, "\(result.stderr)")
      let out = directory.appendingPathComponent("frames")
      result = try AClockProcess.run([
        "frames", "--out", out.path, "--from", Self.at, "--to", "2024-06-15T09:17:30Z", "--every-minute", "--quiet",
        "--tz", "UTC", "--tz", "Asia/Tokyo", "--size", "800x480", "--rotate", "270",
      ])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(try Self.probe(timers, []).width == 480)
      #expect(try Self.probe(timers, []).height == 800)
      let pageSize = try Tool.output("pdfinfo", [stopwatch]).split(separator: "\n").first { $0.hasPrefix("Page size:") }
      #expect(pageSize?.split(separator: " ", omittingEmptySubsequences: true).dropFirst(2).prefix(3).joined(separator: " ") == "758 x 1024")
      let frames = PictureEndToEndTests.contents(of: out).filter { $0.hasSuffix(".png") }
      #expect(frames.count == 2)
      // A frame is the picture of its instant, pixel for pixel.
      let upright = directory.appendingPathComponent("u.png").path
      result = try AClockProcess.run(["--at", "2024-06-15T09:16:30Z", "--tz", "UTC", "--tz", "Asia/Tokyo", "--size", "800x480", "--png", upright])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(try Self.isTurned(out.appendingPathComponent(frames[1]).path, from: upright, degrees: 270))
    }
  }

  @Test("bad values and canvases too small for the clocks: one line, exit 64, nothing written", arguments: [
    (["--size", "800x"], "'800x' is invalid for '--size <size>': use a side (512) or WIDTHxHEIGHT (800x480), whole pixels from 16 to 8192 each"),
    (["--size", "800x9000"], "use a side (512) or WIDTHxHEIGHT (800x480)"),
    (["--rotate", "45"], "'45' is invalid for '--rotate <degrees>'. Please provide one of '0', '90', '180' or '270'."),
    (["--size", "30x30", "--tz", "UTC", "--tz", "UTC", "--tz", "UTC", "--tz", "UTC"],
     "--size 30x30: 4 dials in 2×2 would be 12 px each, and each needs at least 16: use a larger canvas or fewer dials"),
  ] as [([String], String)])
  func refused(arguments: [String], message: String) throws {
    try PictureEndToEndTests.withDirectory { directory in
      let result = try AClockProcess.run(arguments + ["--png", directory.appendingPathComponent("c.png").path])
      result.expectUsageError(mentioning: message)
      #expect(result.stderr.split(separator: "\n").count == 1)
      #expect(PictureEndToEndTests.contents(of: directory).isEmpty)
    }
  }
}
