import ClockGeometry
import ClockRender
import Foundation
import Testing

/// Stopwatch and countdown dials drawn by cairo, read back: pixels where the arcs and hands must
/// and must not be (probed as in `PNGProbeTests`), and the arcs' outlines in the SVG.
///
/// Pictures are 512 px: the face's radius is 0.47 · 512 = 240.64 px around (256, 256). A 9 min
/// 15 s countdown with 555 s left has its seconds ring (radius 0.84, 0.11 wide: 0.785…0.895)
/// lit from 12 to 3 o'clock (15 s of 60 → 90°) and its minutes ring (0.69, 0.635…0.745) from 12
/// to 55.5° (9.25 min of 60); the rest of each ring is track.
@Suite("Stopwatch and countdown pictures")
struct DialPictureTests {
  typealias Pixel = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
  typealias Color = (red: Int, green: Int, blue: Int)

  // Light theme (ClockTheme.light).
  static let vermilion = PNGProbeTests.vermilion             // secondHand 0xE5482D
  static let ink = PNGProbeTests.ink                         // minuteHand and hourHand 0x141821
  static let quiet = (red: 0x5B, green: 0x64, blue: 0x74)    // label 0x5B6474: the seconds ring
  static let track: Color = (0xE3, 0xE7, 0xEE)
  static let green: Color = (0x1E, 0x9E, 0x4A)               // finished
  static let white: Color = (0xFF, 0xFF, 0xFF)               // face

  static let renderer = PictureRenderer(look: ClockLook(style: .classic), variant: .light)
  static let tea = CountdownFace(length: .seconds(555), caption: "Tea")

  static func image(_ scene: ClockScene) throws -> CairoSurface {
    try CairoSurface.image(png: try renderer.render(scene, as: .png, size: 512))
  }

  /// The pixel at `radius` along `degrees` clockwise from 12.
  static func pixel(_ image: CairoSurface, degrees: Double, radius: Double) -> Pixel? {
    PNGProbeTests.pixel(image, degrees: degrees, radius: radius)
  }

  /// The pixel at a point of unit dial space.
  static func pixel(_ image: CairoSurface, at point: DialPoint) -> Pixel? {
    let side = Double(image.width), faceRadius = side * CairoSceneRenderer.faceRadiusFraction
    return image.pixel(x: Int((side / 2 + point.x * faceRadius).rounded(.down)),
                       y: Int((side / 2 + point.y * faceRadius).rounded(.down)))
  }

  static func isColor(_ pixel: Pixel?, _ expected: Color) -> Bool {
    PNGProbeTests.isColor(pixel, expected)
  }

  @Test func theOuterRingIsTheShareOfTheWholeTimerLeft() throws {
    // 200 s left of 555: 200/555·360 = 129.7°, in the accent (the second hand's vermilion).
    let image = try Self.image(Self.tea.scene(remaining: .seconds(200)))
    for degrees in [5.0, 60, 120] {
      for radius in [0.8, 0.84, 0.88] {
        #expect(Self.isColor(Self.pixel(image, degrees: degrees, radius: radius), Self.vermilion), "\(degrees)° r=\(radius)")
      }
    }
    // Past its end (clockwise) and before its start (anticlockwise from 12): track.
    for degrees in [140.0, 180, 270, 355] {
      #expect(Self.isColor(Self.pixel(image, degrees: degrees, radius: 0.84), Self.track), "\(degrees)°")
    }
    // Outside the ring's width: the face, not the arc.
    for radius in [0.765, 0.93] {
      #expect(Self.isColor(Self.pixel(image, degrees: 45, radius: radius), Self.white), "r=\(radius)")
    }
    // At the start the whole ring is lit: a 555-s timer does not start at 15 s of a minute.
    let start = try Self.image(Self.tea.scene(remaining: .seconds(555)))
    for degrees in stride(from: 10.0, to: 360, by: 50) {
      #expect(Self.isColor(Self.pixel(start, degrees: degrees, radius: 0.84), Self.vermilion), "start, \(degrees)°")
    }
  }

  @Test func theSecondsRingIsLitForTheSecondsLeft() throws {
    // 200 s = 3 min 20 s: 20 s of the minute → 120°, in the labels' quiet grey, on the inner ring (0.69).
    let image = try Self.image(Self.tea.scene(remaining: .seconds(200)))
    for degrees in [5.0, 60, 110] {
      #expect(Self.isColor(Self.pixel(image, degrees: degrees, radius: 0.69), Self.quiet), "\(degrees)°")
    }
    for degrees in [130.0, 180, 300] {
      #expect(Self.isColor(Self.pixel(image, degrees: degrees, radius: 0.69), Self.track), "\(degrees)°")
    }
  }

