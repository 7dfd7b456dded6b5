import ClockGeometry
import ClockTestSupport
import Foundation
import Testing

/// The face options as an embedder sees them (no `@testable`): numerals and shadow come from
/// the style until set; and the (package) board's placement, which ClockRender draws from.
/// Expected values are worked out by hand from the built-in style files and the band.
@Suite("Face options and board placement")
struct FaceOptionsAndBoardTests {
  @Test func theStyleDecidesNumeralsAndShadowUntilTheyAreSet() throws {
    // classic: numerals = arabic, shadow = yes; station: none, no; breguet: roman, yes.
    let station = try #require(ClockStyle.named("station"))
    let breguet = try #require(ClockStyle.named("breguet"))
    #expect(ClockFaceOptions().numerals == .arabic && ClockFaceOptions().shadow)
    var options = ClockFaceOptions(style: station, label: .time)
    #expect(options.numerals == NumeralStyle.none && !options.shadow)
    // A new style brings its own, as long as nothing was set.
    options.style = breguet
    #expect(options.numerals == .roman && options.shadow)
    // Set, they stay whatever the style.
    options.numerals = .arabic
    options.shadow = false
    options.style = station
    #expect(options.numerals == .arabic && !options.shadow)
  }

  @Test func optionsAreEqualWhenTheFaceIsTheSame() {
    var explicit = ClockFaceOptions(label: .time)
    explicit.numerals = .arabic  // what classic gives anyway
    explicit.shadow = true
    #expect(explicit == ClockFaceOptions(label: .time))
    #expect(Set([explicit, ClockFaceOptions(label: .time)]).count == 1)
    #expect(ClockFaceOptions(label: .time).withNumerals(.roman) != ClockFaceOptions(label: .time))
  }

  @Test func aBoardPlacesEachTileAndCaptionUnderItsFace() {
    // A 2 × 2 grid with captions: rows are 1 + 0.14 sides high; the fourth tile is column 1,
    // row 1: its face from (1, 1.14), its caption centred at (1.5, 1.14 + 1 + 0.07).
    let zone = Zones.named("UTC")
    let scene = ClockScene(time: LocalTime(Date(timeIntervalSince1970: 0), in: zone), timeZone: zone)
    let board = ClockBoard(scenes: [(scene, "a"), (scene, nil), (scene, nil), (scene, "d")], grid: TileGrid(columns: 2, rows: 2))
    let last = board.tiles[3]
    #expect(ClockBoard.captionBand == 0.14 && board.bandHeight == 0.14)
    let origin = board.origin(of: last)
    #expect(origin.x == 1 && abs(origin.y - 1.14) < 1e-12)
    let caption = board.captionCenter(of: last)
    #expect(caption.x == 1.5 && abs(caption.y - 2.21) < 1e-12)
    #expect(ClockBoard.captionSize == 0.075)
  }
}
