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
    var parameters: [Parameter] = []
    if let from {
      if from == to { return [] }
      if from.bold != to.bold { parameters.append(.code(to.bold ? 1 : 22)) }
      if from.foreground != to.foreground { parameters.append(color(to.foreground, set: 38, reset: 39)) }
      if from.background != to.background { parameters.append(color(to.background, set: 48, reset: 49)) }
      // A full reset is shorter when everything goes back to the defaults.
      if to == .plain && parameters.count > 1 { parameters = [.code(0)] }
    } else {
      parameters.append(.code(0))
      if to.bold { parameters.append(.code(1)) }
      if let foreground = to.foreground { parameters.append(color(foreground, set: 38, reset: 39)) }
      if let background = to.background { parameters.append(color(background, set: 48, reset: 49)) }
    }
    var bytes = ControlBytes.csi
    for (index, parameter) in parameters.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ";")) }
      switch parameter {
      case .code(let code):
        bytes.appendDecimal(code)
      case .palette(let selector, let index):
        bytes.appendDecimal(selector)
        bytes += [UInt8(ascii: ";"), UInt8(ascii: "5"), UInt8(ascii: ";")]
        bytes.appendDecimal(index)
      }
    }
    bytes.append(UInt8(ascii: "m"))
    return bytes
  }

  /// One parameter: a plain code, or a palette colour (`selector;5;index`).
  private enum Parameter {
    case code(Int)
    case palette(selector: Int, index: Int)
  }

  private static func color(_ color: TerminalColor?, set: Int, reset: Int) -> Parameter {
    guard let color else { return .code(reset) }
    return .palette(selector: set, index: color.paletteIndex)
  }
}
