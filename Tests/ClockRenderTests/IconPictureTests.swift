import ClockGeometry
import ClockRender
import ClockTestSupport
import Foundation
import Testing

/// Faces drawn as icons (under 72 px): at 16, 24 and 32 px the hour and minute hands are the
/// strongest ink, darkest on a light face and brightest on a dark one, in every style.
@Suite("Icons")
struct IconPictureTests {
  static let utc = Zones.named("UTC")
  /// 10:09:37 UTC: the hour hand at (10 + 9/60 + 37/3600)·30 = 304.808…°, the minute hand at
  /// (9 + 37/60)·6 = 57.7°, far apart.
  static let instant = Date(timeIntervalSince1970: 1_718_446_177)
  static let hourDegrees = (10 + 9 / 60.0 + 37 / 3600.0) * 30, minuteDegrees = (9 + 37 / 60.0) * 6

  /// Rec. 709 luma of a pixel's sRGB values, 0…255.
  static func luma(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Double {
    0.2126 * Double(pixel.red) + 0.7152 * Double(pixel.green) + 0.0722 * Double(pixel.blue)
  }

  /// Distance in pixels from (x, y) to the segment from the centre along `degrees` for `length`
  /// face radii, in a picture `side` pixels square.
  static func distance(x: Double, y: Double, degrees: Double, length: Double, side: Int) -> Double {
    let center = Double(side) / 2, radius = Double(side) * CairoSceneRenderer.faceRadiusFraction
    let angle = degrees * .pi / 180
    let tipX = center + sin(angle) * length * radius, tipY = center - cos(angle) * length * radius
    let dx = tipX - center, dy = tipY - center
    let t = max(0, min(1, ((x - center) * dx + (y - center) * dy) / (dx * dx + dy * dy)))
    let ex = x - (center + t * dx), ey = y - (center + t * dy)
    return (ex * ex + ey * ey).squareRoot()
  }

  @Test("At 16, 24 and 32 px the hands are the strongest marks", arguments: [16, 24, 32])
  func handsAreTheStrongestInk(side: Int) throws {
    for name in ClockStyle.builtInNames {
      let style = try #require(ClockStyle.named(name))
      for variant in ClockTheme.Name.allCases {
        var options = ClockFaceOptions(style: style, pixelSide: side)
        options.secondHand = .hidden
        let face = ClockFace(timeZone: Self.utc, options: options)
        let scene = face.scene(at: LocalTime(Self.instant, in: Self.utc))
        let image = try PictureRenderer(look: face.look, variant: variant).drawnImage(scene, size: side)
        let pixelsPerRadius = Double(side) * CairoSceneRenderer.faceRadiusFraction
        let hour = face.style.hourHand, minute = face.style.minuteHand
        // Signed so that "stronger" is larger: darker on light, brighter on dark.
        let sign = variant == .light ? -1.0 : 1.0
        var strongestOnHands = -Double.infinity, strongestElsewhere = -Double.infinity
        for y in 0..<side {
          for x in 0..<side {
            guard let pixel = image.pixel(x: x, y: y) else { continue }
            let strength = sign * Self.luma(pixel)
            let px = Double(x) + 0.5, py = Double(y) + 0.5
            let onHand = Self.distance(x: px, y: py, degrees: Self.hourDegrees, length: hour.length, side: side) <= hour.width * pixelsPerRadius / 2 + 1
              || Self.distance(x: px, y: py, degrees: Self.minuteDegrees, length: minute.length, side: side) <= minute.width * pixelsPerRadius / 2 + 1
            if onHand { strongestOnHands = max(strongestOnHands, strength) } else { strongestElsewhere = max(strongestElsewhere, strength) }
          }
        }
        // A clear margin: 12 levels of 255.
        #expect(strongestOnHands > strongestElsewhere + 12, "\(name) \(variant) at \(side) px: hands \(sign * strongestOnHands), elsewhere \(sign * strongestElsewhere)")
      }
    }
  }

  @Test func iconsAreVectorsToo() throws {
    // The same icon form in SVG and PDF: no numerals written.
    var options = ClockFaceOptions(style: .classic, pixelSide: 24)
    options.secondHand = .hidden
    let scene = ClockScene(time: LocalTime(Self.instant, in: Self.utc), timeZone: Self.utc, options: options)
    #expect(!scene.elements.contains { if case .radialText = $0 { return true } else { return false } })
    let svg = try PictureRenderer(look: ClockLook(style: .classic), variant: .light).render(scene, as: .svg, size: 24)
    #expect(!String(decoding: svg, as: UTF8.self).contains("<text"))
  }
}
