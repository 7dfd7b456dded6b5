/// What a key press asks the live clock to do.
package enum KeyCommand: Sendable, Equatable {
  /// `q` or a lone Esc: leave, exit 0.
  case quit
  /// Ctrl-C in raw mode: leave as SIGINT would, exit 130.
  case interrupt
  /// Ctrl-L: repaint the whole screen.
  case redraw
  /// Ctrl-Z in raw mode: give the terminal back and stop, as SIGTSTP would.
  case suspend
  /// Space.
  case space
  /// Any other printable key, lower-cased.
  case character(Character)

  /// The commands in one read from the keyboard. An Esc followed by more bytes in the same read
  /// starts an escape sequence (an arrow key, a mouse report) and is ignored with the rest of the
  /// read, so only a lone Esc quits.
  package static func decode(_ bytes: [UInt8]) -> [KeyCommand] {
    var commands: [KeyCommand] = []
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      switch byte {
      case 0x1B:
        if index == bytes.index(before: bytes.endIndex) { commands.append(.quit) }
        return commands
      case 0x03: commands.append(.interrupt)
      case 0x0C: commands.append(.redraw)
      case 0x1A: commands.append(.suspend)
      case 0x20: commands.append(.space)
      case UInt8(ascii: "q"), UInt8(ascii: "Q"): commands.append(.quit)
      case 0x21...0x7E: commands.append(.character(Character(Unicode.Scalar(byte)).lowercased().first ?? " "))
      default: break
      }
      index += 1
    }
    return commands
  }
}
