import ClockGeometry
import ClockRender
import ClockTestSupport
import Foundation
import Testing

/// Reads rendered PNGs back and checks pixels where the hands must and must not be.
@Suite("PNG pixels")
struct PNGProbeTests {
  // 10:10:30 UTC. Angles by hand: hour 30·10 + 0.5·10 + 30/120 = 305.25°,
  // minute 6·10 + 0.1·30 = 63°, second 6·30 = 180°.
  static let instant = Date(timeIntervalSince1970: 1_718_446_230)  // 2024-06-15T10:10:30Z
  static let utc = Zones.named("UTC")
  static let ink = (red: 0x14, green: 0x18, blue: 0x21)       // light theme hour/minute hands
  static let vermilion = (red: 0xE5, green: 0x48, blue: 0x2D)  // light theme second hand

  static func render(size: Int = 512, options: ClockFaceOptions = ClockFaceOptions().withoutShadow(),
                     background: RGBAColor? = nil) throws -> CairoSurface {
    let scene = ClockScene(time: LocalTime(instant, in: utc), timeZone: utc, options: options)
    let png = try PictureRenderer(look: ClockLook(style: .classic, background: background), variant: .light)
      .render(scene, as: .png, size: size)
    return try CairoSurface.image(png: png)
  }

  /// The pixel at `radius` (in face radii) along `degrees` clockwise from 12.
  static func pixel(_ image: CairoSurface, degrees: Double, radius: Double) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)? {
    let side = Double(image.width)
    let faceRadius = side * CairoSceneRenderer.faceRadiusFraction
    let theta = degrees * .pi / 180
    return image.pixel(x: Int((side / 2 + radius * faceRadius * sin(theta)).rounded(.down)),
                       y: Int((side / 2 - radius * faceRadius * cos(theta)).rounded(.down)))
  }

  static func isColor(_ pixel: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)?, _ expected: (red: Int, green: Int, blue: Int), tolerance: Int = 12) -> Bool {
    guard let pixel else { return false }
    return abs(Int(pixel.red) - expected.red) <= tolerance && abs(Int(pixel.green) - expected.green) <= tolerance
      && abs(Int(pixel.blue) - expected.blue) <= tolerance && pixel.alpha == 255
  }

  @Test func eachHandIsDrawnAlongItsAngle() throws {
    let image = try Self.render()
    for radius in [0.15, 0.3, 0.45] {
      #expect(Self.isColor(Self.pixel(image, degrees: 305.25, radius: radius), Self.ink), "hour hand at r=\(radius)")
    }
    for radius in [0.2, 0.5, 0.75] {
      #expect(Self.isColor(Self.pixel(image, degrees: 63, radius: radius), Self.ink), "minute hand at r=\(radius)")
    }
    for radius in [0.3, 0.6, 0.84] {
      #expect(Self.isColor(Self.pixel(image, degrees: 180, radius: radius), Self.vermilion), "second hand at r=\(radius)")
    }
  }

  @Test func handsAreAbsentAlongWrongAngles() throws {
    let image = try Self.render()
    let face = (red: 255, green: 255, blue: 255)
    // Where an hour hand at 10:10 would be if the angle were mirrored, and other wrong answers:
    // 9:50 (295°), 2:10 (65°), the minute hand at 10 (60° is only 3° off, so use 90° and 120°).
    for degrees in [54.75, 90.0, 120.0, 240.0, 270.0] {
      for radius in [0.2, 0.4] {
        #expect(Self.isColor(Self.pixel(image, degrees: degrees, radius: radius), face), "\(degrees)° r=\(radius)")
      }
    }
    // The hour hand stops at about half the radius: beyond it along 305.25° there is face, not
    // ink (without numerals: the "10" now reaches in as far as its width needs).
    let bare = try Self.render(options: ClockFaceOptions().withNumerals(.none).withoutShadow())
    #expect(Self.isColor(Self.pixel(bare, degrees: 305.25, radius: 0.58), face))
  }

  @Test func noSecondsLeavesNoSecondHand() throws {
    let image = try Self.render(options: ClockFaceOptions(secondHand: .hidden).withoutShadow())
    // r = 0.45: clear of the "6" numeral that starts at about 0.57.
    #expect(Self.isColor(Self.pixel(image, degrees: 180, radius: 0.45), (255, 255, 255)))
  }

  @Test func sweepingSecondHandIncludesTheFractionAndTickingDoesNot() throws {
    // At 10:10:30.5 a sweeping hand points at 6·30.5 = 183°, a ticking one at 180°.
    let time = LocalTime(Self.instant + 0.5, in: Self.utc)
    let renderer = PictureRenderer(look: ClockLook(style: .classic), variant: .light)
    for (mode, expected, other) in [(ClockFaceOptions.SecondHand.sweeping, 183.0, 180.0), (.ticking, 180.0, 183.0)] {
      let scene = ClockScene(time: time, timeZone: Self.utc, options: ClockFaceOptions(secondHand: mode).withoutShadow())
      let image = try CairoSurface.image(png: try renderer.render(scene, as: .png, size: 512))
      #expect(Self.isColor(Self.pixel(image, degrees: expected, radius: 0.8), Self.vermilion), "\(mode)")
      // r = 0.5: 3° apart is 6 px there, and the hour tick at 6 starts at 0.8.
      #expect(Self.isColor(Self.pixel(image, degrees: expected, radius: 0.5), Self.vermilion), "\(mode)")
      #expect(Self.isColor(Self.pixel(image, degrees: other, radius: 0.5), (255, 255, 255)), "\(mode)")
    }
  }

  @Test func twentyFourHourDialTurnsTheHourHandOnceADay() throws {
    // 10:10:30 on a 24-hour dial: 15·10 + 0.25·10 + 30/240 = 152.625°.
    let image = try Self.render(options: ClockFaceOptions(dial: .twentyFourHour).withoutShadow())
    #expect(Self.isColor(Self.pixel(image, degrees: 152.625, radius: 0.35), Self.ink))
    #expect(Self.isColor(Self.pixel(image, degrees: 305.25, radius: 0.35), (255, 255, 255)))
  }

  @Test func backgroundFillsTheCornersAndTransparentLeavesThemClear() throws {
    let themed = try Self.render()
    #expect(Self.isColor(themed.pixel(x: 2, y: 2), (0xEE, 0xF1, 0xF5), tolerance: 0))
    let clear = try Self.render(background: RGBAColor(parsing: "transparent"))
    #expect(clear.pixel(x: 2, y: 2)?.alpha == 0)
    #expect(clear.pixel(x: 509, y: 509)?.alpha == 0)
    let custom = try Self.render(background: RGBAColor(parsing: "#336699"))
    #expect(Self.isColor(custom.pixel(x: 2, y: 509), (0x33, 0x66, 0x99), tolerance: 0))
  }

  @Test("size is as asked", arguments: [16, 100, 512, 1001])
  func sizeIsAsAsked(size: Int) throws {
    let image = try Self.render(size: size)
    #expect(image.width == size && image.height == size)
  }

  @Test func sameInputsGiveByteIdenticalPictures() throws {
    let scene = ClockScene(time: LocalTime(Self.instant, in: Self.utc), timeZone: Self.utc, options: ClockFaceOptions(label: .both))
    let renderer = PictureRenderer(look: ClockLook(style: .classic), variant: .dark)
    #expect(try renderer.render(scene, as: .png, size: 256) == renderer.render(scene, as: .png, size: 256))
    #expect(try renderer.render(scene, as: .pdf, size: 256, creationDate: "2024-06-15T10:10:30")
      == renderer.render(scene, as: .pdf, size: 256, creationDate: "2024-06-15T10:10:30"))
    // aclock's SVG writer numbers nothing process-wide: the same call, the same bytes.
    #expect(try renderer.render(scene, as: .svg, size: 256) == renderer.render(scene, as: .svg, size: 256))
  }
}