  @Test func aTwoHourTimerHasMinutesAndSecondsRingsInside() throws {
    // 1 h 30 min 10 s = 5410 s left of 2 h: whole ring (0.84) 5410/7200·360 = 270.5°, minutes
    // ring (0.69) 1810/3600·360 = 181°, seconds ring (0.54) 10/60·360 = 60°.
    let image = try Self.image(CountdownFace(length: .seconds(7200)).scene(remaining: .seconds(5410)))
    #expect(Self.isColor(Self.pixel(image, degrees: 260, radius: 0.84), Self.vermilion))
    #expect(Self.isColor(Self.pixel(image, degrees: 280, radius: 0.84), Self.track))
    #expect(Self.isColor(Self.pixel(image, degrees: 176, radius: 0.69), Self.ink))
    #expect(Self.isColor(Self.pixel(image, degrees: 186, radius: 0.69), Self.track))
    #expect(Self.isColor(Self.pixel(image, degrees: 55, radius: 0.54), Self.quiet))
    #expect(Self.isColor(Self.pixel(image, degrees: 65, radius: 0.54), Self.track))
  }

  @Test func aFinishedCountdownFillsTheFaceWithACheckMark() throws {
    let image = try Self.image(Self.tea.scene(remaining: .zero))
    // Green on the rings, between them and inside them (off the vertical axis, where the
    // caption and "done" are written).
    for degrees in stride(from: 22.5, to: 360, by: 45) {
      for radius in [0.84, 0.765, 0.69, 0.6] {
        #expect(Self.isColor(Self.pixel(image, degrees: degrees, radius: radius), Self.green), "\(degrees)° r=\(radius)")
      }
    }
    // The check mark in the face's white: its corner (-0.08, 0.1) and the middle of its long
    // stroke, half-way to (0.32, -0.34); beside the stroke, green.
    #expect(Self.isColor(Self.pixel(image, at: DialPoint(x: -0.08, y: 0.1)), Self.white))
    #expect(Self.isColor(Self.pixel(image, at: DialPoint(x: 0.12, y: -0.12)), Self.white))
    #expect(Self.isColor(Self.pixel(image, at: DialPoint(x: 0.25, y: 0.1)), Self.green))
  }

  @Test func theStopwatchsSweepHandPointsAtTheElapsedSeconds() throws {
    // 75.5 s: 15.5 s into the minute → 93°. The hand is 0.016 wide (3.9 px); 3° away at r = 0.5
    // is 6.3 px off it, so a hand at 90° (75 s, ticking) would miss these probes.
    let image = try Self.image(StopwatchFace().scene(elapsed: .milliseconds(75_500)))
    for radius in [0.3, 0.5, 0.84] {
      #expect(Self.isColor(Self.pixel(image, degrees: 93, radius: radius), Self.vermilion), "r=\(radius)")
    }
    // Not at 90° nor opposite, at 273°, beyond the 0.2 tail.
    #expect(Self.isColor(Self.pixel(image, degrees: 90, radius: 0.5), Self.white))
    for radius in [0.5, 0.84] {
      #expect(Self.isColor(Self.pixel(image, degrees: 273, radius: radius), Self.white), "r=\(radius)")
    }
    // The tail does go 0.2 behind the pivot.
    #expect(Self.isColor(Self.pixel(image, degrees: 273, radius: 0.15), Self.vermilion))
  }

  @Test func theStopwatchsSubDialHandTurnsAroundTheSubDial() throws {
    // 75.5 s on a 30-minute sub-dial: 75.5·0.2 = 15.1°, from the sub-dial's centre (0, −0.36).
    // 0.12 along it: (0.12·sin 15.1°, −0.36 − 0.12·cos 15.1°) = (0.0313, −0.4759); its mirror
    // image across the sub-dial's vertical, where a hand turning anticlockwise would be, is face.
    let image = try Self.image(StopwatchFace().scene(elapsed: .milliseconds(75_500)))
    #expect(Self.isColor(Self.pixel(image, at: DialPoint(x: 0.0313, y: -0.4759)), Self.ink))
    #expect(Self.isColor(Self.pixel(image, at: DialPoint(x: -0.0313, y: -0.4759)), Self.white))
    // And it turns around the sub-dial's centre, not the dial's: nothing 0.1 from the dial's
    // centre along 15.1° (clear of the pivot cap, 0.045, and of the sub-dial, 0.265 away).
    #expect(Self.isColor(Self.pixel(image, degrees: 15.1, radius: 0.1), Self.white))
  }

