import ClockGeometry
@testable import ClockRender
import ClockTestSupport
import Foundation
import Testing

/// The styles of decision 0054 read back from cairo's pixels: the pilot's triangle and dots at
/// 12 where the geometry, worked out here by hand, puts them, breguet's two rails at their
/// radii, and the font files the styles' weights resolve to, as fontconfig names them.
@Suite("Pilot, bauhaus and breguet pictures")
struct NewStylesPictureTests {
  typealias Pixel = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
  /// 10:09:37 UTC: hour hand at 304.8°, minute hand at 57.7°, second hand at 222°; none near 12.
  static let instant = Date(timeIntervalSince1970: 1_718_446_177)

  static func picture(_ style: ClockStyle, side: Int, variant: ClockTheme.Name) throws -> CairoSurface {
    let face = ClockFace(timeZone: .utc, options: ClockFaceOptions(style: style, pixelSide: side))
    return try PictureRenderer(look: face.look, variant: variant).drawnImage(face.scene(at: LocalTime(instant, in: .utc)), size: side)
  }

  static func luma(_ pixel: Pixel) -> Double {
    0.2126 * Double(pixel.red) + 0.7152 * Double(pixel.green) + 0.0722 * Double(pixel.blue)
  }

  /// The pixel that holds the point (x, y) of a 256 px picture.
  static func pixel(_ image: CairoSurface, _ x: Double, _ y: Double) throws -> Pixel {
    try #require(image.pixel(x: Int(x.rounded(.down)), y: Int(y.rounded(.down))))
  }

  @Test("The pilot's triangle and dots are at 12, in the numerals' ink", arguments: ClockTheme.Name.allCases)
  func pilotTriangleAtTwelve(variant: ClockTheme.Name) throws {
    let pilot = try #require(ClockStyle.named("pilot"))
    let image = try Self.picture(pilot, side: 256, variant: variant)
    let ink = Self.luma((variant == .light ? (0x14, 0x14, 0x14, 255) : (0xEE, 0xEA, 0xDF, 255)))
    let face = Self.luma((variant == .light ? (0xF2, 0xEF, 0xE6, 255) : (0x14, 0x14, 0x14, 255)))
    // At 256 px the centre is (128, 128) and a face radius 0.47 · 256 = 120.32 px. The base at
    // 0.83 radii (y = 28.13), the apex at 0.65 (y = 49.79), the base 0.2232 radii (26.9 px) wide.
    // Inside, a third of the way down from the base on the axis, and near each base corner:
    for (x, y) in [(128.0, 35.3), (118.0, 30.0), (138.0, 30.0)] {
      #expect(abs(Self.luma(try Self.pixel(image, x, y)) - ink) < 16, "\(variant): (\(x), \(y)) inside the triangle")
    }
    // Beside it, 4 px above the apex, where it is 2.5 px wide: the face.
    for x in [119.0, 137.0] {
      #expect(abs(Self.luma(try Self.pixel(image, x, 45.8)) - face) < 16, "\(variant): (\(x), 45.8) beside the triangle")
    }
    // The dots: radius 0.0252 (3 px), centres 0.17208 radii either side (x = 107.3, 148.7),
    // 0.8048 out (y = 31.2); between a dot and the triangle, the face.
    for x in [107.3, 148.7] {
      #expect(abs(Self.luma(try Self.pixel(image, x, 31.2)) - ink) < 16, "\(variant): dot at (\(x), 31.2)")
    }
    for x in [101.0, 114.2, 141.8, 155.0] {
      #expect(abs(Self.luma(try Self.pixel(image, x, 31.2)) - face) < 24, "\(variant): (\(x), 31.2) beside a dot")
    }
  }

