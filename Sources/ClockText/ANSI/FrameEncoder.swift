/// Turns successive ``TextFrame``s into the bytes that update a terminal, sending only the cells
/// that changed.
///
/// The encoder remembers what the screen shows, where the cursor is and which attributes are
/// set, across frames; so a second hand that moves sends a few moves and characters, and a
/// frame equal to the last sends nothing at all. It tries a few orders of writing the changed
/// cells (`CellOrder`) with the shortest cursor moves (`CursorMotion`) and keeps the
/// shortest. A repaint, and any update longer than 1 KiB, is wrapped in
/// the synchronized-update mode (DEC private mode 2026), so terminals that know it show the
/// frame at once, never half-drawn; others ignore the mode.
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

  /// The bytes that rewrite `changedCells` (ascending indices) of `frame`, after `prefix`: the
  /// shortest of a few orders of visiting them (see `CellOrder`). A repaint, or an update
  /// longer than `synchronizedAbove` bytes, is wrapped in a synchronized update.
  private mutating func encode(_ frame: TextFrame, prefix: [UInt8] = [], changedCells: [Int]) -> [UInt8] {
    var best = Pass(frame: frame, order: changedCells, cursor: cursor, style: style, lineFeedMovesDown: lineFeedMovesDown)
    for order in CellOrder.alternatives(to: changedCells, in: frame, style: style) {
      let pass = Pass(frame: frame, order: order, cursor: cursor, style: style, lineFeedMovesDown: lineFeedMovesDown)
      if pass.bytes.count < best.bytes.count { best = pass }
    }
    screen = frame
    cursor = best.cursor
    style = best.style
    guard !prefix.isEmpty || !best.bytes.isEmpty else { return [] }
    guard !prefix.isEmpty || best.bytes.count > Self.synchronizedAbove else { return best.bytes }
    return Self.beginUpdate + prefix + best.bytes + Self.endUpdate
  }

  /// The longest update sent without the synchronized-update wrapper. The kernel hands a
  /// terminal what one write(2) to a pseudo-terminal holds in pieces of 2 KiB, so an update this
  /// short reaches it in one read and is drawn whole anyway; the wrapper's 16 bytes were more
  /// than a quarter of a second hand's update.
  static let synchronizedAbove = 1024

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
}
