/// Turns successive ``TextFrame``s into the bytes that update a terminal, sending only the cells
/// that changed.
///
/// The encoder remembers what the screen shows, where the cursor is and which attributes are
/// set, across frames; so a second hand that moves sends a few moves and characters, and a
/// frame equal to the last sends nothing at all. Each non-empty update is wrapped in the
/// synchronized-update mode (DEC private mode 2026), so terminals that know it show the frame at
/// once, never half-drawn; others ignore the mode.
///
/// ```swift
/// var encoder = FrameEncoder(lineFeedMovesDown: true)
/// terminal.write(encoder.encode(first, repaint: true))
/// terminal.write(encoder.encode(second))  // only the difference
/// ```
public struct FrameEncoder: Sendable {
  /// Whether a line feed moves straight down (output post-processing off, as in raw mode);
  /// otherwise line feeds are not used to move.
  public let lineFeedMovesDown: Bool
  private var screen: TextFrame?
  private var cursor: (column: Int, row: Int)?
  private var style: TextStyle?

  /// Begins synchronized update.
  static let beginUpdate = Array("\u{1B}[?2026h".utf8)
  /// Ends synchronized update.
  static let endUpdate = Array("\u{1B}[?2026l".utf8)

  /// An encoder that knows nothing of the screen yet: the first frame repaints it.
  public init(lineFeedMovesDown: Bool) {
    self.lineFeedMovesDown = lineFeedMovesDown
  }

  /// Forgets what the screen shows, so the next frame is a full repaint (after a resize, Ctrl-L,
  /// or output from another program).
  public mutating func invalidate() {
    screen = nil
    cursor = nil
    style = nil
  }

  /// The bytes that make the terminal show `update`'s frame, as encoding the frame itself
  /// would, but comparing only the update's changed cells when the screen shows its base.
  ///
  /// Whether it does is checked, not assumed: a base that shares the screen's storage (the
  /// frame encoded last, which the board drew over) is recognised at once; any other base is
  /// compared in full.
  public mutating func encode(_ update: TextFrameUpdate, repaint: Bool = false) -> [UInt8] {
    let frame = update.frame
    guard !repaint, let screen, let base = update.base,
          screen.columns == frame.columns, screen.rows == frame.rows, base == screen
    else {
      return encode(frame, repaint: repaint)
    }
    var changed: [Int] = []
    for index in update.changedCells.sorted() where index != changed.last {
      guard frame.cells.indices.contains(index), frame.cells[index] != screen.cells[index] else { continue }
      changed.append(index)
    }
    return encode(frame, changedCells: changed)
  }

  /// The bytes that make the terminal show `frame`: the changed cells only, or the whole screen
  /// when `repaint` is set, the size changed, or nothing is known yet. Empty when the terminal
  /// already shows `frame`.
  public mutating func encode(_ frame: TextFrame, repaint: Bool = false) -> [UInt8] {
    var bytes: [UInt8] = []
    let previous: TextFrame
    if !repaint, let screen, screen.columns == frame.columns, screen.rows == frame.rows {
      previous = screen
    } else {
      // Clear with the default background, then draw everything that is not a blank cell.
      bytes += SelectGraphicRendition.bytes(from: nil, to: .plain)
      bytes += Array("\u{1B}[H\u{1B}[2J".utf8)
      style = .plain
      cursor = (0, 0)
      previous = TextFrame(columns: frame.columns, rows: frame.rows)
    }
    return encode(frame, prefix: bytes, changedCells: Self.changedCells(frame, from: previous))
  }

  /// The bytes that rewrite `changedCells` (ascending indices) of `frame`, after `prefix`.
  private mutating func encode(_ frame: TextFrame, prefix: [UInt8] = [], changedCells: [Int]) -> [UInt8] {
    var bytes = prefix
    for index in changedCells {
      let column = index % frame.columns, row = index / frame.columns
      let cell = frame.cells[index]
      var gap: [UInt8]?
      if let cursor, cursor.row == row, cursor.column < column, column - cursor.column <= 4 {
        gap = rewrite(frame, row: row, from: cursor.column, to: column)
      }
      bytes += CursorMotion.bytes(from: cursor, to: (column, row), lineFeedMovesDown: lineFeedMovesDown, gap: gap)
      let wanted = shownStyle(of: cell)
      bytes += SelectGraphicRendition.bytes(from: style, to: wanted)
      style = wanted
      append(cell.character, to: &bytes)
      // After the last column the cursor waits to wrap; where it is next is up to the
      // terminal, so the next move is absolute.
      cursor = column + 1 < frame.columns ? (column + 1, row) : nil
    }
    screen = frame
    guard !bytes.isEmpty else { return [] }
    return Self.beginUpdate + bytes + Self.endUpdate
  }

  /// The indices of the cells that differ between two frames of one size, in screen order.
  ///
  /// The scan runs over every cell of every frame, so it compares raw buffers: at one frame a
  /// second most of a frame's cost was this loop through the bounds-checked subscript.
  private static func changedCells(_ frame: TextFrame, from previous: TextFrame) -> [Int] {
    var changed: [Int] = []
    frame.cells.withUnsafeBufferPointer { new in
      previous.cells.withUnsafeBufferPointer { old in
        for index in 0..<min(new.count, old.count) where new[index] != old[index] {
          changed.append(index)
        }
      }
    }
    return changed
  }

  /// The bytes that rewrite `frame`'s cells `from ..< to` on `row` unchanged, if they all have
  /// the current style (so no attribute changes are needed).
  private func rewrite(_ frame: TextFrame, row: Int, from: Int, to: Int) -> [UInt8]? {
    var bytes: [UInt8] = []
    for column in from..<to {
      let cell = frame[column, row]
      guard shownStyle(of: cell) == style else { return nil }
      append(cell.character, to: &bytes)
    }
    return bytes
  }

  /// The attributes a cell needs: a space shows only its background, so it keeps whatever
  /// foreground and weight are set rather than paying bytes to change them.
  private func shownStyle(of cell: TextCell) -> TextStyle {
    guard cell.character == " ", let style else { return cell.style }
    return TextStyle(foreground: style.foreground, background: cell.style.background, bold: style.bold)
  }

  private func append(_ character: Unicode.Scalar, to bytes: inout [UInt8]) {
    character.appendUTF8(to: &bytes)
  }
}
