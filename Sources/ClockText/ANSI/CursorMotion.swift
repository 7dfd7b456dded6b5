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
        vertical = lineFeedMovesDown && rows <= 3 ? Array(repeating: 0x0A, count: rows) : csi(rows, "B")
      } else {
        vertical = csi(-rows, "A")
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
      let move = csi(to - from, "C")
      if let gap, gap.count <= move.count { return gap }
      return move
    }
    let back = from - to
    let left = csi(back, "D")
    let backspaces = [UInt8](repeating: 0x08, count: back)
    var best = backspaces.count <= left.count ? backspaces : left
    let fromStart = [UInt8(0x0D)] + (to == 0 ? [] : csi(to, "C"))
    if fromStart.count < best.count { best = fromStart }
    return best
  }

  private static func absoluteMove(_ to: (column: Int, row: Int)) -> [UInt8] {
    if to.row == 0 && to.column == 0 { return Array("\u{1B}[H".utf8) }
    if to.column == 0 { return Array("\u{1B}[\(to.row + 1)H".utf8) }
    return Array("\u{1B}[\(to.row + 1);\(to.column + 1)H".utf8)
  }

  /// `CSI n letter`, with n left out when it is 1 (the default).
  private static func csi(_ count: Int, _ letter: String) -> [UInt8] {
    Array((count == 1 ? "\u{1B}[\(letter)" : "\u{1B}[\(count)\(letter)").utf8)
  }
}
