extension FrameEncoder {
  /// The bytes that write a frame's changed cells in one given order, from a known cursor and
  /// attributes, and where they leave both: the encoder makes a pass per order it considers and
  /// keeps the shortest.
  struct Pass {
    /// The cursor moves, attribute changes and characters.
    private(set) var bytes: [UInt8] = []
    /// Where the cursor is after them (nil: unknown, after the last column).
    private(set) var cursor: (column: Int, row: Int)?
    /// The attributes set after them.
    private(set) var style: TextStyle?

    /// Writes `frame`'s cells at `order` (indices into its cells, each in range), starting with
    /// the cursor at `cursor` and the attributes `style`.
    init(frame: TextFrame, order: [Int], cursor: (column: Int, row: Int)?, style: TextStyle?, lineFeedMovesDown: Bool) {
      self.cursor = cursor
      self.style = style
      bytes.reserveCapacity(order.count * 6)
      for index in order {
        let column = index % frame.columns, row = index / frame.columns
        let cell = frame.cells[index]
        var gap: [UInt8]?
        if let cursor = self.cursor, cursor.column < column, column - cursor.column <= 4 {
          gap = rewrite(frame, row: row, from: cursor.column, to: column)
        }
        CursorMotion.append(from: self.cursor, to: (column, row), lineFeedMovesDown: lineFeedMovesDown, gap: gap, to: &bytes)
        let wanted = shownStyle(of: cell)
        bytes += SelectGraphicRendition.bytes(from: self.style, to: wanted)
        self.style = wanted
        cell.character.appendUTF8(to: &bytes)
        // After the last column the cursor waits to wrap; where it is next is up to the
        // terminal, so the next move is absolute.
        self.cursor = column + 1 < frame.columns ? (column + 1, row) : nil
      }
    }

    /// The bytes that rewrite `frame`'s cells `from ..< to` on `row` as they are to be, if they
    /// all show in the current attributes (so no attribute changes are needed). A cell of the
    /// range that the pass has yet to visit is written early with its new character, which is
    /// right too.
    private func rewrite(_ frame: TextFrame, row: Int, from: Int, to: Int) -> [UInt8]? {
      var bytes: [UInt8] = []
      for column in from..<to {
        let cell = frame[column, row]
        guard shownStyle(of: cell) == style else { return nil }
        cell.character.appendUTF8(to: &bytes)
      }
      return bytes
    }

    /// The attributes a cell needs: a space shows only its background, so it keeps whatever
    /// foreground and weight are set rather than paying bytes to change them.
    private func shownStyle(of cell: TextCell) -> TextStyle {
      guard cell.character == " ", let style else { return cell.style }
      return TextStyle(foreground: style.foreground, background: cell.style.background, bold: style.bold)
    }
  }
}
