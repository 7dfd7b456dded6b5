@testable import ClockGeometry
import ClockRender
import ClockTestSupport
import Foundation
import Testing

/// Every built-in style drawn for a two-ink panel at 800×480 keeps what thresholding its colour
/// face loses: all three hands (the minimal's yellow second hand), the minute ticks (the
/// classic's light gray ones), the numerals and the labels, which tesseract reads back.
@Suite("1-bit faces drawn for the grid", .tags(.integration, .tesseract))
struct OneBitFaceTests {
  /// 2024-06-15T10:09:37Z, read in UTC: hand angles worked by hand, in degrees from 12.
  static let instant = Date(timeIntervalSince1970: 1_718_446_177)
  static let angles: [SceneRole: Double] = [
    .secondHand: 37 * 6,  // 222°
    .minuteHand: (9 + 37.0 / 60) * 6,  // 57.7°
    .hourHand: (10 + (9 + 37.0 / 60) / 60) * 30,  // 304.808…°
  ]
  static let canvas = PictureCanvas(size: .init(width: 800, height: 480))

  struct Picture {
    let raster: GrayRaster
    let scene: ClockScene
    /// The dial's centre and radius in pixels.
    let center: (x: Double, y: Double), radius: Double

    func pixel(_ point: DialPoint) -> (x: Int, y: Int) {
      (Int((center.x + point.x * radius).rounded(.down)), Int((center.y + point.y * radius).rounded(.down)))
    }

    /// Whether any pixel within `reach` pixels of `point` is ink (level 0, on white paper).
    func hasInk(near point: DialPoint, reach: Int = 1) -> Bool {
      inkCount(around: pixel(point), halfWidth: reach, halfHeight: reach) > 0
    }

    func inkCount(around middle: (x: Int, y: Int), halfWidth: Int, halfHeight: Int) -> Int {
      var count = 0
      for y in (middle.y - halfHeight)...(middle.y + halfHeight) where y >= 0 && y < raster.height {
        for x in (middle.x - halfWidth)...(middle.x + halfWidth) where x >= 0 && x < raster.width {
          if raster.level(x: x, y: y) == 0 { count += 1 }
        }
      }
      return count
    }
  }

