import ClockGeometry
@testable import ClockRender
import Foundation
import Testing

@Suite("Canvases: the grid, side and place of a board, and the turn")
struct PictureCanvasTests {
  /// Worked by hand: a captioned tile is 1 × 1.14 sides; the side is the smaller of the
  /// canvas's width per column and height per row, rounded down.
  @Test("the grid that makes each face largest, and its side", arguments: [
    (1, false, 800, 480, 1, 1, 480),
    (3, true, 800, 480, 3, 1, 266),  // a row: min(266.7, 421.1); 2×2 would be min(400, 210.5)
    (4, true, 800, 480, 2, 2, 210),  // 2×2: min(400, 210.5); a row would be min(200, 421.1)
    (2, true, 480, 800, 1, 2, 350),  // a column: min(480, 350.9); a row would be min(240, 701.8)
    (1, false, 758, 1024, 1, 1, 758),
    (3, false, 1872, 1404, 2, 2, 702),  // 2×2 (one empty tile) beats a row: min(936, 702) > 624
  ] as [(Int, Bool, Int, Int, Int, Int, Int)])
  func fit(count: Int, captioned: Bool, width: Int, height: Int, columns: Int, rows: Int, side: Int) {
    let fit = PictureCanvas.fit(count: count, captioned: captioned, in: .init(width: width, height: height))
    #expect(fit.grid == TileGrid(columns: columns, rows: rows))
    #expect(fit.side == side)
  }

  @Test func theBoardIsCentredInWholePixels() {
    let zones = ["UTC", "Asia/Tokyo", "America/New_York"].compactMap(ZoneRules.named)
    let board = ClockBoard(instant: Date(timeIntervalSince1970: 0), timeZones: zones, grid: TileGrid(columns: 3, rows: 1))
    // 798 × 303.24 → 303 pixels: (800 − 798) / 2 = 1, (480 − 303) / 2 = 88 (rounded down).
    let placement = PictureCanvas(size: .init(width: 800, height: 480)).placement(of: board, side: 266)
    #expect(placement == PictureCanvas.Placement(width: 800, height: 480, x: 1, y: 88))
    // Without a canvas the picture is the board's own size, at the origin: as before.
    #expect(PictureCanvas.board.placement(of: board, side: 266) == PictureCanvas.Placement(width: 798, height: 303, x: 0, y: 0))
    #expect(PictureCanvas(size: .init(width: 800, height: 480), rotation: .quarter).fileSize(of: board, side: 266) == (480, 800))
  }

  /// Each turn maps the upright picture's corners where a clockwise turn puts them.
  @Test("turns map the corners clockwise", arguments: [
    (PictureRotation.none, [(0.0, 0.0), (800, 0), (800, 480), (0, 480)]),
    (.quarter, [(480, 0), (480, 800), (0, 800), (0, 0)]),
    (.half, [(800, 480), (0, 480), (0, 0), (800, 0)]),
    (.threeQuarters, [(0, 800), (0, 0), (480, 0), (480, 800)]),
  ] as [(PictureRotation, [(Double, Double)])])
  func corners(rotation: PictureRotation, expected: [(Double, Double)]) {
    let m = rotation.transform(width: 800, height: 480)
    let corners: [(Double, Double)] = [(0, 0), (800, 0), (800, 480), (0, 480)]
    let mapped = corners.map { x, y in (m.xx * x + m.xy * y + m.x0, m.yx * x + m.yy * y + m.y0) }
    #expect(mapped.map { "\($0)" } == expected.map { "\($0)" })
    #expect(rotation.degrees == rotation.rawValue)
  }
}
