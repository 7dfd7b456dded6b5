/// The shortest byte sequence that moves a terminal's cursor from one cell to another.
///
/// A move is a vertical part that keeps the column, then a horizontal part on the destination
/// row, or one absolute move. Vertical: line feeds (when the terminal does not add a carriage
/// return to them), reverse index (`ESC M`, one row up), `CSI n B`/`CSI n A`, the absolute row
/// (`CSI n d`). Horizontal: backspaces, `CSI n C`/`CSI n D`, carriage return (then right), the
/// absolute column (`CSI n G`), or rewriting the cells in between when the caller supplies
/// them. Absolute: `CSI row;col H`. Most of a live clock's bytes are cursor moves, so this is
/// where its bandwidth is won. Lengths are compared before anything is built: the encoder asks
/// for a move per changed cell, several times a frame.
enum CursorMotion {
  /// Bytes that move the cursor from `from` (nil: unknown) to `to`. `lineFeedMovesDown` says a
  /// line feed keeps the column (output post-processing off); `gap` gives the bytes that would
  /// rewrite the cells of the destination row between the column the cursor is in and `to`'s,
  /// when that is allowed.
  static func bytes(
    from: (column: Int, row: Int)?, to: (column: Int, row: Int), lineFeedMovesDown: Bool,
    gap: [UInt8]? = nil
  ) -> [UInt8] {
    var bytes: [UInt8] = []
    append(from: from, to: to, lineFeedMovesDown: lineFeedMovesDown, gap: gap, to: &bytes)
    return bytes
  }

  /// Appends the bytes of ``bytes(from:to:lineFeedMovesDown:gap:)`` to `bytes`.
  static func append(
    from: (column: Int, row: Int)?, to: (column: Int, row: Int), lineFeedMovesDown: Bool,
    gap: [UInt8]?, to bytes: inout [UInt8]
  ) {
    guard let from else { return appendAbsolute(to, to: &bytes) }
    if from == to { return }
    let vertical = verticalChoice(from: from.row, to: to.row, lineFeedMovesDown: lineFeedMovesDown)
    let horizontal = horizontalChoice(from: from.column, to: to.column, gap: gap)
    if absoluteLength(to) <= vertical.length + horizontal.length { return appendAbsolute(to, to: &bytes) }
    append(vertical, to: &bytes)
    append(horizontal, to: &bytes)
  }

  /// One way to move along one axis, and its length in bytes.
  private enum Step {
    case none
    /// `count` copies of one control character (line feed, backspace).
    case repeated(UInt8, count: Int)
    /// `ESC M` `count` times: up a row each, keeping the column.
    case reverseIndex(count: Int)
    /// `CSI n letter`, n left out when it is 1.
    case csi(Int, UInt8)
    /// A carriage return, then `CSI n C` when `column` is not 0.
    case carriageReturn(column: Int)
    /// The given bytes (cells rewritten as they are).
    case literal([UInt8])

    var length: Int {
      switch self {
      case .none: 0
      case .repeated(_, let count): count
      case .reverseIndex(let count): 2 * count
      case .csi(let count, _): CursorMotion.csiLength(count)
      case .carriageReturn(let column): column == 0 ? 1 : 1 + CursorMotion.csiLength(column)
      case .literal(let bytes): bytes.count
      }
    }
  }

  private static func verticalChoice(from: Int, to: Int, lineFeedMovesDown: Bool) -> Step {
    let rows = to - from
    if rows == 0 { return .none }
    var best: Step
    if rows > 0 {
      best = .csi(rows, UInt8(ascii: "B"))
      if lineFeedMovesDown && rows < best.length { best = .repeated(0x0A, count: rows) }
    } else {
      best = .csi(-rows, UInt8(ascii: "A"))
      if 2 * -rows < best.length { best = .reverseIndex(count: -rows) }
    }
    let line = Step.csi(to + 1, UInt8(ascii: "d"))
    return line.length < best.length ? line : best
  }

  private static func horizontalChoice(from: Int, to: Int, gap: [UInt8]?) -> Step {
    if from == to { return .none }
    var best: Step
    if to > from {
      best = .csi(to - from, UInt8(ascii: "C"))
      if let gap, gap.count <= best.length { best = .literal(gap) }
    } else {
      let back = from - to
      best = .csi(back, UInt8(ascii: "D"))
      if back <= best.length { best = .repeated(0x08, count: back) }
    }
    for candidate in [Step.carriageReturn(column: to), .csi(to + 1, UInt8(ascii: "G"))] where candidate.length < best.length {
      best = candidate
    }
    return best
  }

  private static func append(_ step: Step, to bytes: inout [UInt8]) {
    switch step {
    case .none: break
    case .repeated(let byte, let count): bytes.append(contentsOf: repeatElement(byte, count: count))
    case .reverseIndex(let count):
      for _ in 0..<count { bytes += [0x1B, UInt8(ascii: "M")] }
    case .csi(let count, let letter): appendCSI(count, letter, to: &bytes)
    case .carriageReturn(let column):
      bytes.append(0x0D)
      if column > 0 { appendCSI(column, UInt8(ascii: "C"), to: &bytes) }
    case .literal(let literal): bytes += literal
    }
  }

  /// `CSI n letter` takes 3 bytes for n = 1 (left out), then one more per digit.
  static func csiLength(_ count: Int) -> Int {
    count == 1 ? 3 : 3 + digits(count)
  }

  private static func appendCSI(_ count: Int, _ letter: UInt8, to bytes: inout [UInt8]) {
    bytes += ControlBytes.csi
    if count != 1 { bytes.appendDecimal(count) }
    bytes.append(letter)
  }

  private static func digits(_ value: Int) -> Int {
    var digits = 1, rest = value
    while rest >= 10 {
      rest /= 10
      digits += 1
    }
    return digits
  }

  private static func absoluteLength(_ to: (column: Int, row: Int)) -> Int {
    var length = 3
    if to.row != 0 || to.column != 0 { length += digits(to.row + 1) }
    if to.column != 0 { length += 1 + digits(to.column + 1) }
    return length
  }

  private static func appendAbsolute(_ to: (column: Int, row: Int), to bytes: inout [UInt8]) {
    bytes += ControlBytes.csi
    if to.row != 0 || to.column != 0 { bytes.appendDecimal(to.row + 1) }
    if to.column != 0 {
      bytes.append(UInt8(ascii: ";"))
      bytes.appendDecimal(to.column + 1)
    }
    bytes.append(UInt8(ascii: "H"))
  }
}
