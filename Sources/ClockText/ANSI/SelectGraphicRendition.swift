/// The shortest SGR sequence (`CSI … m`) that changes a terminal's attributes from one
/// ``TextStyle`` to another: only what differs is sent.
///
/// Colours go out as the nearest of the 256-colour palette (`38;5;n`): about half the bytes of
/// 24-bit colour, which matters when a frame is a handful of cells, and understood by more
/// terminals (tmux, the Linux console with fbterm, older xterms).
enum SelectGraphicRendition {
  /// Bytes that change `from` (nil: unknown, so everything is set after a reset) to `to`;
  /// empty when nothing changes.
  static func bytes(from: TextStyle?, to: TextStyle) -> [UInt8] {
    var parameters: [String] = []
    if let from {
      if from == to { return [] }
      if from.bold != to.bold { parameters.append(to.bold ? "1" : "22") }
      if from.foreground != to.foreground { parameters.append(color(to.foreground, set: "38", reset: "39")) }
      if from.background != to.background { parameters.append(color(to.background, set: "48", reset: "49")) }
      // A full reset is shorter when everything goes back to the defaults.
      if to == .plain && parameters.count > 1 { parameters = ["0"] }
    } else {
      parameters.append("0")
      if to.bold { parameters.append("1") }
      if let foreground = to.foreground { parameters.append(color(foreground, set: "38", reset: "39")) }
      if let background = to.background { parameters.append(color(background, set: "48", reset: "49")) }
    }
    return Array(("\u{1B}[" + parameters.joined(separator: ";") + "m").utf8)
  }

  private static func color(_ color: TerminalColor?, set: String, reset: String) -> String {
    guard let color else { return reset }
    return "\(set);5;\(color.paletteIndex)"
  }
}
