import ClockGeometry

/// One or more clocks (a world clock) laid out to fill a screen of cells, by the same
/// ``TileGrid`` rule as pictures use.
///
/// Make a board once per screen size; it keeps one ``TextClockRenderer`` per clock, so each
/// frame draws only the hands. ``frame(_:)`` draws a whole screen; ``update(_:)`` redraws only
/// what moved since the last update, for a live display.
public struct TextClockBoard: Sendable {
  /// Cells across the screen.
  public let columns: Int
  /// Cells down the screen.
  public let rows: Int
  /// How the clocks are arranged.
  public let grid: TileGrid
  /// One renderer per clock, in the order the scenes are given.
  public private(set) var renderers: [TextClockRenderer]
  /// The screen as the last ``update(_:)`` left it.
  private var current: TextFrame?

  /// A board of `count` clocks filling `columns` × `rows` cells.
  public init(
    columns: Int, rows: Int, count: Int, mode: TextMode,
    cellAspect: Double = TextClockRenderer.defaultCellAspect, options: ClockFaceOptions, theme: ClockTheme?
  ) {
    let dial = TextDial(options: options)
    self.init(columns: columns, rows: rows, dials: Array(repeating: dial, count: max(1, count)), mode: mode, cellAspect: cellAspect, theme: theme)
  }

  /// A board of `dials` (clocks, stopwatches, countdowns; at least one) filling `columns` ×
  /// `rows` cells, in the order given.
  public init(
    columns: Int, rows: Int, dials: [TextDial], mode: TextMode,
    cellAspect: Double = TextClockRenderer.defaultCellAspect, theme: ClockTheme?
  ) {
    self.columns = columns
    self.rows = rows
    let count = max(1, dials.count)
    let grid = TileGrid.fitting(count: count, width: Double(columns), height: Double(rows) * cellAspect)
    self.grid = grid
    renderers = (0..<count).map { index in
      let (column, row) = grid.cell(of: index)
      let left = column * columns / grid.columns, right = (column + 1) * columns / grid.columns
      let top = row * rows / grid.rows, bottom = (row + 1) * rows / grid.rows
      let rect = CellRect(column: left, row: top, columns: right - left, rows: bottom - top)
      let dial = dials.isEmpty ? TextDial(options: ClockFaceOptions()) : dials[index]
      return TextClockRenderer(rect: rect, mode: mode, cellAspect: cellAspect, dial: dial, theme: theme)
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

  /// The screen showing `scenes`, drawn over what the last update drew: only the cells under the
  /// old and new hands and the label lines are written, and the update says which they are.
  /// The first update draws the whole screen.
  public mutating func update(_ scenes: [ClockScene]) -> TextFrameUpdate {
    let base = current
    var frame: TextFrame
    if let base {
      frame = base
    } else {
      frame = TextFrame(columns: columns, rows: rows)
      for index in renderers.indices {
        renderers[index].forgetHands()
        renderers[index].writeStillFace(into: &frame)
      }
    }
    var changes: [Int] = []
    for (index, scene) in zip(renderers.indices, scenes) {
      renderers[index].update(scene, into: &frame, changes: &changes)
    }
    current = frame
    return TextFrameUpdate(frame: frame, base: base, changedCells: changes)
  }
}
