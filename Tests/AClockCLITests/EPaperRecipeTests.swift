import ClockTestSupport
import Foundation
import Testing

/// The recipes of Docs/EPAPER.md, run as far as this machine allows: the Waveshare script
/// against a stub `waveshare_epd` panel, the Kindle script with a stub `eips`, the TRMNL BYOS
/// responder over loopback with curl, and the Inkplate BMP read back by PIL and by a header
/// reader of its own. The Inkplate sketch itself needs the board and is not run.
@Suite("Docs/EPAPER.md recipes", .tags(.integration, .decoders))
struct EPaperRecipeTests {
  static let recipes = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Docs/recipes")
  static let python = URL(fileURLWithPath: "/usr/bin/python3")
  static let shell = URL(fileURLWithPath: "/bin/sh")

  /// Runs `python` on `script` (a file) with `arguments`; returns its trimmed stdout, and
  /// records its stderr when it fails.
  static func runPython(_ script: URL, _ arguments: [String], environment: [String: String] = [:]) throws -> String {
    let run = try AClockProcess.run([script.path] + arguments, environment: environment, executable: python)
    #expect(run.status == 0, "\(script.lastPathComponent): \(run.stderr)")
    return run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Writes `text` to `name` in `directory` and returns its URL.
  static func write(_ text: String, to name: String, in directory: URL) throws -> URL {
    let file = directory.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: true, encoding: .utf8)
    return file
  }

  /// Writes the stub `waveshare_epd` package into `directory`; returns the folder to put on
  /// PYTHONPATH and the (empty) folder the stubs record into.
  static func writePanelStubs(in directory: URL) throws -> (stubs: URL, record: URL) {
    let stubs = directory.appendingPathComponent("stubs")
    _ = try write("", to: "waveshare_epd/__init__.py", in: stubs)
    _ = try write(EPaperRecipeStubs.panelBase, to: "waveshare_epd/_stub.py", in: stubs)
    _ = try write(EPaperRecipeStubs.panel, to: "waveshare_epd/epd7in5_V2.py", in: stubs)
    _ = try write(EPaperRecipeStubs.smallPanel, to: "waveshare_epd/epd2in9_V2.py", in: stubs)
    let record = directory.appendingPathComponent("record")
    try FileManager.default.createDirectory(at: record, withIntermediateDirectories: true)
    return (stubs, record)
  }

