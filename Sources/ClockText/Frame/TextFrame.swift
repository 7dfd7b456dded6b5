/// A screenful of character cells: what the terminal should show after a frame is written.
///
/// Frames are plain values; ``FrameEncoder`` turns the difference between two of them into the
/// bytes that update a terminal.
public struct TextFrame: Sendable, Hashable {
  /// Cells across.
  public let columns: Int
  /// Cells down.
  public let rows: Int
  /// The cells, row by row.
  public private(set) var cells: [TextCell]

  /// A frame of `columns` × `rows` blank cells (each at least 0).
  public init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    cells = Array(repeating: .blank, count: self.columns * self.rows)
  }

  /// The cell at `column`, `row` (zero-based); reading outside the frame gives a blank cell and
  /// writing outside it does nothing, so callers can clip by drawing.
  public subscript(column: Int, row: Int) -> TextCell {
    get {
      guard contains(column: column, row: row) else { return .blank }
      return cells[row * columns + column]
    }
    set {
      guard contains(column: column, row: row) else { return }
      cells[row * columns + column] = newValue
    }
  }

  /// Replaces the cells of `row` from `column` on with `replacement`, clipped to the frame.
  mutating func replaceCells(row: Int, column: Int, with replacement: ArraySlice<TextCell>) {
    guard row >= 0, row < rows else { return }
    let first = max(column, 0), end = min(column + replacement.count, columns)
    guard first < end else { return }
    let source = replacement.startIndex + (first - column)
    cells.replaceSubrange(
      row * columns + first ..< row * columns + end, with: replacement[source ..< source + (end - first)])
  }

  /// Whether `column`, `row` is inside the frame.
  public func contains(column: Int, row: Int) -> Bool {
    column >= 0 && column < columns && row >= 0 && row < rows
  }

  /// Writes `text` (one cell per scalar) from `column` on `row`, clipped to the frame.
  public mutating func write(_ text: String, column: Int, row: Int, style: TextStyle = .plain) {
    for (offset, scalar) in text.unicodeScalars.enumerated() {
      self[column + offset, row] = TextCell(scalar, style: style)
    }
  }

  /// Writes `text` centred on the cell range `column ..< column + width` of `row`.
  public mutating func write(_ text: String, centeredIn column: Int, width: Int, row: Int, style: TextStyle = .plain) {
    let length = text.unicodeScalars.count
    write(text, column: column + (width - length) / 2, row: row, style: style)
  }

  /// The characters of each row without colours or trailing blanks: what a person reading the
  /// screen sees, and what snapshots record.
  public var lines: [String] {
    (0..<rows).map { row in
      var line = String.UnicodeScalarView()
      line.append(contentsOf: cells[row * columns ..< (row + 1) * columns].map(\.character))
      var text = String(line)
      while text.last == " " { text.removeLast() }
      return text
    }
  }
}
