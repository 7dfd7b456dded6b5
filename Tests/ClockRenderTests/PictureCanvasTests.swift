import ClockGeometry
@testable import ClockRender
import Foundation
import Testing

@Suite("Canvases: the grid, side and place of a board, and the turn")
struct PictureCanvasTests {
  /// Worked by hand: a world clock's tile is 1 × 1.21 sides (its two-line caption); the side is
  /// the smaller of the canvas's width per column and height per row, rounded down.
  @Test("the grid that makes each face largest, and its side", arguments: [
    (1, false, 800, 480, 1, 1, 480),
    (3, true, 800, 480, 3, 1, 266),  // a row: min(266.7, 396.7); 2×2 would be min(400, 198.3)
    (4, true, 800, 480, 4, 1, 200),  // a row: min(200, 396.7); 2×2 would be min(400, 198.3)
    (2, true, 480, 800, 1, 2, 330),  // a column: min(480, 330.6); a row would be min(240, 661.2)
    (1, false, 758, 1024, 1, 1, 758),
    (3, false, 1872, 1404, 2, 2, 702),  // 2×2 (one empty tile) beats a row: min(936, 702) > 624
  ] as [(Int, Bool, Int, Int, Int, Int, Int)])
  func fit(count: Int, captioned: Bool, width: Int, height: Int, columns: Int, rows: Int, side: Int) {
    let fit = PictureCanvas.fit(count: count, captioned: captioned, in: .init(width: width, height: height))
    #expect(fit.grid == TileGrid(columns: columns, rows: rows))
    #expect(fit.side == side)
  }

  /// World clocks of 1…12 zones on 16:9, 4:3, 1:1 and 9:16 canvases: columns × rows and the
  /// side, as a separate enumeration in Python gave them (every columns × rows holding the
  /// zones without an empty row, the largest side, ties to fewer rows). 8 zones on 1920×1080
  /// are two rows of four, 446 px each.
  @Test("world clocks fit 16:9, 4:3, 1:1 and 9:16", arguments: [
    (1920, 1080, "1x1:1080 2x1:892 3x1:640 4x1:480 3x2:446 3x2:446 4x2:446 4x2:446 5x2:384 5x2:384 6x2:320 6x2:320"),
    (1600, 1200, "1x1:1200 2x1:800 3x1:533 2x2:495 3x2:495 3x2:495 4x2:400 4x2:400 3x3:330 4x3:330 4x3:330 4x3:330"),
    (1080, 1080, "1x1:1080 2x1:540 2x2:446 2x2:446 3x2:360 3x2:360 3x3:297 3x3:297 3x3:297 4x3:270 4x3:270 4x3:270"),
    (1080, 1920, "1x1:1080 1x2:793 2x2:540 2x2:540 2x3:528 2x3:528 2x4:396 2x4:396 3x3:360 3x4:360 3x4:360 3x4:360"),
  ])
  func worldClockGrids(width: Int, height: Int, expected: String) {
    let fits = (1...12).map { count in
      let fit = PictureCanvas.fit(count: count, captioned: count > 1, in: .init(width: width, height: height))
      return "\(fit.grid.columns)x\(fit.grid.rows):\(fit.side)"
    }
    #expect(fits.joined(separator: " ") == expected)
  }

  @Test func theBoardIsCentredInWholePixels() {
    let zones = ["UTC", "Asia/Tokyo", "America/New_York"].compactMap(ZoneRules.named)
    let board = ClockBoard(instant: Date(timeIntervalSince1970: 0), timeZones: zones, grid: TileGrid(columns: 3, rows: 1))
    // 798 × 321.86 → 322 pixels: (800 − 798) / 2 = 1, (480 − 322) / 2 = 79.
    let placement = PictureCanvas(size: .init(width: 800, height: 480)).placement(of: board, side: 266)
    #expect(placement == PictureCanvas.Placement(width: 800, height: 480, x: 1, y: 79))
    // Without a canvas the picture is the board's own size, at the origin: as before.
    #expect(PictureCanvas.board.placement(of: board, side: 266) == PictureCanvas.Placement(width: 798, height: 322, x: 0, y: 0))
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
