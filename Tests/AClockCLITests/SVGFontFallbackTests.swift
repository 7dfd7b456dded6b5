import ClockGeometry
import ClockRender
import ClockTestSupport
import Foundation
import Testing

/// SVG text in a browser that lacks the style's font: Chromium draws the same SVG with the
/// fonts installed and with fontconfig shown only Inter (so DejaVu Sans falls back), and the
/// numerals' and label's ink is found in both and in cairo's PNG. Text anchored at its middle
/// stays where cairo put it; outlines do not depend on fonts at all.
@Suite("SVG text without its font", .serialized, .tags(.integration, .chromium, .decoders))
struct SVGFontFallbackTests {
  static let side = 400
  static let arguments = ["--tz", "UTC", "--at", "2024-06-15T09:15:00Z", "--size", "400", "--no-seconds", "--no-shadow", "--label", "time"]

  /// A fontconfig configuration that knows only Inter: every other family falls back to it.
  static func interOnly(in directory: URL) throws -> URL {
    let file = directory.appendingPathComponent("fonts.conf")
    try """
      <?xml version="1.0"?>
      <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
      <fontconfig><dir>/usr/share/fonts/opentype/inter</dir><cachedir>\(directory.path)/fc-cache</cachedir></fontconfig>
      """.write(to: file, atomically: true, encoding: .utf8)
    return file
  }

  /// The centroid of dark ink (luminance under 110) in the square of half-side `half` around
  /// (`x`, `y`), or nil if there is none.
  static func inkCentroid(_ image: CairoSurface, x: Double, y: Double, half: Double) -> (x: Double, y: Double)? {
    var sumX = 0.0, sumY = 0.0, count = 0.0
    for py in Int(y - half)...Int(y + half) {
      for px in Int(x - half)...Int(x + half) {
        guard let pixel = image.pixel(x: px, y: py) else { continue }
        let luminance = 0.2126 * Double(pixel.red) + 0.7152 * Double(pixel.green) + 0.0722 * Double(pixel.blue)
        if luminance < 110 {
          sumX += Double(px)
          sumY += Double(py)
          count += 1
        }
      }
    }
    return count > 0 ? (sumX / count, sumY / count) : nil
  }

  /// Where each numeral clear of the hands (at 09:15, 3 and 9 are covered) and the time label
  /// are: square boxes around them, in pixels.
  static var boxes: [(name: String, x: Double, y: Double, half: Double)] {
    let radius = Double(side) * CairoSceneRenderer.faceRadiusFraction, center = Double(side) / 2
    var boxes = (1...12).filter { ![3, 9].contains($0) }.map { hour -> (String, Double, Double, Double) in
      let point = DialAngle(degrees: Double(hour) * 30).point(atRadius: 0.65)
      return ("numeral \(hour)", center + point.x * radius, center + point.y * radius, 0.1 * radius)
    }
    boxes.append(("time label", center, center + 0.45 * radius, 0.4 * radius))
    return boxes
  }

  @Test("Text anchored at its middle stays centred in a fallback font; outlines are the same pixels with or without fonts")
  func fallback() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-fonts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, extra) in [("text", ["--svg", "text.svg"]), ("outline", ["--svg", "outline.svg", "--svg-text", "outline"]), ("png", ["--png", "ref.png"])] {
      let run = try AClockProcess.run(Self.arguments + extra, in: directory)
      #expect(run.status == 0, "\(name): \(run.stderr)")
    }
    let reference = try CairoSurface.image(png: Array(try Data(contentsOf: directory.appendingPathComponent("ref.png"))))
    let fonts = try Self.interOnly(in: directory)
    var shots: [String: CairoSurface] = [:]
    for mode in ["text", "outline"] {
      let page = directory.appendingPathComponent("\(mode).html")
      try "<!DOCTYPE html><body style=\"margin:0;background:#fff\"><img src=\"\(mode).svg\" width=\"400\" height=\"400\"></body>"
        .write(to: page, atomically: true, encoding: .utf8)
      shots[mode] = try HeadlessChromium.screenshot(page, width: Self.side, height: Self.side)
      shots[mode + " without"] = try HeadlessChromium.screenshot(page, width: Self.side, height: Self.side, environment: ["FONTCONFIG_FILE": fonts.path])
    }
    // The numerals' size at 400 px: 0.2 of the radius (CairoSceneRenderer's numeral em).
    let em = 0.17 * Double(Self.side) * CairoSceneRenderer.faceRadiusFraction
    var fallbackMoved = false
    for box in Self.boxes {
      let expected = try #require(Self.inkCentroid(reference, x: box.x, y: box.y, half: box.half), "\(box.name) in the PNG")
      // Text: across, within 0.07 em of cairo's middle (the anchor's claim); in all, within
      // 0.13 em (a fallback font's digits stand taller or shorter on the same baseline).
      // Outlines: within 0.04 em (anti-aliasing), with or without fonts.
      for (mode, across, total) in [("text", 0.07, 0.13), ("text without", 0.07, 0.13), ("outline", 0.04, 0.04), ("outline without", 0.04, 0.04)] {
        let shot = try #require(shots[mode])
        let found = try #require(Self.inkCentroid(shot, x: box.x, y: box.y, half: box.half), "\(box.name) in \(mode)")
        let dx = (found.x - expected.x) / em, offset = hypot(found.x - expected.x, found.y - expected.y) / em
        #expect(abs(dx) <= across && offset <= total, "\(box.name), \(mode): \(dx) em across, \(offset) em in all from cairo's")
      }
      let textShot = try #require(shots["text"]), fallbackShot = try #require(shots["text without"])
      let withFont = Self.inkCentroid(textShot, x: box.x, y: box.y, half: box.half)
      let without = Self.inkCentroid(fallbackShot, x: box.x, y: box.y, half: box.half)
      if let withFont, let without, hypot(withFont.x - without.x, withFont.y - without.y) > 0.05 { fallbackMoved = true }
    }
    // Outlines need no font: the page is the same pixels with the fonts hidden.
    let outline = try #require(shots["outline"]), outlineWithout = try #require(shots["outline without"])
    #expect(try outline.pngBytes() == outlineWithout.pngBytes())
    // The fallback really drew another font (else this test would prove nothing).
    #expect(fallbackMoved)
  }
}
