/// The line of text under a dial, fitted to its tile: the readouts (the time, a timer's time
/// left) whole, and the captions (a zone's city, a timer's label) before them shortened with an
/// ellipsis to what is left, or left out. Nothing is ever written past the tile, so neighbouring
/// tiles' lines cannot run into each other (`modoro  00:2Break  00:04:5`).
enum LabelLine {
  /// Between a caption and a readout.
  static let separator = "  "

  /// The line for `captions` and `readouts` in `width` cells, at most `width` scalars long. The
  /// ellipsis is `…`, or `.` in 7-bit ASCII (`asciiOnly`).
  static func fitted(captions: [String], readouts: [String], width: Int, asciiOnly: Bool) -> String {
    guard width > 0 else { return "" }
    let readout = readouts.joined(separator: separator)
    let caption = captions.joined(separator: separator)
    let line: String
    if readout.isEmpty {
      line = shortened(caption, to: width, asciiOnly: asciiOnly)
    } else if caption.isEmpty {
      line = readout
    } else {
      let room = width - length(readout) - length(separator)
      let shown = shortened(caption, to: room, asciiOnly: asciiOnly)
      line = shown.isEmpty ? readout : shown + separator + readout
    }
    // A readout wider than its tile is clipped by the tile, never spilled into the next one.
    return String(String.UnicodeScalarView(line.unicodeScalars.prefix(width)))
  }

  /// `text` if it fits `width` cells, else its start and an ellipsis in `width` cells; empty when
  /// fewer than two cells are left (an ellipsis alone says nothing).
  private static func shortened(_ text: String, to width: Int, asciiOnly: Bool) -> String {
    if length(text) <= width { return text }
    guard width >= 2 else { return "" }
    var kept = String.UnicodeScalarView(text.unicodeScalars.prefix(width - 1))
    while kept.last == " " { kept.removeLast() }
    return String(kept) + (asciiOnly ? "." : "…")
  }

  /// Cells: one per scalar, as ``TextFrame/write(_:column:row:style:)`` places them.
  private static func length(_ text: String) -> Int { text.unicodeScalars.count }
}
