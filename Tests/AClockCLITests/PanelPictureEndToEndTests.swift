import ClockTestSupport
import Foundation
import Testing

/// `--palette`, `--dither`, `--invert`, `--bmp` and `--max-bytes` on the built binary: every file
/// read back by decoders that are not aclock's (PIL, and a Python PNG reader of its own).
@Suite("aclock --palette/--bmp/--max-bytes, end to end")
struct PanelPictureEndToEndTests {
  /// One face at a fixed instant, the hands apart from the numerals.
  static let face = ["--at", "2024-06-15T10:10:30Z", "--tz", "UTC", "--size", "480"]

  /// The palettes' levels, worked out by hand: 255 × i / (n − 1).
  static let levels: [String: [Int]] = [
    "1bit": [0, 255],
    "gray4": [0, 85, 170, 255],
    "gray16": Array(stride(from: 0, through: 255, by: 17)),
  ]

  static func file(_ directory: URL, _ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: directory.appendingPathComponent(name)))
  }

  @Test(arguments: ["1bit", "gray4", "gray16"])
  func everyPaletteDecodesToExactlyItsLevelsInPNGAndBMP(palette: String) throws {
    try PictureEndToEndTests.withDirectory { directory in
      let result = try AClockProcess.run(
        Self.face + ["--palette", palette, "--png", directory.appendingPathComponent("c.png").path,
                     "--bmp", directory.appendingPathComponent("c.bmp").path])
      #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty)
      let levels = try #require(Self.levels[palette])
      let depth = [2: 1, 4: 2, 16: 4][levels.count]
      let png = try IndependentGrayDecoder.decode(try Self.file(directory, "c.png"), as: "png")
      #expect(png.colourType == 0 && png.depth == depth && png.width == 480 && png.height == 480)
      // Only the levels; the antialiased edges show all but perhaps black (the classic
      // face's darkest ink is a near-black, which 16 grays keep apart from black).
      #expect(Set(png.pil).isSubset(of: levels) && Set(png.pil).count >= levels.count - 1)
      #expect(png.own == png.pil)
      let bmp = try IndependentGrayDecoder.decode(try Self.file(directory, "c.bmp"), as: "bmp")
      #expect(bmp.pil == png.pil)
      let fields = try #require(bmp.bmp)
      #expect(fields["biBitCount"] == (palette == "1bit" ? 1 : 4))
      #expect(fields["biClrUsed"] == levels.count && fields["biHeight"] == 480 && fields["bfSize"] == fields["fileLength"])
    }
  }

  @Test func aOneBitFaceIsSmallAndItsHandsAreInk() throws {
    let result = try AClockProcess.run(Self.face + ["--palette", "1bit", "--png", "-"])
    #expect(result.status == 0 && result.stderr.isEmpty)
    // 42 KB in full colour; 4.9 KB at one bit, no dithering (decision 0040).
    #expect(result.stdoutBytes.count < 8_000)
    let png = try IndependentGrayDecoder.decode(Array(result.stdoutBytes), as: "png")
    #expect(png.mode == "1")
    // 10:10:30: the hour hand points at 305.25°, the minute hand at 63°; a third of the way out
    // from the centre (240, 240) each is ink, and the paper between them is white.
    let gray = { (angle: Double, radius: Double) in
      let x = 240 + radius * sin(angle * .pi / 180), y = 240 - radius * cos(angle * .pi / 180)
      return png.pil[Int(y.rounded()) * 480 + Int(x.rounded())]
    }
    #expect(gray(305.25, 60) == 0 && gray(63, 80) == 0 && gray(180 + 90, 80) == 255)
  }

  @Test func invertSwapsInkAndPaper() throws {
    let plain = try AClockProcess.run(Self.face + ["--palette", "gray4", "--png", "-"])
    let inverted = try AClockProcess.run(Self.face + ["--palette", "gray4", "--invert", "--png", "-"])
    #expect(plain.status == 0 && inverted.status == 0)
    let before = try IndependentGrayDecoder.decode(Array(plain.stdoutBytes), as: "png").pil
    let after = try IndependentGrayDecoder.decode(Array(inverted.stdoutBytes), as: "png").pil
    #expect(before.count == 480 * 480 && after == before.map { 255 - $0 })
  }

  @Test func colorIsTodaysFullColourPicture() throws {
    let plain = try AClockProcess.run(Self.face + ["--png", "-"])
    let color = try AClockProcess.run(Self.face + ["--palette", "color", "--png", "-"])
    #expect(color.status == 0 && color.stdoutBytes == plain.stdoutBytes)
    // IHDR: 8-bit RGB (colour type 2), not gray (0).
    #expect(Array(color.stdoutBytes.prefix(26).suffix(2)) == [8, 2])
  }

  @Test func theStopwatchWritesABMPInFourGrays() throws {
    let result = try AClockProcess.run(["stopwatch", "--elapsed", "5m", "--size", "120", "--palette", "gray4", "--bmp", "-"])
    #expect(result.status == 0 && result.stderr.isEmpty)
    let bmp = try IndependentGrayDecoder.decode(Array(result.stdoutBytes), as: "bmp")
    #expect(bmp.width == 120 && Set(bmp.pil).isSubset(of: [0, 85, 170, 255]) && Set(bmp.pil).count > 1)
  }

  @Test func maxBytesRefusesAndLeavesEveryTargetUntouched() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let kept = directory.appendingPathComponent("kept.png")
      try Data("old".utf8).write(to: kept)
      let bmp = directory.appendingPathComponent("new.bmp").path
      // The 16-gray PNG is about 15 KB, the BMP 115 KB: the PNG, first, is refused.
      let result = try AClockProcess.run(
        Self.face + ["--palette", "gray16", "--max-bytes", "10kB", "--png", kept.path, "--bmp", bmp])
      #expect(result.status == 73 && result.stdout.isEmpty)
      let size = try #require(result.stderr.firstMatch(of: /it would be (\d+) bytes/).flatMap { Int($0.1) })
      #expect(size > 10_000)
      #expect(result.stderr == "aclock: cannot create '\(kept.path)': it would be \(size) bytes, more than --max-bytes 10000; nothing was written\n")
      #expect(try Data(contentsOf: kept) == Data("old".utf8))
      #expect(PictureEndToEndTests.contents(of: directory) == ["kept.png"])
      // Under the limit (TRMNL's 90 KB), the same files are written.
      let fits = try AClockProcess.run(Self.face + ["--palette", "1bit", "--max-bytes", "90kB", "--png", kept.path, "--bmp", bmp])
      #expect(fits.status == 0 && PictureEndToEndTests.contents(of: directory) == ["kept.png", "new.bmp"])
    }
  }

  @Test(arguments: [
    (["--bmp", "c.bmp"], "aclock: --bmp writes a panel's grays: add --palette 1bit, gray4 or gray16"),
    (["--palette", "1bit", "--png", "c.png", "--svg", "c.svg"],
     "aclock: --palette 1bit applies to the pixels of --png and --bmp; leave out --svg (vector formats, in full colour) or write them in another run"),
    (["--palette", "gray4", "--bmp", "c.bmp", "--pdf", "c.pdf"],
     "aclock: --palette gray4 applies to the pixels of --png and --bmp; leave out --pdf (vector formats, in full colour) or write them in another run"),
    (["--dither", "ordered", "--png", "c.png"],
     "aclock: --dither and --invert apply to a gray palette: add --palette 1bit, gray4 or gray16, or leave them out"),
    (["--invert", "--png", "c.png"],
     "aclock: --dither and --invert apply to a gray palette: add --palette 1bit, gray4 or gray16, or leave them out"),
    (["--palette", "1bit", "--once"],
     "aclock: --palette, --dither, --invert and --max-bytes shape picture files: add --png FILE or --bmp FILE, or leave them out"),
    (["--palette", "sepia", "--png", "c.png"],
     "aclock: The value 'sepia' is invalid for '--palette <palette>'. Please provide one of 'color', '1bit', 'gray4' or 'gray16'."),
    (["--palette", "1bit", "--dither", "floyd", "--png", "c.png"],
     "aclock: The value 'floyd' is invalid for '--dither <mode>'. Please provide one of 'none', 'ordered' or 'diffusion'."),
    (["--max-bytes", "0", "--png", "c.png"],
     "aclock: The value '0' is invalid for '--max-bytes <bytes>': use a whole number of bytes from 1, optionally with a unit, kB or MB (1000, 1000²), KiB or MiB (1024, 1024²): 90000, 90kB, 64KiB"),
  ])
  func badCombinationsAreRefusedInOneLineAndWriteNothing(arguments: [String], message: String) throws {
    try PictureEndToEndTests.withDirectory { directory in
      let result = try AClockProcess.run(arguments, in: directory)
      #expect(result.status == 64 && result.stdout.isEmpty)
      #expect(result.stderr == message + "\n")
      #expect(PictureEndToEndTests.contents(of: directory).isEmpty)
    }
  }
}
