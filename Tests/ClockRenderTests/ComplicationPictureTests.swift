@testable import ClockGeometry
@testable import ClockRender
import ClockTestSupport
import Foundation
import Testing

/// Complications as drawn: the moon's lit part in the accent where the phase says, and the date
/// window's day read back by tesseract, light and dark.
@Suite("Complications drawn", .tags(.integration, .tesseract))
struct ComplicationPictureTests {
  static let side = 512

  static func picture(_ iso: String, zone: String, variant: ClockTheme.Name) throws -> (CairoSurface, ClockTheme) {
    var options = ClockFaceOptions(style: .classic, secondHand: .hidden)
    options.complications = [.date, .moonPhase, .dayNight]
    let zoneRules = Zones.named(zone)
    let date = try #require(ISO8601DateFormatter().date(from: iso))
    let full = ClockFace(timeZone: zoneRules, options: options).scene(at: LocalTime(date, in: zoneRules))
    // The dial and its complications alone: a hand (or its shadow) over the aperture would
    // hide what is tested.
    let scene = ClockScene(staticLayers: full.staticLayers, movingLayers: full.movingLayers.filter { $0.part == .complication })
    let renderer = PictureRenderer(look: ClockLook(style: .classic), variant: variant)
    let png = try renderer.render(scene, as: .png, size: side)
    return (try CairoSurface.image(png: png), ClockLook(style: .classic).theme(variant))
  }

  /// Where classic's dial puts them.
  static let drawing = ClockFace(timeZone: .utc, options: ClockFaceOptions(style: .classic)).complicationDrawing

  /// The pixel at `point` (dial radii).
  static func pixel(_ image: CairoSurface, _ point: DialPoint) -> (Int, Int, Int) {
    let radius = Double(image.width) * CairoSceneRenderer.faceRadiusFraction
    let x = Int(Double(image.width) / 2 + point.x * radius), y = Int(Double(image.height) / 2 + point.y * radius)
    let p = image.pixel(x: x, y: y) ?? (0, 0, 0, 0)
    return (Int(p.red), Int(p.green), Int(p.blue))
  }

  static func near(_ pixel: (Int, Int, Int), _ color: RGBAColor) -> Bool {
    abs(Double(pixel.0) - color.red * 255) + abs(Double(pixel.1) - color.green * 255) + abs(Double(pixel.2) - color.blue * 255) < 30
  }

  @Test("The moon: lit where the phase says", arguments: [ClockTheme.Name.light, .dark])
  func moonIsLitWhereThePhaseSays(variant: ClockTheme.Name) throws {
    let c = Self.drawing.moonCenter, r = ComplicationDrawing.moonRadius
    let right = DialPoint(x: c.x + r * 0.6, y: c.y), left = DialPoint(x: c.x - r * 0.6, y: c.y)
    // Full (2024-12-15 09:02 UTC), new (12-01 06:21), first quarter (12-08 15:26: the right
    // half), last quarter (12-22 22:18: the left half).
    let cases: [(String, Bool, Bool)] = [
      ("2024-12-15T09:02:00Z", true, true), ("2024-12-01T06:21:00Z", false, false),
      ("2024-12-08T15:26:00Z", false, true), ("2024-12-22T22:18:00Z", true, false),
    ]
    for (iso, leftLit, rightLit) in cases {
      let (image, theme) = try Self.picture(iso, zone: "UTC", variant: variant)
      let lit = theme.color(for: .secondHand), sky = theme.color(for: .track)
      for (point, isLit) in [(left, leftLit), (right, rightLit)] {
        #expect(Self.near(Self.pixel(image, point), isLit ? lit : sky), "\(iso) \(variant) \(point): \(Self.pixel(image, point))")
      }
    }
  }

  @Test("The date window's day, read back", arguments: [ClockTheme.Name.light, .dark])
  func dateWindowReadsBack(variant: ClockTheme.Name) throws {
    // 20:09 UTC on the 15th is the 16th in Tokyo.
    let (image, _) = try Self.picture("2024-06-15T20:09:37Z", zone: "Asia/Tokyo", variant: variant)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-date-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let crop = directory.appendingPathComponent("date.pgm")
    // Inside the frame: the window less its 0.012 border.
    try LabelOCRTests.grey(
      image, center: Self.drawing.dateCenter, halfWidth: ComplicationDrawing.dateHalfWidth - 0.012,
      halfHeight: ComplicationDrawing.dateHalfHeight - 0.012
    ).write(to: crop)
    let read = try Tool.output("tesseract", [crop.path, "stdout", "--psm", "7"]).trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(read == "16", "\(variant): read '\(read)'")
  }

  @Test("The second zone's arrow, in the accent where its zone's hour says; the scale's 24 above", arguments: [ClockTheme.Name.light, .dark])
  func secondZoneArrowPointsAtItsHour(variant: ClockTheme.Name) throws {
    var options = ClockFaceOptions(style: .classic, secondHand: .hidden)
    options.complications = [.gmt]
    options.secondZone = Zones.named("America/New_York")
    let tokyo = Zones.named("Asia/Tokyo")
    // 20:09:37 UTC: 16:09:37 in New York (EDT), 16.16 h of 24: 242.4° (hand-worked).
    let date = try #require(ISO8601DateFormatter().date(from: "2024-06-15T20:09:37Z"))
    let face = ClockFace(timeZone: tokyo, options: options)
    let full = face.scene(at: LocalTime(date, in: tokyo))
    // The dial, the scale and the second zone's hand alone: the others could cross it.
    let scene = ClockScene(staticLayers: full.staticLayers, movingLayers: full.movingLayers.filter {
      $0.part == .complication || $0.part.hand?.kind == .gmt
    })
    let look = ClockLook(style: .classic)
    let image = try CairoSurface.image(png: try PictureRenderer(look: look, variant: variant).render(scene, as: .png, size: Self.side))
    let theme = look.theme(variant)
    let radius = try #require(face.complicationDrawing.secondZone).radius
    let angle = DialAngle(degrees: 242.4)
    // Inside the arrow's head, and its shaft halfway; nothing of it a quarter turn away.
    for along in [radius - 0.05, radius / 2] {
      #expect(Self.near(Self.pixel(image, angle.point(atRadius: along)), theme.color(for: .secondHand)), "\(variant) at \(along)")
    }
    #expect(Self.near(Self.pixel(image, DialAngle(degrees: 152.4).point(atRadius: radius - 0.05)), theme.color(for: .face)))
    // The triangle at 24: the numerals' ink just under the ring at the top.
    #expect(Self.near(Self.pixel(image, DialPoint(x: 0, y: -(radius - 0.01))), theme.color(for: .numeral)), "\(variant) triangle")
  }
}