/// The rim's outer edge on a contrasting background: the face disc stops under the rim, so no
/// face-coloured fringe shows outside it.
@Suite("The rim's edge")
struct RimEdgeTests {
  static let utc = Zones.named("UTC")

  /// Luma of the pixels just outside the rim (0.5 to 3 px beyond the face's radius), every 5°.
  static func outside(theme: ClockTheme.Name, background: RGBAColor, side: Int = 512) throws -> [Double] {
    let scene = ClockScene(time: LocalTime(Date(timeIntervalSince1970: 0), in: utc), timeZone: utc)
    let image = try PictureRenderer(look: ClockLook(style: .classic, background: background), variant: theme).drawnImage(scene, size: side)
    let radius = Double(side) * CairoSceneRenderer.faceRadiusFraction, center = Double(side) / 2
    var lumas: [Double] = []
    for degrees in stride(from: 0.0, to: 360, by: 5) {
      for beyond in [0.5, 1.5, 2.5] {
        let r = radius + beyond, angle = degrees * .pi / 180
        guard let pixel = image.pixel(x: Int(center + sin(angle) * r), y: Int(center - cos(angle) * r)) else { continue }
        lumas.append(0.2126 * Double(pixel.red) + 0.7152 * Double(pixel.green) + 0.0722 * Double(pixel.blue))
      }
    }
    return lumas
  }

  @Test func aLightFaceOnBlackShowsNoLightFringe() throws {
    // Rim #1F2430 (luma 35.4), backdrop black: anything lighter than the rim is the face's white.
    let lumas = try Self.outside(theme: .light, background: RGBAColor(hex: 0x000000))
    #expect(lumas.allSatisfy { $0 <= 36 }, "lightest: \(lumas.max() ?? 0)")
  }

  @Test func aDarkFaceOnWhiteShowsNoDarkFringe() throws {
    // Rim #606E85 (luma 108.5), backdrop white: anything darker than the rim is the face's charcoal.
    let lumas = try Self.outside(theme: .dark, background: RGBAColor(hex: 0xFFFFFF))
    #expect(lumas.allSatisfy { $0 >= 107 }, "darkest: \(lumas.min() ?? 0)")
  }
}
