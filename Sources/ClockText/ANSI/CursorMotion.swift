/// The shortest byte sequence that moves a terminal's cursor from one cell to another.
///
/// Candidates: absolute positioning (`CSI row;col H`), relative moves (`CSI n A/B/C/D`),
/// backspaces, carriage return, line feeds (when the terminal does not add a carriage return to
/// them), and rewriting the cells in between when the caller can supply them. Most of a live
/// clock's bytes are cursor moves, so this is where its bandwidth is won.
enum CursorMotion {
  /// Bytes that move the cursor from `from` (nil: unknown) to `to`. `lineFeedMovesDown` says a
  /// line feed keeps the column (output post-processing off); `gap` gives the bytes that would
  /// rewrite the cells between the two positions on one row, when that is allowed.
  static func bytes(
    from: (column: Int, row: Int)?, to: (column: Int, row: Int), lineFeedMovesDown: Bool,
    gap: [UInt8]? = nil
  ) -> [UInt8] {
    let absolute = absoluteMove(to)
    guard let from else { return absolute }
    if from == to { return [] }
    var best = absolute
    func consider(_ candidate: [UInt8]) {
      if candidate.count < best.count { best = candidate }
    }
    if from.row == to.row {
      consider(horizontal(from: from.column, to: to.column, gap: gap))
    } else {
      let rows = to.row - from.row
      var vertical: [UInt8]
      if rows > 0 {
        vertical = lineFeedMovesDown && rows <= 3 ? Array(repeating: 0x0A, count: rows) : ControlBytes.csi(rows, UInt8(ascii: "B"))
      } else {
        vertical = ControlBytes.csi(-rows, UInt8(ascii: "A"))
      }
      consider(vertical + horizontal(from: from.column, to: to.column, gap: nil))
      // Carriage return, then down, then right.
      consider([0x0D] + vertical + horizontal(from: 0, to: to.column, gap: nil))
    }
    return best
  }

  private static func horizontal(from: Int, to: Int, gap: [UInt8]?) -> [UInt8] {
    if from == to { return [] }
    if to > from {
      let move = ControlBytes.csi(to - from, UInt8(ascii: "C"))
      if let gap, gap.count <= move.count { return gap }
      return move
    }
    let back = from - to
    let left = ControlBytes.csi(back, UInt8(ascii: "D"))
    let backspaces = [UInt8](repeating: 0x08, count: back)
    var best = backspaces.count <= left.count ? backspaces : left
    let fromStart = [UInt8(0x0D)] + (to == 0 ? [] : ControlBytes.csi(to, UInt8(ascii: "C")))
    if fromStart.count < best.count { best = fromStart }
    return best
  }

  private static func absoluteMove(_ to: (column: Int, row: Int)) -> [UInt8] {
    var bytes = ControlBytes.csi
    if to.row != 0 || to.column != 0 { bytes.appendDecimal(to.row + 1) }
    if to.column != 0 {
      bytes.append(UInt8(ascii: ";"))
      bytes.appendDecimal(to.column + 1)
    }
    bytes.append(UInt8(ascii: "H"))
    return bytes
  }
}
