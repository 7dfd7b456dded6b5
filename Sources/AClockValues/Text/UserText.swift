/// Text a user typed (a value, a path, a label), made safe to show inside a one-line message on
/// a terminal.
///
/// Every message that echoes user input goes through ``shown(_:)``: a value holding
/// `ESC [ 2 J` would otherwise clear the screen when the error reaches it, `ESC ] 52` would
/// write the clipboard, a newline would split the message in two, and a 100,000-character value
/// would make a 100 KB error line. Control characters (C0, DEL, C1) and the Unicode line and
/// paragraph separators and the bidirectional controls are shown as escapes (`\e`, `\n`, `\t`, `\u{9B}`); a value longer than
/// ``longest`` bytes (``longestPath`` for a path; counted after escaping) is cut, with a note of its length.
///
/// Invalid UTF-8 never gets this far: ``RawArguments`` refuses such an argument before parsing
/// and shows its bytes as `\xFF`.
package enum UserText {
  /// Bytes (UTF-8) of a value shown before it is cut: 80 characters of ASCII.
  package static let longest = 80
  /// Bytes of a file path shown before it is cut: paths run longer than values, and a cut one is
  /// hard to act on.
  package static let longestPath = 160

  /// `text` escaped and, if long, cut: `ab\e[2Jcd`, `xxxx…xxx… (100000 characters)`.
  package static func shown(_ text: String, limit: Int = longest) -> String {
    joined(text.unicodeScalars.map { escape($0) ?? String($0) }, limit: limit)
  }

  /// Bytes that may not be UTF-8 (an argument as the kernel passed it), shown as ``shown(_:)``
  /// shows text, with each byte that is not part of a valid UTF-8 sequence as `\xFF`.
  package static func shown(bytes: [UInt8]) -> String {
    var pieces: [String] = []
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        let scalar = Unicode.UTF8.decode(encoded)
        pieces.append(escape(scalar) ?? String(scalar))
        offset += encoded.count
      case .error(let length):
        for byte in bytes[offset..<offset + length] {
          pieces.append("\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true))
        }
        offset += length
      case .emptyInput:
        return joined(pieces, limit: longest)
      }
    }
  }

  /// The pieces (one per character of the original) joined, cut after `limit` bytes.
  private static func joined(_ pieces: [String], limit: Int) -> String {
    var shown = ""
    var shownBytes = 0
    for piece in pieces {
      // Counted in UTF-8 bytes, so 80 CJK characters cannot make a 240-byte value.
      let width = piece.utf8.count
      guard shownBytes + width <= limit else {
        return shown + "… (\(pieces.count) characters)"
      }
      shown += piece
      shownBytes += width
    }
    return shown
  }

  /// `text` shown (``shown(_:)``) between single quotes, as messages name values.
  package static func quoted(_ text: String, limit: Int = longest) -> String { "'" + shown(text, limit: limit) + "'" }

  /// A file path shown between single quotes: ``quoted(_:limit:)`` with ``longestPath``.
  package static func quotedPath(_ path: String) -> String { quoted(path, limit: longestPath) }

  /// The escape for a scalar that must not reach a terminal raw, or nil for one that may.
  package static func escape(_ scalar: Unicode.Scalar) -> String? {
    switch scalar.value {
    case 0x1B: return "\\e"
    case 0x0A: return "\\n"
    case 0x0D: return "\\r"
    case 0x09: return "\\t"
    // Bidirectional controls too: shown raw they reorder the rest of the line on screen
    // ("Trojan Source"), so a message could read other than it is.
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
      return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    default: return nil
    }
  }

  /// The first scalar of `text` that ``escape(_:)`` would escape: a control character.
  package static func firstControlCharacter(in text: String) -> Unicode.Scalar? {
    text.unicodeScalars.first { escape($0) != nil }
  }

  /// The first noncharacter of `text` (U+FDD0…U+FDEF, and the last two code points of every
  /// plane, U+FFFE, U+FFFF … U+10FFFF): Unicode keeps them for a program's own use, and cairo
  /// refuses to draw a string that holds one.
  package static func firstNoncharacter(in text: String) -> Unicode.Scalar? {
    text.unicodeScalars.first { (0xFDD0...0xFDEF).contains($0.value) || $0.value & 0xFFFE == 0xFFFE }
  }

  /// A scalar named for a message: `U+001B`.
  package static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
