import Foundation
import Testing

/// Commands that draw no picture map none of cairo's libraries (Docs/decisions/0043): the
/// binary does not link cairo, and opens it with dlopen when the first picture is drawn.
///
/// What is mapped is read from the dynamic loader's own account (`LD_DEBUG=files` lists every
/// object it loads, dlopen's included) and, for the live clock, from `/proc/PID/maps`.
@Suite("Drawing stack loading")
struct DrawingStackLoadingTests {
  /// Libraries that come with cairo, any one of which would mean the drawing stack was loaded.
  static let drawingLibraries = ["libcairo", "libpixman", "libfontconfig", "libX11", "libpng", "libfreetype"]

  /// The objects the dynamic loader loaded for `arguments`, by file name.
  static func loadedObjects(_ arguments: [String]) throws -> (objects: [String], result: AClockProcess.Result) {
    let result = try AClockProcess.run(arguments, environment: ["LD_DEBUG": "files", "TZ": "UTC"])
    let objects = result.stderr.split(separator: "\n").compactMap { line -> String? in
      // "   1234:     file=libcairo.so.2 [0];  needed by ..." / "... dynamically loaded by ..."
      guard let start = line.range(of: "file=") else { return nil }
      return String(line[start.upperBound...].prefix { $0 != " " && $0 != "[" })
    }
    return (objects, result)
  }

  @Test(arguments: [
    ["angles", "--at", "2026-03-29T01:30:00Z", "--tz", "Europe/London"],
    ["--status", "--count", "1", "--tz", "Asia/Tokyo"],
    ["ticks", "--every", "1s", "--from", "2026-01-01T00:00:00Z", "--count", "2", "--no-wait", "--tz", "UTC"],
    ["--version"],
  ])
  func textCommandsLoadNoDrawingLibrary(_ arguments: [String]) throws {
    let (objects, result) = try Self.loadedObjects(arguments)
    #expect(result.status == 0, "\(arguments): \(result.stderr.suffix(400))")
    #expect(objects.contains { $0.hasPrefix("libc.so") }, "the loader's account was not read: \(objects)")
    for library in Self.drawingLibraries {
      #expect(!objects.contains { $0.hasPrefix(library) }, "\(arguments) loaded \(library): \(objects)")
    }
  }

  /// The other side: a picture does load cairo (so the check above can see it), and draws.
  @Test(arguments: ["png", "svg", "pdf"])
  func aPictureLoadsCairoWhenItDraws(_ format: String) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-dlopen-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("clock.\(format)").path
    let (objects, result) = try Self.loadedObjects(["--at", "2026-01-01T10:10:00Z", "--tz", "UTC", "--\(format)", path])
    #expect(result.status == 0, "\(result.stderr.suffix(400))")
    #expect(objects.contains { $0.hasPrefix("libcairo.so") }, "\(objects)")
    #expect((try? Data(contentsOf: URL(fileURLWithPath: path)).count) ?? 0 > 100)
  }

  /// Without a usable cairo a picture fails with one line naming the library and the package
  /// that provides it, and writes nothing; text commands do not notice.
  @Test func aMissingCairoIsAnErrorOnlyForPictures() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-nocairo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // Found first on LD_LIBRARY_PATH, and not a library: dlopen fails as for a broken install.
    try Data("not a library".utf8).write(to: directory.appendingPathComponent("libcairo.so.2"))
    let environment = ["LD_LIBRARY_PATH": directory.path]
    let png = directory.appendingPathComponent("clock.png").path
    let picture = try AClockProcess.run(["--at", "2026-01-01T10:10:00Z", "--tz", "UTC", "--png", png], environment: environment)
    #expect(picture.status == 69)
    let lines = picture.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(picture.stderr)")
    #expect(picture.stderr.contains("libcairo.so.2"), "\(picture.stderr)")
    #expect(picture.stderr.contains("libcairo2"), "\(picture.stderr)")
    #expect(!FileManager.default.fileExists(atPath: png))
    let angles = try AClockProcess.run(["angles", "--at", "2026-01-01T10:10:00Z", "--tz", "UTC"], environment: environment)
    #expect(angles.status == 0, "\(angles.stderr)")
    #expect(angles.stdout.contains("minute 60.000°"), "\(angles.stdout)")
  }

  /// The forwarders are the functions ClockRender calls, as the installed headers declare them:
  /// a function no longer called would stay in the list, and a new one would fail the link.
  @Test func theForwarderListIsUpToDate() throws {
    let script = VersionTests.root.appendingPathComponent("scripts/generate-cairo-forwarders")
    let result = try AClockProcess.run(["--check"], executable: script)
    #expect(result.status == 0, "\(result.stderr)")
  }

  /// The live terminal clock, read from /proc/PID/maps while it runs.
  @Test(.enabled(if: TmuxSession.isInstalled), arguments: [[String](), ["--braille"], ["--blocks"]])
  func theLiveClockMapsNoDrawingLibrary(_ extra: [String]) throws {
    try TmuxSession.run { tmux in
      let command = ([AClockProcess.binary.path, "--tz", "UTC"] + extra).map { "'\($0)'" }.joined(separator: " ")
      try tmux.start("exec env TERM=xterm-256color \(command)", columns: 80, rows: 24)
      // Drawn: the clock has been running its loop, not just started.
      let drawn = try tmux.waitFor(seconds: 15) { screen in screen.joined().filter { !$0.isWhitespace }.count > 40 }
      #expect(drawn.met, "\(drawn.screen.joined(separator: "\n"))")
      let pid = try tmux.value("#{pane_pid}")
      let maps = try String(contentsOfFile: "/proc/\(pid)/maps", encoding: .utf8)
      #expect(maps.contains("libc.so"), "not aclock's maps: \(maps.prefix(400))")
      for library in Self.drawingLibraries {
        #expect(!maps.contains(library), "the live clock maps \(library)")
      }
    }
  }
}
