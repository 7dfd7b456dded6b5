import ClockGeometry
import ClockRender
import ClockTestSupport
import Foundation
import Testing

/// Icons read back from cairo's pixels: quarter marks that fill whole columns (no two half-grey
/// ones), and each style's identity (station's red signal disc and accent dot, minimal's
/// yellow dot, breguet's hollow moon) where the geometry, worked out here, puts it.
@Suite("Size ladder pictures")
struct SizeLadderPictureTests {
  typealias Pixel = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
  static let utc = Zones.named("UTC")
  /// 10:09:37 UTC: hour hand at 304.8°, minute hand at 57.7°, second hand at 37 · 6 = 222°;
  /// nothing crosses the marks at 12, 3, 6 or 9.
  static let instant = Date(timeIntervalSince1970: 1_718_446_177)

  static func picture(_ style: ClockStyle, side: Int, seconds: Bool = false) throws -> (CairoSurface, ClockFace) {
    let options = ClockFaceOptions(style: style, secondHand: seconds ? .ticking : .hidden, pixelSide: side)
    let face = ClockFace(timeZone: utc, options: options)
    let image = try PictureRenderer(look: face.look, variant: .light).drawnImage(face.scene(at: LocalTime(instant, in: utc)), size: side)
    return (image, face)
  }

  /// The pixel whose square holds the point `radius` face radii from the centre along
  /// `degrees` (clockwise from 12), in a picture `side` pixels square.
  static func pixel(_ image: CairoSurface, degrees: Double, radius: Double) -> Pixel? {
    let side = Double(image.width), scale = side * 0.47, angle = degrees * .pi / 180
    return image.pixel(x: Int((side / 2 + sin(angle) * radius * scale).rounded(.down)), y: Int((side / 2 - cos(angle) * radius * scale).rounded(.down)))
  }

  static func luma(_ pixel: Pixel) -> Double {
    0.2126 * Double(pixel.red) + 0.7152 * Double(pixel.green) + 0.0722 * Double(pixel.blue)
  }

  static func same(_ a: Pixel, _ b: Pixel, tolerance: Int = 3) -> Bool {
    abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance && abs(Int(a.blue) - Int(b.blue)) <= tolerance
  }

