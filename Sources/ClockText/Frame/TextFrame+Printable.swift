extension TextFrame {
  /// The frame as lines of text for a pipe, a file or a terminal that is not taken over: one
  /// line per row, each ended by a newline. With `styled`, colours are set with SGR sequences
  /// and reset at the end of every line that used them; without, the text is plain.
  public func printable(styled: Bool) -> String {
    guard styled else { return lines.map { $0 + "\n" }.joined() }
    var bytes: [UInt8] = []
    for row in 0..<rows {
      // Blanks in the default style at the end of a row are left out, as in `lines`.
      var end = columns
      while end > 0, self[end - 1, row] == .blank { end -= 1 }
      var style = TextStyle.plain
      for column in 0..<end {
        let cell = self[column, row]
        bytes += SelectGraphicRendition.bytes(from: style, to: cell.style)
        style = cell.style
        cell.character.appendUTF8(to: &bytes)
      }
      if style != .plain { bytes += SelectGraphicRendition.bytes(from: nil, to: .plain) }
      bytes.append(0x0A)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension Unicode.Scalar {
  /// Appends the scalar's UTF-8 encoding: the one way frames become bytes.
  func appendUTF8(to bytes: inout [UInt8]) {
    UTF8.encode(self) { bytes.append($0) }
  }
}
