import ClockGeometry
@testable import ClockRender
import ClockTestSupport
import Foundation
import Testing

/// A world clock's long city names stay in their tiles: set smaller, with the sun or moon
/// beside them, never into the neighbour's caption.
@Suite("World-clock captions fit their tiles")
struct BoardCaptionFitTests {
  /// Worked by hand for 200 px tiles: the full size is 0.075 × 200 = 15; with a glyph the room is
  /// 0.96 × 200 − 2 × (0.35 × 0.075 + 2 × 0.03) × 200 = 192 − 34.5 = 157.5, so a caption
  /// 180 wide is set at 15 × 157.5 / 180 = 13.125; without one the room is 192.
  @Test func aWideCaptionIsSetSmaller() {
    #expect(CairoSceneRenderer.captionSize(advance: 100, side: 200, hasGlyph: true) == 15)
    #expect(abs(CairoSceneRenderer.captionSize(advance: 180, side: 200, hasGlyph: true) - 13.125) < 1e-9)
    #expect(CairoSceneRenderer.captionSize(advance: 180, side: 200, hasGlyph: false) == 15)
    #expect(abs(CairoSceneRenderer.captionSize(advance: 240, side: 200, hasGlyph: false) - 12) < 1e-9)
  }

  /// Four zones with long names at 160 px: each caption, its sun or moon included, is inside
  /// its own tile, as the renderer measures and places it (`Comodoro Rivadavia` at full size
  /// would reach into `New Salem, North Dakota`'s moon).
  @Test func noCaptionReachesItsNeighbour() throws {
    let zones = ["America/Argentina/ComodRivadavia", "America/North_Dakota/New_Salem", "America/Indiana/Petersburg", "Asia/Ulan_Bator"]
    let board = ClockBoard(instant: Date(timeIntervalSince1970: 1_718_442_930), timeZones: zones.map(Zones.named), options: ClockFaceOptions(label: .time))
    #expect(board.tiles.map { $0.caption ?? "" } == ["Comodoro Rivadavia", "New Salem, North Dakota", "Petersburg, Indiana", "Ulaanbaatar"])
    let side = 160.0
    let context = try CairoContext(surface: try CairoSurface.image(width: 1, height: 1))
    let font = try CairoFontCache().font(ClockStyle.classic.typeface, bold: false)
    for tile in board.tiles {
      let caption = try #require(tile.caption)
      let full = context.advance(of: caption, size: ClockBoard.captionSize * side, font: font)
      let (_, size) = CairoSceneRenderer.captionPlace(of: tile, on: board, side: side, advance: full)
      let advance = context.advance(of: caption, size: size, font: font)
      let glyph = CairoSceneRenderer.daylightGlyphTransform(of: tile, on: board, side: side, captionAdvance: advance)
      let left = Double(tile.column) * side, right = left + side
      let center = (Double(tile.column) + 0.5) * side
      #expect(glyph.x - glyph.scale >= left && center + advance / 2 <= right, "\(caption): \(glyph.x - glyph.scale) … \(center + advance / 2)")
    }
  }
}
