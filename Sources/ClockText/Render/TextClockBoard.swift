import ClockGeometry

/// One or more clocks (a world clock) laid out to fill a screen of cells, by the same
/// ``TileGrid`` rule as pictures use.
///
/// Make a board once per screen size; it keeps one ``TextClockRenderer`` per clock, so each
/// frame draws only the hands.
public struct TextClockBoard: Sendable {
  /// Cells across the screen.
  public let columns: Int
  /// Cells down the screen.
  public let rows: Int
  /// How the clocks are arranged.
  public let grid: TileGrid
  /// One renderer per clock, in the order the scenes are given.
  public let renderers: [TextClockRenderer]

  /// A board of `count` clocks filling `columns` × `rows` cells.
  public init(
    columns: Int, rows: Int, count: Int, mode: TextMode,
    cellAspect: Double = TextClockRenderer.defaultCellAspect, options: ClockFaceOptions, theme: ClockTheme?
  ) {
    self.columns = columns
    self.rows = rows
    let count = max(1, count)
    let grid = TileGrid.fitting(count: count, width: Double(columns), height: Double(rows) * cellAspect)
    self.grid = grid
    renderers = (0..<count).map { index in
      let (column, row) = grid.cell(of: index)
      let left = column * columns / grid.columns, right = (column + 1) * columns / grid.columns
      let top = row * rows / grid.rows, bottom = (row + 1) * rows / grid.rows
      let rect = CellRect(column: left, row: top, columns: right - left, rows: bottom - top)
      return TextClockRenderer(rect: rect, mode: mode, cellAspect: cellAspect, options: options, theme: theme)
    }
  }

  /// The screen showing `scenes` (one per renderer; extra scenes are ignored).
  public func frame(_ scenes: [ClockScene]) -> TextFrame {
    var frame = TextFrame(columns: columns, rows: rows)
    for (renderer, scene) in zip(renderers, scenes) {
      renderer.draw(scene, into: &frame)
    }
    return frame
  }
}