  /// Seven minutes on the stub panel with a full refresh every 4th picture: full, 3 partial,
  /// full, 2 partial, 11 rectangles. The checker compares every call with aclock's rectangles and the panel
  /// after every minute with aclock's full picture.
  @Test func waveshareScriptRefreshesOnlyTheChangedRectangles() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let (stubs, record) = try Self.writePanelStubs(in: directory)
      // A face whose hands change in separate columns: two or three rectangles a minute.
      let face = ["--tz", "UTC", "--style", "station", "--no-seconds"]
      let start = "2024-06-15T09:13:00Z"
      let script = Self.recipes.appendingPathComponent("waveshare_clock.py")
      let printed = try Self.runPython(
        script, ["--start", start, "--count", "7", "--full-every", "4", "--aclock", AClockProcess.binary.path, "--"] + face,
        environment: ["PYTHONPATH": stubs.path, "STUB_RECORD": record.path])
      #expect(printed.split(separator: "\n").map { String($0.split(separator: " ")[1]) }
        == ["full", "partial", "partial", "partial", "full", "partial", "partial"], "\(printed)")
      let checker = try Self.write(EPaperRecipeStubs.panelChecker, to: "check_panel.py", in: directory)
      let verdict = try Self.runPython(checker, [record.path, AClockProcess.binary.path, start, "7", "4"] + face)
      #expect(verdict.hasPrefix("ok 2 5 "), "\(verdict)")
      #expect((Int(verdict.split(separator: " ").last ?? "") ?? 0) > 5, "several rectangles in a minute: \(verdict)")
    }
  }

  /// The 2.9″ V2, whose driver refreshes partially only the whole panel: a landscape clock
  /// turned onto its 128×296 portrait buffer, `display_Base` first, then `display_Partial(image)`
  /// each minute, and at the end the panel is aclock's picture of the last minute.
  @Test func waveshareScriptDrivesAWholePanelPartialRefresh() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let (stubs, record) = try Self.writePanelStubs(in: directory)
      let face = ["--tz", "UTC", "--no-seconds"]
      let script = Self.recipes.appendingPathComponent("waveshare_clock.py")
      _ = try Self.runPython(
        script, ["--panel", "epd2in9_V2", "--rotate", "90", "--start", "2024-06-15T09:13:00Z", "--count", "3",
                 "--aclock", AClockProcess.binary.path, "--"] + face,
        environment: ["PYTHONPATH": stubs.path, "STUB_RECORD": record.path])
      let calls = try String(contentsOf: record.appendingPathComponent("calls.jsonl"), encoding: .utf8)
      #expect(calls.split(separator: "\n").map { $0.split(separator: "\"")[3] }
        == ["init", "display_Base", "partial", "partial", "sleep"], "\(calls)")
      let reference = directory.appendingPathComponent("reference.png").path
      let plain = try AClockProcess.run(
        ["--png", reference, "--palette", "1bit", "--size", "296x128", "--rotate", "90", "--at", "2024-06-15T09:15:00Z"] + face)
      #expect(plain.status == 0, "\(plain.stderr)")
      let checker = try Self.write(EPaperRecipeStubs.pictureChecker, to: "check.py", in: directory)
      let last = record.appendingPathComponent("002.png").path
      #expect(try Self.runPython(checker, [last, reference]) == "128x296 1 levels-ok same")
    }
  }

  /// Five cron runs, 09:13 to 09:17, with a full refresh at minutes divisible by 5: `eips -g`
  /// four times and `eips -f -g` at 09:15; the picture is the Paperwhite's 758×1024 in 16 grays
  /// and is aclock's own picture of the minute.
  @Test func kindleScriptDrawsSixteenGraysAndFlashesEveryNthMinute() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let bin = directory.appendingPathComponent("bin")
      let eips = try Self.write(EPaperRecipeStubs.eips, to: "eips", in: bin)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: eips.path)
      let picture = directory.appendingPathComponent("clock.png").path
      let log = directory.appendingPathComponent("eips.log")
      let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      let face = ["--tz", "America/New_York", "--no-seconds"]
      for minute in 13...17 {
        let run = try AClockProcess.run(
          [Self.recipes.appendingPathComponent("kindle-clock.sh").path] + face,
          environment: [
            "PATH": path, "EIPS_LOG": log.path, "ACLOCK": AClockProcess.binary.path, "PICTURE": picture,
            "FULL_EVERY": "5", "AT": "2024-06-15T09:\(minute):00Z",
          ],
          executable: Self.shell)
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
      }
      let calls = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
      #expect(calls == ["-g", "-g", "-f -g", "-g", "-g"].map { "\($0) \(picture)" })
      let reference = directory.appendingPathComponent("reference.png").path
      let plain = try AClockProcess.run(
        ["--png", reference, "--palette", "gray16", "--size", "758x1024", "--at", "2024-06-15T09:17:00Z"] + face)
      #expect(plain.status == 0, "\(plain.stderr)")
      let checker = try Self.write(EPaperRecipeStubs.pictureChecker, to: "check_kindle.py", in: directory)
      #expect(try Self.runPython(checker, [picture, reference]) == "758x1024 L levels-ok same")
    }
  }

  /// The Inkplate recipe's file: a 1-bit BMP at Inkplate 10's 1200×825 that PIL opens, with the
  /// header fields the board's BMP reader takes (read here with `struct`): bottom-up (height
  /// positive), 1 bit a pixel, uncompressed, rows padded to 4 bytes, black first in the table.
  @Test func inkplateBitmapHasTheHeaderFirmwareReads() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let bitmap = directory.appendingPathComponent("inkplate.bmp").path
      let run = try AClockProcess.run(
        ["--bmp", bitmap, "--palette", "1bit", "--size", "1200x825", "--tz", "UTC", "--at", "2024-06-15T09:15:00Z"])
      #expect(run.status == 0, "\(run.stderr)")
      let reader = try Self.write(EPaperRecipeStubs.bmpHeader, to: "bmp_header.py", in: directory)
      #expect(try Self.runPython(reader, [bitmap]) == "BM True 62 40 1200 825 1 1 0 True True 000000,ffffff")
      let pil = try Tool.output(Self.python.path, ["-c", "import sys; from PIL import Image; i = Image.open(sys.argv[1]); print(i.format, i.size, i.mode)", bitmap])
      #expect(pil == "BMP (1200, 825) 1\n")
    }
  }
}