  /// `style`'s light face with both labels, 1-bit, as drawn crisply (`crisp`) or as the colour
  /// face thresholded (what 1-bit pictures were before).
  static func picture(_ style: String, crisp: Bool = true, at instant: Date = instant) throws -> Picture {
    let face = ClockFace(timeZone: .utc, options: ClockFaceOptions(style: try #require(ClockStyle.named(style)), label: .both))
    let scene = face.scene(at: LocalTime(instant, in: .utc))
    let board = ClockBoard(scene)
    let side = PictureCanvas.fit(count: 1, captioned: false, in: .init(width: 800, height: 480)).side
    var pictures = PictureRenderer(look: face.look, variant: .light)
    let encoding = GrayEncoding(palette: .oneBit)
    if crisp { pictures.gray = encoding }
    let raster = try encoding.raster(of: try pictures.drawnImage(board, side: side, canvas: canvas))
    let placement = canvas.placement(of: board, side: side)
    let dial = CairoSceneRenderer.dialTransform(
      of: board.tiles[0], on: board, side: Double(side), origin: (Double(placement.x), Double(placement.y)))
    return Picture(raster: raster, scene: scene, center: (dial.x, dial.y), radius: dial.scale)
  }

  /// How far along `direction` (a unit vector) elements of `role` reach.
  static func reach(of role: SceneRole, along direction: DialPoint, in scene: ClockScene) -> Double {
    var points: [DialPoint] = []
    for element in scene.elements where element.role == role {
      switch element {
      case .polygon(let corners, _): points += corners
      case .segment(let from, let to, _, _, _): points += [from, to]
      default: break
      }
    }
    return points.map { $0.x * direction.x + $0.y * direction.y }.max() ?? 0
  }

  static let styles = ClockStyle.builtInNames

  @Test(arguments: styles)
  func allThreeHandsKeepTheirInk(style: String) throws {
    let picture = try Self.picture(style)
    for (role, degrees) in Self.angles {
      let radians = degrees * .pi / 180
      let direction = DialPoint(x: sin(radians), y: -cos(radians))
      let length = Self.reach(of: role, along: direction, in: picture.scene)
      #expect(length > 0.4, "\(style) \(role) reaches \(length) along \(degrees)°")
      // Near the tip, on the hand-worked angle (a moon tip's hollow lies farther in).
      let point = DialPoint(x: 0.95 * length * direction.x, y: 0.95 * length * direction.y)
      let inked = picture.hasInk(near: point)
      #expect(inked, "\(style) \(role): no ink near its tip at \(point)")
    }
  }

  @Test(arguments: styles)
  func minuteTicksKeepTheirInk(style: String) throws {
    let picture = try Self.picture(style)
    var ticks = 0
    for element in picture.scene.elements where element.role == .minuteTick {
      guard case .segment(let from, let to, _, _, _) = element else { continue }
      // Away from the hands: the tick at 1 minute (6°) past 12 and others not under a hand.
      let middle = DialPoint(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2)
      let inked = picture.hasInk(near: middle, reach: 0)
      #expect(inked, "\(style): no ink at the minute tick at \(middle)")
      ticks += 1
    }
    #expect(ticks >= 48, "\(style) has \(ticks) minute ticks")
  }

  @Test(arguments: styles)
  func theTwelveKeepsItsInk(style: String) throws {
    let picture = try Self.picture(style)
    for element in picture.scene.elements where element.role == .numeral {
      guard case .radialText(let text, let angle, let reach, let size, _, _) = element, angle.degrees == 0 else { continue }
      // The 12 (or XII) hangs from `reach` at the top: its box, about one em high.
      let box = picture.pixel(DialPoint(x: 0, y: -reach + size * 0.4))
      let ink = picture.inkCount(around: box, halfWidth: Int(size * 0.5 * picture.radius), halfHeight: Int(size * 0.35 * picture.radius))
      #expect(ink > 20, "\(style) \(text): \(ink) ink pixels")
    }
  }

  @Test(arguments: styles)
  func tesseractReadsTheLabels(style: String) throws {
    // Thirty seconds earlier than the other tests: the second hand, which passes over the
    // labels printed under it, is at 42°, clear of both (at :37 it crosses the time).
    let picture = try Self.picture(style, at: Self.instant - 30)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-1bit-ocr-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var texts: [String] = [], crops: [URL] = []
    for (index, element) in picture.scene.elements.enumerated() {
      guard case .text(let text, let center, let size, let bold, .label) = element else { continue }
      let ink = TextInkEstimate.size(of: text, size: size, bold: bold)
      let crop = directory.appendingPathComponent("label\(index).pgm")
      try Self.pgm(picture, center: center, halfWidth: ink.width / 2 + 0.01, halfHeight: ink.height / 2 + 0.01).write(to: crop)
      texts.append(text)
      crops.append(crop)
    }
    #expect(texts.count == 2)
    for (text, read) in zip(texts, try Tool.readLines(crops)) { #expect(read == text, "\(style): read \(read) for \(text)") }
  }

  /// The box around `center` (dial radii) as a binary PGM, scaled 2× with white margins.
  static func pgm(_ picture: Picture, center: DialPoint, halfWidth: Double, halfHeight: Double) -> Data {
    let corner = picture.pixel(DialPoint(x: center.x - halfWidth, y: center.y - halfHeight))
    let width = Int((2 * halfWidth * picture.radius).rounded(.up)), height = Int((2 * halfHeight * picture.radius).rounded(.up))
    let margin = 8, scaledWidth = 2 * width + 2 * margin, scaledHeight = 2 * height + 2 * margin
    var levels = [UInt8](repeating: 255, count: scaledWidth * scaledHeight)
    for y in 0..<(2 * height) {
      for x in 0..<(2 * width) {
        let source = (x: corner.x + x / 2, y: corner.y + y / 2)
        guard source.x >= 0, source.y >= 0, source.x < picture.raster.width, source.y < picture.raster.height else { continue }
        levels[(y + margin) * scaledWidth + x + margin] = picture.raster.level(x: source.x, y: source.y)
      }
    }
    return Data("P5\n\(scaledWidth) \(scaledHeight)\n255\n".utf8) + Data(levels)
  }

  @Test func thresholdingTheColourFaceLosesWhatCrispDrawingKeeps() throws {
    // The classic's light minute ticks: gone when thresholded, kept when drawn for the grid.
    let old = try Self.picture("classic", crisp: false), new = try Self.picture("classic")
    let ticks = old.scene.elements.compactMap { element -> DialPoint? in
      guard case .segment(let from, let to, _, _, .minuteTick) = element else { return nil }
      return DialPoint(x: (from.x + to.x) / 2, y: (from.y + to.y) / 2)
    }
    #expect(ticks.filter { old.hasInk(near: $0, reach: 0) }.count < ticks.count / 2)
    #expect(ticks.allSatisfy { new.hasInk(near: $0, reach: 0) })
  }
}
