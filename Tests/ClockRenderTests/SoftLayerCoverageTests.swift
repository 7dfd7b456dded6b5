import ClockGeometry
@testable import ClockRender
import Testing

/// A soft shadow is composited only over the tiles of its box near the layer's ink; every device
/// pixel the bilinear stretch can darken must lie in one of them.
@Suite("Soft shadow coverage")
struct SoftLayerCoverageTests {
  typealias Box = (x: Double, y: Double, width: Double, height: Double)

  /// A layer `width`×`height` with a thin slanted stroke and a dot, as a hand's shadow is.
  static func layer(width: Int, height: Int) throws -> CairoSurface {
    let layer = try CairoSurface.image(width: width, height: height)
    let context = try CairoContext(surface: layer)
    context.setColor(RGBAColor(hex: 0x000000, alpha: 0.3))
    context.strokeLine(from: DialPoint(x: 3, y: 4), to: DialPoint(x: Double(width) - 6, y: Double(height) - 9), width: 1.2, roundCaps: true)
    context.fillCircle(center: DialPoint(x: Double(width) - 4, y: 3.5), radius: 0.8)
    try context.checkStatus("drawing a test layer")
    return layer
  }

  /// Device pixels of `bounds` whose bilinear sample touches a layer pixel that is not
  /// transparent, found pixel by pixel: the centre (x + ½, y + ½) maps to layer
  /// (x + ½ − bounds.x) / downscale + pad, and bilinear filtering blends the pixels on either
  /// side of that point less ½.
  static func darkened(layer: CairoSurface, pad: Int, downscale: Int, bounds: Box) -> [(x: Int, y: Int)] {
    func inked(_ x: Int, _ y: Int) -> Bool { layer.pixel(x: x, y: y).map { $0.alpha > 0 } ?? false }
    var pixels: [(x: Int, y: Int)] = []
    for y in Int(bounds.y)..<Int(bounds.y + bounds.height) {
      for x in Int(bounds.x)..<Int(bounds.x + bounds.width) {
        let u = (Double(x) + 0.5 - bounds.x) / Double(downscale) + Double(pad) - 0.5
        let v = (Double(y) + 0.5 - bounds.y) / Double(downscale) + Double(pad) - 0.5
        let (left, top) = (Int(u.rounded(.down)), Int(v.rounded(.down)))
        if inked(left, top) || inked(left + 1, top) || inked(left, top + 1) || inked(left + 1, top + 1) {
          pixels.append((x, y))
        }
      }
    }
    return pixels
  }

  @Test("every pixel the stretched layer darkens is painted, and little else", arguments: [4, 2, 8])
  func tilesCoverEveryDarkenedPixel(downscale: Int) throws {
    let pad = 2
    let bounds: Box = (x: 48, y: 20, width: Double(36 * downscale), height: Double(30 * downscale))
    let layer = try Self.layer(width: 36 + 2 * pad, height: 30 + 2 * pad)
    let rectangles = try #require(SoftLayerCoverage.rectangles(of: layer, pad: pad, downscale: downscale, bounds: bounds))
    func painted(_ x: Int, _ y: Int) -> Int {
      rectangles.filter { Double(x) >= $0.x && Double(x) < $0.x + $0.width && Double(y) >= $0.y && Double(y) < $0.y + $0.height }.count
    }
    let darkened = Self.darkened(layer: layer, pad: pad, downscale: downscale, bounds: bounds)
    #expect(darkened.count > 100)
    let missed = darkened.filter { painted($0.x, $0.y) != 1 }
    #expect(missed.isEmpty, "\(missed.count) darkened pixels not painted exactly once, first \(missed.prefix(3))")
    for box in rectangles {
      #expect(box.x >= bounds.x && box.y >= bounds.y && box.x + box.width <= bounds.x + bounds.width
        && box.y + box.height <= bounds.y + bounds.height, "\(box) leaves the shadow's box")
      #expect([box.x, box.y, box.width, box.height].allSatisfy { $0 == $0.rounded() }, "\(box) is not on whole pixels")
    }
    // The point of it: a thin stroke's tiles are a fraction of its box.
    let area = rectangles.reduce(0.0) { $0 + $1.width * $1.height }
    #expect(area < 0.6 * bounds.width * bounds.height)
  }

  /// 1/3 is not exact in pixman's 16.16 fixed point: a rectangle starting inside the box would
  /// sample the layer a little elsewhere, so the whole box is painted.
  @Test func aDownscaleNotAPowerOfTwoPaintsTheWholeBox() throws {
    let layer = try Self.layer(width: 40, height: 34)
    #expect(SoftLayerCoverage.rectangles(of: layer, pad: 2, downscale: 3, bounds: (x: 48, y: 20, width: 108, height: 90)) == nil)
  }

  @Test func aTransparentLayerPaintsNothing() throws {
    let layer = try CairoSurface.image(width: 20, height: 12)
    let rectangles = SoftLayerCoverage.rectangles(of: layer, pad: 2, downscale: 4, bounds: (x: 0, y: 0, width: 64, height: 32))
    #expect(rectangles?.isEmpty == true)
  }
}
