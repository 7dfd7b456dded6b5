import ClockGeometry
import ClockRender
import ClockTestSupport
import Foundation
import Testing

/// Frames drawn over the cached still layer are the frames a full draw makes, pixel for pixel.
@Suite("Still layer and the PNG writer")
struct StillLayerTests {
  static let start = Date(timeIntervalSince1970: 1_718_442_930.5)
  static let zones = ["UTC", "Asia/Tokyo"].map(Zones.named)

  @Test("the still layer plus the hands equals a full draw", arguments: [
    (ClockFaceOptions(), nil as RGBAColor?, 1),
    (ClockFaceOptions(secondHand: .sweeping, label: .both).withNumerals(.roman), nil, 1),
    (ClockFaceOptions(dial: .twentyFourHour, label: .time).withoutShadow(), RGBAColor(hex: 0x000000, alpha: 0), 1),
    (ClockFaceOptions(label: .time), nil, 2),
  ])
  func stillLayerMatchesAFullDraw(options: ClockFaceOptions, background: RGBAColor?, zoneCount: Int) throws {
    let renderer = CairoSceneRenderer(look: ClockLook(style: .classic, background: background), variant: .dark)
    let zones = Array(Self.zones.prefix(zoneCount))
    let board = { (instant: Date) in ClockBoard(instant: instant, timeZones: zones, options: options) }
    let rasterizer = try StillLayerRasterizer(renderer: renderer, template: board(Self.start), side: 120)
    for offset in [0.0, 1, 61.25, 7322.5] {
      let cached = try FastPNGEncoder.encode(try rasterizer.image(of: board(Self.start + offset)))
      let full = try FastPNGEncoder.encode(try PictureRenderer(look: renderer.look, variant: renderer.variant).drawnImage(board(Self.start + offset), side: 120))
      #expect(cached == full, "frame at +\(offset) s")
    }
  }

  /// Each frame restores from the still layer only the rows the last one changed (the band
  /// cache's `changedRows`): a second of frames across a minute, each equal to a full draw.
  @Test func restoringOnlyTheChangedRowsGivesEveryFrame() throws {
    let renderer = CairoSceneRenderer(look: ClockLook(style: .classic), variant: .light)
    let board = { (instant: Date) in ClockBoard(instant: instant, timeZones: [Self.zones[0]]) }
    let rasterizer = try StillLayerRasterizer(renderer: renderer, template: board(Self.start), side: 160)
    let pictures = PictureRenderer(look: renderer.look, variant: renderer.variant)
    let bands = try PNGBandCache(still: rasterizer.still)
    for offset in [0.0, 1, 2, 17, 45, 46, 3600] {
      let image = try rasterizer.image(of: board(Self.start + offset), changedRows: bands.changedRows)
      let frame = try FastPNGEncoder.encode(image, reusing: bands)
      #expect(bands.changedRows.map { !$0.isEmpty && $0.count < 5 } == true, "bands changed at +\(offset) s")
      let full = try FastPNGEncoder.encode(try pictures.drawnImage(board(Self.start + offset), side: 160))
      #expect(try FastPNGEncoder.encode(try CairoSurface.image(png: frame)) == full, "frame at +\(offset) s")
    }
  }

  @Test("frames reusing the still layer's compressed bands decode to the frame's pixels", arguments: [
    nil as RGBAColor?, RGBAColor(hex: 0x000000, alpha: 0),
  ])
  func bandedFramesDecodeToTheSamePixels(background: RGBAColor?) throws {
    let renderer = CairoSceneRenderer(look: ClockLook(style: .classic, background: background), variant: .light)
    let board = { (instant: Date) in ClockBoard(instant: instant, timeZones: Self.zones, options: ClockFaceOptions(label: .time)) }
    let rasterizer = try StillLayerRasterizer(renderer: renderer, template: board(Self.start), side: 150)
    let bands = try PNGBandCache(still: rasterizer.still)
    for offset in [0.0, 17, 1830.5] {
      let image = try rasterizer.image(of: board(Self.start + offset))
      let banded = try CairoSurface.image(png: try FastPNGEncoder.encode(image, reusing: bands))
      let whole = try CairoSurface.image(png: try FastPNGEncoder.encode(image))
      #expect(banded.width == 300 && banded.height == whole.height)
      func channels(_ image: CairoSurface, _ x: Int, _ y: Int) -> [UInt8]? {
        image.pixel(x: x, y: y).map { [$0.red, $0.green, $0.blue, $0.alpha] }
      }
      let differing = (0..<whole.height).flatMap { y in (0..<whole.width).map { (x: $0, y: y) } }
        .filter { channels(banded, $0.x, $0.y) != channels(whole, $0.x, $0.y) }
      #expect(differing.isEmpty, "\(differing.count) pixels differ at +\(offset) s")
    }
  }

  @Test func translucentPixelsSurviveTheRoundTrip() throws {
    let zone = Self.zones[0]
    let scene = ClockScene(time: LocalTime(Self.start, in: zone), timeZone: zone)
    let renderer = CairoSceneRenderer(look: ClockLook(style: .classic, background: RGBAColor(hex: 0x336699, alpha: 0.5)), variant: .light)
    let image = try PictureRenderer(look: renderer.look, variant: renderer.variant).drawnImage(scene, size: 100)
    let png = try FastPNGEncoder.encode(image)
    #expect(png[25] == 6)  // IHDR colour type: RGBA
    let decoded = try CairoSurface.image(png: png)
    for (x, y) in [(0, 0), (50, 50), (99, 10), (30, 70)] {
      let before = try #require(image.pixel(x: x, y: y))
      let after = try #require(decoded.pixel(x: x, y: y))
      #expect(before.alpha == after.alpha)
      // Straight colour is stored rounded; premultiplying again may move a channel by one.
      #expect(abs(Int(before.red) - Int(after.red)) <= 1 && abs(Int(before.blue) - Int(after.blue)) <= 1)
    }
  }

  @Test func aWorldClockPictureHasATilePerZoneAndCaptions() throws {
    let board = ClockBoard(instant: Self.start, timeZones: Self.zones)
    let pictures = PictureRenderer(look: ClockLook(style: .classic), variant: .light)
    #expect(PictureRenderer.pixelSize(of: board, side: 300) == (600, 363))
    let image = try CairoSurface.image(png: try pictures.render(board, as: .png, side: 300))
    #expect(image.width == 600 && image.height == 363)
    // The caption band under each face holds label-coloured ink (#5B6474) near its middle row.
    for tile in 0..<2 {
      let inked = (0..<300).contains { x in
        guard let pixel = image.pixel(x: tile * 300 + x, y: 321) else { return false }
        return pixel.red < 0xA0 && pixel.green < 0xA8 && pixel.blue < 0xB8
      }
      #expect(inked, "caption of tile \(tile)")
    }
    let svg = String(decoding: try pictures.render(board, as: .svg, side: 300), as: UTF8.self)
    #expect(svg.contains(#"width="600" height="363" viewBox="0 0 600 363""#))
  }
}
