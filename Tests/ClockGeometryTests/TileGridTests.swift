import ClockGeometry
import Testing

@Suite("World-clock tiling")
struct TileGridTests {
  @Test("the arrangement with the largest tiles", arguments: [
    // (count, width, height, tile aspect) → columns, rows; largest tile side worked out by hand.
    (1, 80.0, 24.0, 1.0, 1, 1),
    (3, 300.0, 100.0, 1.0, 3, 1),    // 100 each in a row; 2×2 gives 50
    (4, 200.0, 60.0, 1.0, 4, 1),     // 50 in a row; 2×2 gives 30
    (4, 100.0, 100.0, 1.0, 2, 2),    // 50 in 2×2; a row gives 25
    (5, 100.0, 100.0, 1.0, 3, 2),    // 33.3 in 3×2; 2×3 gives 33.3 too: fewer rows wins
    (2, 80.0, 24.0, 2.0, 2, 1),      // 2:1 tiles: a row gives 20 high, a column 12
    (2, 40.0, 60.0, 2.0, 1, 2),      // a row gives 10 high, a column 20
  ])
  func fitting(count: Int, width: Double, height: Double, aspect: Double, columns: Int, rows: Int) {
    let grid = TileGrid.fitting(count: count, width: width, height: height, tileAspect: aspect)
    #expect(grid == TileGrid(columns: columns, rows: rows))
  }

  @Test func cellsFillRowsFirst() {
    let grid = TileGrid(columns: 3, rows: 2)
    #expect(grid.cell(of: 0) == (0, 0))
    #expect(grid.cell(of: 2) == (2, 0))
    #expect(grid.cell(of: 4) == (1, 1))
  }
}
