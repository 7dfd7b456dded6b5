import ClockGeometry
import ClockRender
import ClockTestSupport
import Foundation
import Testing

/// A world clock's SVG in Chromium: each caption's city (with its sun or moon) and second line
/// are where cairo's PNG has them, as text and as outlines.
@Suite("The world clock's SVG in a browser", .serialized, .tags(.integration, .chromium, .decoders))
struct WorldClockSVGBrowserTests {
  static let zones = [
    "America/Los_Angeles", "America/New_York", "America/St_Johns", "Europe/London",
    "Asia/Kathmandu", "Asia/Tokyo", "Pacific/Kiritimati", "Pacific/Pago_Pago",
  ]
  static let at = "2024-06-15T09:15:30Z"

  /// The box of ink darker than the backdrop (luminance under 180: the label colour #5B6474 is
  /// 98, the backdrop 240) in a rectangle, or nil: where a line of text starts and ends, which
  /// antialiasing moves less than its centroid.
  static func ink(_ image: CairoSurface, x0: Double, y0: Double, x1: Double, y1: Double) -> (left: Int, right: Int, top: Int, bottom: Int)? {
    var left = Int.max, right = Int.min, top = Int.max, bottom = Int.min
    for py in Int(y0)..<Int(y1) {
      for px in Int(x0)..<Int(x1) {
        guard let pixel = image.pixel(x: px, y: py) else { continue }
        let luminance = 0.2126 * Double(pixel.red) + 0.7152 * Double(pixel.green) + 0.0722 * Double(pixel.blue)
        guard luminance < 180 else { continue }
        left = min(left, px)
        right = max(right, px)
        top = min(top, py)
        bottom = max(bottom, py)
      }
    }
    return left <= right ? (left, right, top, bottom) : nil
  }

  @Test func captionsAreWhereThePNGHasThem() throws {
    try BrowserTests.withDirectory { directory in
      let common = ["--at", Self.at, "--size", "1280x720", "--label", "time", "--no-shadow"] + Self.zones.flatMap { ["--tz", $0] }
      try BrowserTests.aclock(common + ["--png", "ref.png", "--svg", "text.svg"], in: directory)
      try BrowserTests.aclock(common + ["--svg", "outline.svg", "--svg-text", "outline"], in: directory)
      let reference = try CairoSurface.image(png: Array(try Data(contentsOf: directory.appendingPathComponent("ref.png"))))
      // The board as the command lays it out: 4 × 2 tiles of 297 px, centred in 1280 × 720.
      let canvas = PictureCanvas(size: .init(width: 1280, height: 720))
      let (grid, side) = PictureCanvas.fit(count: Self.zones.count, captioned: true, in: canvas.size!)
      #expect(grid == TileGrid(columns: 4, rows: 2) && side == 297)
      let board = ClockBoard(
        instant: Date(timeIntervalSince1970: 1_718_442_930), timeZones: Self.zones.map(Zones.named), options: ClockFaceOptions(label: .time),
        grid: grid)
      let placement = canvas.placement(of: board, side: side)
      let s = Double(side)
      for mode in ["text", "outline"] {
        let page = directory.appendingPathComponent("\(mode).html")
        try "<!DOCTYPE html><body style=\"margin:0\"><img src=\"\(mode).svg\" width=\"1280\" height=\"720\"></body>"
          .write(to: page, atomically: true, encoding: .utf8)
        let shot = try HeadlessChromium.screenshot(page, width: 1280, height: 720)
        // Outlines are cairo's glyphs: the same pixels but for antialiasing. Text is set by
        // Chromium (hinting, its own advances): within 2 px at each end of a line.
        let tolerance = mode == "outline" ? 1 : 2
        for (index, tile) in board.tiles.enumerated() {
          let city = board.captionCenter(of: tile), detail = board.detailCenter(of: tile)
          for (name, center, half) in [("city", city, 0.05), ("detail", detail, 0.033)] {
            let box = (
              x0: Double(placement.x) + (center.x - 0.5) * s, y0: Double(placement.y) + (center.y - half) * s,
              x1: Double(placement.x) + (center.x + 0.5) * s, y1: Double(placement.y) + (center.y + half) * s)
            let expected = try #require(Self.ink(reference, x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y1), "\(name) \(index) in the PNG")
            let found = try #require(Self.ink(shot, x0: box.x0, y0: box.y0, x1: box.x1, y1: box.y1), "\(mode) \(name) \(index)")
            let apart = [found.left - expected.left, found.right - expected.right, found.top - expected.top, found.bottom - expected.bottom]
            #expect(apart.allSatisfy { abs($0) <= tolerance }, "\(mode) \(name) \(index): \(found) against \(expected)")
          }
        }
      }
    }
  }
}