  @Test("At 16–48 px the mark at 12 fills whole columns", arguments: [16, 23, 24, 32, 48])
  func quarterMarkColumnsAreSolid(side: Int) throws {
    // A pilot's icon has its triangle at 12 instead of a mark (PilotDialPictureTests).
    for name in ClockStyle.builtInNames where ClockStyle.named(name)?.dial.twelveMarker == TwelveMarker.none {
      let (image, face) = try Self.picture(try #require(ClockStyle.named(name)), side: side)
      let tick = try #require(face.layout.hourTicks.first)
      let scale = Double(side) * 0.47, centre = Double(side) / 2
      let width = Int((tick.width * scale).rounded())
      let left = Int((centre - Double(width) / 2).rounded()), top = Int((centre - tick.outerRadius * scale).rounded())
      let bottom = Int((centre - tick.innerRadius * scale).rounded())
      // The face, halfway to 6 o'clock: no hand, mark or dot there at this instant.
      let faceInk = try #require(Self.pixel(image, degrees: 180, radius: 0.45))
      let markInk = try #require(image.pixel(x: left, y: top))
      #expect(abs(Self.luma(markInk) - Self.luma(faceInk)) > 40, "\(name) at \(side): mark \(markInk), face \(faceInk)")
      for y in top..<bottom {
        for x in left..<(left + width) {
          let pixel = try #require(image.pixel(x: x, y: y))
          #expect(Self.same(pixel, markInk), "\(name) at \(side): (\(x), \(y)) \(pixel) in a mark of \(markInk)")
        }
        // Beside the mark, the face: no half-covered column on either side (below the first
        // row, which the rim's inner edge, curving away from the axis, still grazes).
        for x in [left - 1, left + width] where y > top {
          let pixel = try #require(image.pixel(x: x, y: y))
          #expect(Self.same(pixel, faceInk), "\(name) at \(side): (\(x), \(y)) \(pixel) beside the mark, face \(faceInk)")
        }
      }
      // And below its end, the face: its inner end is a whole row too.
      for x in left..<(left + width) {
        let pixel = try #require(image.pixel(x: x, y: bottom))
        #expect(Self.same(pixel, faceInk), "\(name) at \(side): (\(x), \(bottom)) \(pixel) below the mark")
      }
    }
  }

  @Test("The station icon keeps its red signal disc at the second hand's tip", arguments: [16, 24, 32])
  func stationKeepsItsRedDisc(side: Int) throws {
    let station = try #require(ClockStyle.named("station"))
    // The style's second hand is 0.6 radii long; its disc is centred on the tip, at 222°.
    let (image, _) = try Self.picture(station, side: side, seconds: true)
    let tip = try #require(Self.pixel(image, degrees: 222, radius: 0.6))
    #expect(tip.red > 200 && tip.green < 90 && tip.blue < 90, "\(side) px: \(tip)")
    // As far out between 3 and 6 o'clock, where no hand is: the face.
    let opposite = try #require(Self.pixel(image, degrees: 150, radius: 0.6))
    #expect(opposite.red > 200 && opposite.green > 200, "\(side) px: \(opposite)")
  }

  @Test("Without a second hand each style's accent is the dot over the pivot", arguments: [16, 24, 32, 48])
  func accentDot(side: Int) throws {
    // Station's red #E30613 and minimal's yellow #F2B200, from their style files.
    for (name, isAccent) in [
      ("station", { (p: Pixel) in p.red > 200 && p.green < 60 && p.blue < 60 }),
      ("minimal", { (p: Pixel) in p.red > 220 && p.green > 150 && p.green < 200 && p.blue < 60 }),
    ] {
      let (image, _) = try Self.picture(try #require(ClockStyle.named(name)), side: side)
      // The pixel just below and right of the centre (the centre itself on an even side).
      let centre = try #require(image.pixel(x: side / 2, y: side / 2))
      #expect(isAccent(centre), "\(name) at \(side) px: \(centre)")
    }
  }

  @Test("Breguet's minute hand keeps a hollow moon from 24 px", arguments: [24, 32, 48])
  func breguetMoonIsHollow(side: Int) throws {
    let breguet = try #require(ClockStyle.named("breguet"))
    let (image, face) = try Self.picture(breguet, side: side)
    let hand = face.style.minuteHand
    let scale = Double(side) * 0.47
    // The moon's middle, at 76 % of the hand along 57.7° (9 min 37 s).
    let centre = 0.76 * hand.length, degrees = (9 + 37 / 60.0) * 6
    let middle = try #require(Self.pixel(image, degrees: degrees, radius: centre))
    #expect(Self.luma(middle) > 200, "\(side) px: moon's middle \(middle)")
    // Around it, pixels whose middles are 1.5–3.5 px out, in each quarter of the circle: the
    // ring in blued steel (#1F3A7A), blue over red by 91 where it covers a pixel and by -14 on
    // the cream face (#FAF6EC).
    let x0 = Double(side) / 2 + sin(degrees * .pi / 180) * centre * scale, y0 = Double(side) / 2 - cos(degrees * .pi / 180) * centre * scale
    for quarter in 0..<4 {
      var bluest = -255
      for y in Int(y0) - 4...Int(y0) + 4 {
        for x in Int(x0) - 4...Int(x0) + 4 {
          let dx = Double(x) + 0.5 - x0, dy = Double(y) + 0.5 - y0
          let distance = (dx * dx + dy * dy).squareRoot()
          let sector = Int(((atan2(dx, -dy) * 180 / .pi + 405).truncatingRemainder(dividingBy: 360)) / 90)
          guard distance >= 1.5, distance <= 3.5, sector == quarter, let p = image.pixel(x: x, y: y) else { continue }
          bluest = max(bluest, Int(p.blue) - Int(p.red))
        }
      }
      #expect(bluest > 45, "\(side) px: ring in quarter \(quarter) (from 315°)")
    }
  }
}
