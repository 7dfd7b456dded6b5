import ClockGeometry
import ClockRender
import Foundation
import Testing

/// SVG frames joined from the still layer's document and the moving layer's draw what a whole
/// document draws.
@Suite("SVG frames from the still layer")
struct StillLayerSVGTests {
  static let start = Date(timeIntervalSince1970: 1_718_446_230)  // 2024-06-15T10:10:30Z
  static let zones = ["UTC", "Asia/Kathmandu"].compactMap(ZoneRules.named)

  /// `svg` rasterised by rsvg-convert, as an image.
  static func rasterised(_ svg: [UInt8], in directory: URL, name: String) throws -> CairoSurface {
    let source = directory.appendingPathComponent(name + ".svg")
    let target = directory.appendingPathComponent(name + ".png")
    try Data(svg).write(to: source)
    #expect(try Tool.run("xmllint", ["--noout", source.path]) == 0)
    #expect(try Tool.run("rsvg-convert", ["-o", target.path, source.path]) == 0)
    return try CairoSurface.image(png: Array(try Data(contentsOf: target)))
  }

  @Test("joined documents render like whole ones", arguments: [
    (ClockFaceOptions(), 1),
    (ClockFaceOptions(numerals: .roman, label: .both), 1),
    (ClockFaceOptions(numerals: .roman, label: .both, shadow: false), 1),
    (ClockFaceOptions(numerals: .none, secondHand: .sweeping, label: .time), 2),
  ])
  func joinedMatchesWhole(options: ClockFaceOptions, zoneCount: Int) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-svg-join-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let renderer = CairoSceneRenderer(theme: .dark)
    let zones = Array(Self.zones.prefix(zoneCount))
    let board = { (instant: Date) in ClockBoard(instant: instant, timeZones: zones, options: options) }
    let writer = try StillLayerSVGWriter(renderer: renderer, template: board(Self.start), side: 120)
    for offset in [0.0, 3725.5] {
      let joinedSVG = try writer.svg(of: board(Self.start + offset))
      let wholeSVG = try PictureRenderer(renderer: renderer).render(board(Self.start + offset), as: .svg, side: 120)
      // The moving layer's ids (glyphs; the shadow's mask, clip and group) are renamed.
      let joinedText = String(decoding: joinedSVG, as: UTF8.self)
      #expect(joinedText.contains("moving-glyph") == options.label.showsTime)
      #expect(joinedText.contains("url(#moving-mask") == options.shadow)
      let joined = try Self.rasterised(joinedSVG, in: directory, name: "joined")
      let whole = try Self.rasterised(wholeSVG, in: directory, name: "whole")
      #expect(joined.width == whole.width && joined.height == whole.height)
      var differing = 0
      for y in 0..<whole.height {
        for x in 0..<whole.width {
          let a = joined.pixel(x: x, y: y).map { [$0.red, $0.green, $0.blue, $0.alpha] }
          let b = whole.pixel(x: x, y: y).map { [$0.red, $0.green, $0.blue, $0.alpha] }
          if a != b { differing += 1 }
        }
      }
      #expect(differing == 0, "\(differing) pixels differ at +\(offset) s")
    }
  }
}
