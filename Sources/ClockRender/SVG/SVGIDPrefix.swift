import Synchronization

/// What every id of an SVG document starts with, so that two documents placed in one web page
/// never share an id (cairo's SVG surface wrote `glyph0-1` and `surface1` into every file, and
/// two inline clocks then drew each other's numerals).
///
/// Either given (`--svg-id`: checked by ``validated(_:)``) or derived: `a` and eight hex
/// digits of a 64-bit FNV-1a hash of the document's own content (written with a placeholder
/// where the prefix goes) mixed with a serial number. Different content gives different
/// prefixes (up to a one-in-four-billion chance); the serial makes two documents of the same
/// content drawn by one process differ too. Each picture command draws one document per
/// process with serial 0, so the same call writes the same bytes; frames use serial 0 as well,
/// since their instants, and so their contents, differ.
package enum SVGIDPrefix: Sendable, Hashable {
  /// This exact prefix.
  case fixed(String)
  /// A prefix from the content and `serial`.
  case derived(serial: UInt64)

  /// The next serial number of this process (0, 1, 2, …).
  package static func nextSerial() -> UInt64 { counter.add(1, ordering: .relaxed).oldValue }

  private static let counter = Atomic<UInt64>(0)

  /// The longest prefix `--svg-id` accepts.
  package static let maximumLength = 64

  /// `text` if it can start every id and CSS selector of a document: an ASCII letter or `_`,
  /// then letters, digits, `_` and `-`, at most ``maximumLength`` characters; nil otherwise.
  /// (XML names also allow `.` and `:`, which CSS selectors would need escaped.)
  package static func validated(_ text: String) -> String? {
    let bytes = Array(text.utf8)
    guard let first = bytes.first, bytes.count <= maximumLength, isLetter(first) || first == UInt8(ascii: "_") else { return nil }
    let allowed = bytes.allSatisfy {
      isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-")
    }
    return allowed ? text : nil
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
  }

  /// The prefix for a document whose content hashes to `contentHash` (see `ContentHash`).
  func resolved(contentHash: ContentHash) -> String {
    switch self {
    case .fixed(let prefix): return prefix
    case .derived(let serial):
      var hash = contentHash
      if serial > 0 { hash.combine(serial) }
      let value = hash.value
      // 32 bits folded from 64: eight hex digits keep ids short.
      let folded = UInt32(truncatingIfNeeded: value ^ (value >> 32))
      let hex = String(folded, radix: 16)
      return "a" + String(repeating: "0", count: 8 - hex.count) + hex
    }
  }
}
