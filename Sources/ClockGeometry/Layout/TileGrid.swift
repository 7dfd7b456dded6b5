/// How to arrange several equal clocks (a world clock) in a rectangle: the number of columns and
/// rows that gives each clock the most room.
///
/// Shared by the terminal (cells) and pictures (pixels), so several `--timezone` values are laid
/// out by one rule everywhere.
///
/// ```swift
/// let grid = TileGrid.fitting(count: 4, width: 200, height: 60, tileAspect: 1)
/// grid.columns  // 4: one row of clocks 50 wide beats two rows 30 high
/// ```
public struct TileGrid: Sendable, Hashable {
  /// Tiles across.
  public let columns: Int
  /// Tiles down.
  public let rows: Int

  /// A grid of `columns` × `rows` tiles (each at least 1).
  public init(columns: Int, rows: Int) {
    self.columns = max(1, columns)
    self.rows = max(1, rows)
  }

  /// A single row of `count` tiles.
  public static func row(of count: Int) -> TileGrid {
    TileGrid(columns: count, rows: 1)
  }

  /// The arrangement of `count` tiles, each `tileAspect` times as wide as high, in a
  /// `width` × `height` area, that makes the tiles largest; on a tie, the one with fewer rows,
  /// then the one with fewer columns.
  public static func fitting(count: Int, width: Double, height: Double, tileAspect: Double = 1) -> TileGrid {
    let count = max(1, count)
    var best = TileGrid(columns: count, rows: 1)
    var bestScale = -Double.infinity
    for columns in 1...count {
      let rows = (count + columns - 1) / columns
      // Skip arrangements that leave a whole row empty.
      guard (rows - 1) * columns < count else { continue }
      let scale = min(width / (Double(columns) * tileAspect), height / Double(rows))
      let tolerance = 1e-9 * max(abs(scale), 1)
      let larger = scale > bestScale + tolerance
      let tiedWithFewerRows = abs(scale - bestScale) <= tolerance && rows < best.rows
      if larger || tiedWithFewerRows {
        best = TileGrid(columns: columns, rows: rows)
        bestScale = scale
      }
    }
    return best
  }

  /// The column and row of tile `index`, filling rows left to right, top to bottom.
  package func cell(of index: Int) -> (column: Int, row: Int) {
    (index % columns, index / columns)
  }
}
