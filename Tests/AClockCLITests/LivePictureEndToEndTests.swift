import ClockRender
import ClockTestSupport
import Foundation
import Testing

@Suite("aclock --live, end to end")
struct LivePictureEndToEndTests {
  /// The pixel at `radius` (face radii) along `degrees` clockwise from 12 of a square PNG.
  static func pixel(_ image: CairoSurface, degrees: Double, radius: Double) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
    let side = Double(image.width)
    let faceRadius = side * CairoSceneRenderer.faceRadiusFraction
    let theta = degrees * .pi / 180
    return image.pixel(x: Int(side / 2 + radius * faceRadius * sin(theta)), y: Int(side / 2 - radius * faceRadius * cos(theta)))
  }

  @Test func redrawsOnEveryTickAndLeavesTheLastFrame() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let target = directory.appendingPathComponent("live.png")
      // Displayed time starts at 10:10:30 and runs 10× real time; three ticks: :30, :31, :32 —
      // or later ones, if a render ran late and the ticker skipped to the newest due second.
      let result = try AClockProcess.run([
        "--png", target.path, "--live", "--at", "2024-06-15T10:10:30Z", "--tz", "UTC",
        "--speed", "10", "--count", "3", "--no-shadow",
      ])
      #expect(result.status == 0 && result.stderr.isEmpty)
      #expect(PictureEndToEndTests.contents(of: directory) == ["live.png"])
      let image = try CairoSurface.image(png: Array(try Data(contentsOf: target)))
      // Which whole second does the (vermilion) second hand show? Exactly one, and not before :32.
      let shown = (0..<60).filter { second in
        guard let pixel = Self.pixel(image, degrees: Double(second) * 6, radius: 0.75) else { return false }
        return pixel.red > 200 && pixel.green < 110 && pixel.blue < 90
      }
      #expect(shown.count == 1)
      // Not :30 or :31, the first two ticks' seconds; on a loaded machine a late tick can be
      // many seconds on, even past the minute (seen: :12, under a load of 8 on two cores).
      #expect(shown.first.map { ![30, 31].contains($0) } == true, "second hand at \(shown)")
    }
  }

  @Test("A live writer loads each font file once, not on every tick", .tags(.integration, .strace), arguments: [
    ["--png", "live.png", "--svg", "live.svg", "--label", "both"],
    ["--svg", "live.svg", "--html", "live.html", "--tz", "Europe/Paris"],
  ])
  func fontsAreLoadedOnceForAllTicks(outputs: [String]) throws {
    try PictureEndToEndTests.withDirectory { directory in
      let log = directory.appendingPathComponent("strace.txt")
      let arguments = outputs.map { $0.hasPrefix("live.") ? directory.appendingPathComponent($0).path : $0 }
      let result = try AClockProcess.run(
        ["-f", "-o", log.path, "-e", "trace=open,openat", AClockProcess.binary.path] + arguments
          + ["--live", "--at", "2024-06-15T10:10:30Z", "--tz", "UTC", "--speed", "100", "--count", "6"],
        executable: URL(fileURLWithPath: "/usr/bin/strace"))
      #expect(result.status == 0, "\(result.stderr)")
      // Every successful open of a font file, by path. Before: one per tick and file (6 each),
      // each a new FreeType face that cairo's font cache then held on to.
      var opens: [String: Int] = [:]
      for line in try String(contentsOf: log, encoding: .utf8).split(separator: "\n") where !line.contains("= -1") {
        guard let quote = line.firstIndex(of: "\"") else { continue }
        let path = line[line.index(after: quote)...].prefix { $0 != "\"" }
        if path.hasSuffix(".ttf") || path.hasSuffix(".otf") { opens[String(path), default: 0] += 1 }
      }
      #expect(!opens.isEmpty)
      #expect(opens.values.allSatisfy { $0 == 1 }, "\(opens)")
    }
  }

  @Test("misused live options: exit 64 with one line", arguments: [
    (["--live"], "--live needs an output file"),
    (["--png", "x.png", "--every", "1s"], "apply with --live"),
    (["--png", "x.png", "--live", "--every", "0s"], "'0s'"),
    (["--png", "x.png", "--live", "--every", "1s", "--every-minute"], "choose one schedule"),
    (["--png", "x.png", "--live", "--speed", "-2"], "--speed"),
  ])
  func misusedOptions(arguments: [String], mention: String) throws {
    try PictureEndToEndTests.withDirectory { directory in
      let result = try AClockProcess.run(arguments.map { $0 == "x.png" ? directory.appendingPathComponent($0).path : $0 })
      #expect(result.status == 64)
      #expect(result.stderr.filter(\.isNewline).count == 1)
      #expect(result.stderr.contains(mention), "\(result.stderr)")
      #expect(PictureEndToEndTests.contents(of: directory).isEmpty)
    }
  }
}