  @Test func theCountdownSVGHoldsEachArcAsAStrokeFromTwelve() throws {
    // 200 s left of 555, in pixels: the whole arc (the hour hand's colour) runs from 12
    // o'clock at r = 0.84·240.64 = 202.14 px, (256, 53.86), to 200/555·360 = 129.73°:
    // (256 + 202.14·sin 129.73°, 256 − 202.14·cos 129.73°) = (411.46, 385.20); the seconds arc
    // from (256, 256 − 0.69·240.64) = (256, 89.96) to 20 s → 120°:
    // (256 + 166.04·sin 120°, 256 − 166.04·cos 120°) = (399.80, 339.02). Both
    // 0.11·240.64 = 26.47 px wide.
    let document = try #require(SVGDocument(try Self.renderer.render(Self.tea.scene(remaining: .seconds(200)), as: .svg, size: 512)))
    let strokes = document.elements.compactMap(StrokedPath.init)

    let whole = strokes.filter { $0.classes.contains("second") }
    try #require(whole.count == 1)
    #expect(whole[0].first.isNear(256, 53.8624) && whole[0].last.isNear(411.4576, 385.1997), "\(whole[0])")
    #expect(abs(whole[0].width - 26.4704) < 0.05)

    let seconds = strokes.filter { $0.classes.contains("label") }
    try #require(seconds.count == 1)
    #expect(seconds[0].first.isNear(256, 89.9584) && seconds[0].last.isNear(399.7962, 339.0208), "\(seconds[0])")
    #expect(abs(seconds[0].width - 26.4704) < 0.05)

    // The tracks under them are whole circles of the same width.
    let tracks = document.elements.filter { $0.name == "circle" && $0.classes.contains("track") }
    #expect(tracks.count == 2)
    #expect(tracks.allSatisfy { abs((Double($0.attributes["stroke-width"] ?? "") ?? 0) - 26.4704) < 0.05 })
  }

  @Test func aFinishedCountdownSVGIsAGreenFaceWithACheckMark() throws {
    let document = try #require(SVGDocument(try Self.renderer.render(Self.tea.scene(remaining: .zero), as: .svg, size: 512)))
    #expect(!document.elements.contains { $0.classes.contains("second") || $0.classes.contains("hour") })
    let green = document.elements.filter { $0.name == "circle" && $0.classes.contains("finished") }
    try #require(green.count == 1)
    // Filled, 0.98 · 240.64 = 235.83 px from the centre.
    #expect(green[0].attributes["stroke-width"] == nil)
    #expect(abs((green[0].attributes["r"].flatMap(Double.init) ?? 0) - 235.8272) < 0.01)
  }
}

/// A stroked arc or line of aclock's SVG (`<path class="s …" d="M x yA … x y"/>`): its classes,
/// its width and its first and last points, in picture pixels.
struct StrokedPath: CustomStringConvertible {
  struct Point {
    let x: Double
    let y: Double

    func isNear(_ x: Double, _ y: Double, tolerance: Double = 0.02) -> Bool {
      abs(self.x - x) <= tolerance && abs(self.y - y) <= tolerance
    }
  }

  let classes: Set<String>
  let width: Double
  let first: Point
  let last: Point

  var description: String { "stroke \(classes.sorted()) width \(width) from (\(first.x), \(first.y)) to (\(last.x), \(last.y))" }

  init?(_ element: SVGDocument.Element) {
    guard element.name == "path", element.classes.contains("s"),
          let width = element.attributes["stroke-width"].flatMap(Double.init), let outline = element.attributes["d"] else { return nil }
    let numbers = outline.split(whereSeparator: { " ,MAL".contains($0) }).compactMap { Double($0) }
    guard outline.hasPrefix("M"), outline.contains("A"), numbers.count == 9 else { return nil }
    classes = element.classes
    self.width = width
    first = Point(x: numbers[0], y: numbers[1])
    last = Point(x: numbers[7], y: numbers[8])
  }
}
