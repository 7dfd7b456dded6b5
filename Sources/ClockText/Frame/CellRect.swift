/// A rectangle of character cells: where in a frame one clock is drawn.
public struct CellRect: Sendable, Hashable {
  /// The leftmost column.
  public var column: Int
  /// The top row.
  public var row: Int
  /// Cells across.
  public var columns: Int
  /// Cells down.
  public var rows: Int

  /// A rectangle from its top-left cell and size.
  public init(column: Int, row: Int, columns: Int, rows: Int) {
    self.column = column
    self.row = row
    self.columns = max(0, columns)
    self.rows = max(0, rows)
  }
}