  @Test func breguetsRailsAreDrawnAtTheirRadii() throws {
    let breguet = try #require(ClockStyle.named("breguet"))
    var railless = breguet
    railless.dial.railWidth = 0
    let face = Self.luma((0xFA, 0xF6, 0xEC, 255))
    // At 512 px a radius is 240.64 px: rails at 0.875 (210.56 px) and 0.93 (223.80 px), 0.96 px
    // wide; the track's strokes are every 6°, so halfway between two (3°, 9°, …) only a rail
    // is ink. Away from the hands (minute hand at 57.7°, hour at 304.8°, second at 222°).
    func darkest(_ image: CairoSurface, radius: Double, degrees: Double) -> Double {
      var least = 255.0
      for step in -3...3 {
        let r = radius + Double(step) * 0.5, angle = degrees * .pi / 180
        let x = 256 + sin(angle) * r, y = 256 - cos(angle) * r
        if let pixel = image.pixel(x: Int(x.rounded(.down)), y: Int(y.rounded(.down))) { least = min(least, Self.luma(pixel)) }
      }
      return least
    }
    let angles = stride(from: 3.0, to: 360, by: 6).filter { angle in
      [57.7, 304.8, 222].allSatisfy { abs(($0 - angle + 540).truncatingRemainder(dividingBy: 360) - 180) > 12 }
    }
    let image = try Self.picture(breguet, side: 512, variant: .light)
    let without = try Self.picture(railless, side: 512, variant: .light)
    for degrees in angles {
      for radius in [210.56, 223.80] {
        #expect(darkest(image, radius: radius, degrees: degrees) < face - 60, "rail at \(radius) px, \(degrees)°")
        #expect(darkest(without, radius: radius, degrees: degrees) > face - 8, "no rail at \(radius) px, \(degrees)°")
      }
      // Between the rails, halfway between two strokes: the face.
      #expect(darkest(image, radius: 217.2, degrees: degrees) > face - 8, "between the rails at \(degrees)°")
    }
  }

  @Test("Each new typeface's weights resolve to the file fontconfig names", arguments: [
    ("breguet", "Linux Libertine O:style=Regular", "Linux Libertine O:style=Bold"),
    ("pilot", "Inter:style=Regular", "Inter:style=Bold"),
    ("bauhaus", "Inter:style=Light", "Inter:style=Medium"),
  ])
  func fontFiles(name: String, regular: String, bold: String) throws {
    let typeface = try #require(ClockStyle.named(name)).typeface
    let resolver = FontResolver()
    let files = (
      resolver.file(of: typeface.regular, in: typeface.family), resolver.file(of: typeface.bold, in: typeface.family))
    #expect(files.0 == (try Tool.output("fc-match", ["-f", "%{file}", regular])), "\(name) regular")
    #expect(files.1 == (try Tool.output("fc-match", ["-f", "%{file}", bold])), "\(name) bold")
    let fonts = CairoFontCache()
    #expect(try fonts.font(typeface, bold: false).isLoadedFromFile && fonts.font(typeface, bold: true).isLoadedFromFile)
    #expect(try fonts.font(typeface, bold: false).fileFamily == typeface.family)
  }

  @Test func bauhausSVGNumeralsAskForTheLightWeight() throws {
    // fontconfig, independently: Inter Light's face is the style Light, weight 50 (= CSS 300).
    let file = try #require(FontResolver().file(of: .weight(.light), in: "Inter"))
    #expect(try Tool.output("fc-query", ["-f", "%{style[0]} %{weight}", file]) == "Light 50")
    func svg(_ name: String) throws -> String {
      let options = ClockFaceOptions(style: try #require(ClockStyle.named(name)), label: .time, pixelSide: 512)
      let board = ClockBoard(instant: Self.instant, timeZones: [.utc], options: options)
      let bytes = try PictureRenderer(look: options.look, variant: .light).render(board, as: .svg, side: 512, svg: SVGOptions(text: .text))
      return String(decoding: bytes, as: UTF8.self)
    }
    let bauhaus = try svg("bauhaus")
    // Twelve numerals in the light weight; the time label in the bold face (Inter Medium).
    #expect(bauhaus.components(separatedBy: "font-weight=\"300\">").count - 1 == 12)
    #expect(bauhaus.components(separatedBy: "font-weight=\"bold\">").count - 1 >= 1)
    // A regular face asks for no weight.
    #expect(!(try svg("classic")).contains("font-weight=\"3"))
  }
}
