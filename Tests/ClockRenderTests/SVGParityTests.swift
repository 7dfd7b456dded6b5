import ClockGeometry
import ClockRender
import ClockTestSupport
import Foundation
import Testing

/// aclock's SVG, rasterised by rsvg-convert, draws what the PNG of the same call draws: every
/// built-in style, light and dark, at 512 px, at 96 px (small) and as 24 and 16 px icons, and a
/// world clock, a stopwatch and timers; with numerals as `<text>` (the viewer lays the text out itself, so its
/// edges may differ) and, tighter, as glyph outlines. Every SVG written here passes xmllint.
@Suite("SVG against PNG", .serialized, .tags(.integration, .decoders))
struct SVGParityTests {
  static let instant = Date(timeIntervalSince1970: 1_718_413_777)  // 2024-06-15T01:09:37Z: 10:09:37 in Tokyo
  static let tokyo = Zones.named("Asia/Tokyo")

  /// How far apart two pictures are: the share of pixels whose channels differ by more than 64
  /// (of 255), and the mean difference per channel.
  struct Difference: CustomStringConvertible {
    let far: Double
    let mean: Double
    var description: String { String(format: "%.3f %% of pixels far apart, mean difference %.2f", far * 100, mean) }
  }

  static func difference(_ a: CairoSurface, _ b: CairoSurface) -> Difference {
    var far = 0, total = 0.0
    for y in 0..<a.height {
      for x in 0..<a.width {
        guard let p = a.pixel(x: x, y: y), let q = b.pixel(x: x, y: y) else { continue }
        let d = [abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)), abs(Int(p.blue) - Int(q.blue)), abs(Int(p.alpha) - Int(q.alpha))]
        if d.max() ?? 0 > 64 { far += 1 }
        total += Double(d.reduce(0, +)) / 4
      }
    }
    let count = Double(a.width * a.height)
    return Difference(far: Double(far) / count, mean: total / count)
  }

  /// Measured: with outlines no pixel differs by more than 64 and the mean difference is at
  /// most 0.1 (antialiasing); with `<text>` up to 0.75 % of the pixels (the numerals' and
  /// labels' edges, as rsvg lays text out with its own metrics) and a mean of 1.1. A small
  /// dial (`small`: 72 px to its style's full form) is more text edge for its area: at 96 px
  /// contrast's bold quarter numerals and labels differ in 1.9 % of the pixels, mean 2.2.
  static func expectClose(_ difference: Difference, text: SVGOptions.TextMode, small: Bool = false, _ name: String) {
    switch text {
    case .outline: #expect(difference.far < 0.0005 && difference.mean < 0.3, "\(name): \(difference)")
    case .text where small: #expect(difference.far < 0.025 && difference.mean < 3, "\(name): \(difference)")
    case .text: #expect(difference.far < 0.015 && difference.mean < 2, "\(name): \(difference)")
    }
  }

  /// A directory removed at the end of `body`, which gets it and a function that writes an SVG
  /// there and returns rsvg-convert's rendering of it.
  static func withRasteriser(_ body: (_ rasterise: ([UInt8], String) throws -> CairoSurface) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-svg-parity-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var written: [String] = []
    try body { svg, name in
      let source = directory.appendingPathComponent(name + ".svg"), target = directory.appendingPathComponent(name + ".png")
      try Data(svg).write(to: source)
      written.append(source.path)
      #expect(try Tool.run("rsvg-convert", ["-o", target.path, source.path]) == 0, "\(name)")
      return try CairoSurface.image(png: Array(try Data(contentsOf: target)))
    }
    #expect(try Tool.run("xmllint", ["--noout"] + written) == 0)
  }

  /// The board drawn as PNG and as SVG (rasterised), and how far apart they are.
  static func compare(
    _ board: ClockBoard, pictures: PictureRenderer, side: Int, text: SVGOptions.TextMode, name: String,
    rasterise: ([UInt8], String) throws -> CairoSurface
  ) throws -> Difference {
    let png = try pictures.drawnImage(board, side: side)
    let svg = try pictures.render(board, as: .svg, side: side, svg: SVGOptions(text: text))
    let raster = try rasterise(svg, name)
    #expect(raster.width == png.width && raster.height == png.height, "\(name)")
    return difference(png, raster)
  }

  @Test("every built-in style, light and dark, 512 and 96 px and icons", arguments: ClockStyle.builtInNames)
  func everyStyleMatchesItsPNG(name: String) throws {
    let style = try #require(ClockStyle.named(name))
    try Self.withRasteriser { rasterise in
      for variant in ClockTheme.Name.allCases {
        for side in [512, 96, 24, 16] {  // full, small (quarter numerals) and icons
          var options = ClockFaceOptions(style: style, pixelSide: side)
          if side >= 72 { options.label = .both }
          let board = ClockBoard(instant: Self.instant, timeZones: [Self.tokyo], options: options)
          let pictures = PictureRenderer(look: options.look, variant: variant)
          for text in SVGOptions.TextMode.allCases {
            let id = "\(name)-\(variant.rawValue)-\(side)-\(text.rawValue)"
            let difference = try Self.compare(board, pictures: pictures, side: side, text: text, name: id, rasterise: rasterise)
            Self.expectClose(difference, text: text, small: options.drawnStyle.form == .small, id)
          }
        }
      }
    }
  }

  @Test func worldClockStopwatchAndTimersMatchTheirPNGs() throws {
    let zones = ["Asia/Tokyo", "Europe/Berlin", "America/New_York"].map(Zones.named)
    let stopwatch = StopwatchFace(style: .classic).scene(elapsed: .milliseconds(75_230))
    let tea = CountdownFace(length: .seconds(555), caption: "Tea").scene(remaining: .seconds(200))
    let pasta = CountdownFace(length: .seconds(600), caption: "Pasta").scene(remaining: .seconds(20))
    let boards: [(String, ClockBoard)] = [
      ("world", ClockBoard(instant: Self.instant, timeZones: zones, options: ClockFaceOptions(label: .time))),
      ("stopwatch", ClockBoard(stopwatch)),
      ("timers", ClockBoard(scenes: [(tea, nil), (pasta, nil)])),
    ]
    try Self.withRasteriser { rasterise in
      for (name, board) in boards {
        for text in SVGOptions.TextMode.allCases {
          let difference = try Self.compare(
            board, pictures: PictureRenderer(look: ClockLook(style: .classic)), side: 256, text: text, name: "\(name)-\(text.rawValue)", rasterise: rasterise)
          Self.expectClose(difference, text: text, "\(name)-\(text.rawValue)")
        }
      }
    }
  }
}
