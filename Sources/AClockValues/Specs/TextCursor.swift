/// Reads ASCII text left to right, for the small grammars of option values.
package struct TextCursor {
  private let bytes: [UInt8]
  package private(set) var position = 0

  package init(_ text: String) {
    bytes = Array(text.utf8)
  }

  package var isAtEnd: Bool { position == bytes.count }

  /// The next byte as a character, without consuming it.
  package var peek: Character? {
    isAtEnd ? nil : Character(Unicode.Scalar(bytes[position]))
  }

  /// Consumes `character` if it is next.
  package mutating func skip(_ character: Character) -> Bool {
    guard peek == character else { return false }
    position += 1
    return true
  }

  /// Consumes one of `characters` if it is next and returns it.
  package mutating func skip(anyOf characters: String) -> Character? {
    guard let next = peek, characters.contains(next) else { return nil }
    position += 1
    return next
  }

  /// Consumes exactly `count` decimal digits and returns their value, or nil (consuming nothing).
  package mutating func digits(exactly count: Int) -> Int? {
    guard position + count <= bytes.count else { return nil }
    var value = 0
    for byte in bytes[position..<(position + count)] {
      guard byte >= 48, byte <= 57 else { return nil }
      value = value * 10 + Int(byte - 48)
    }
    position += count
    return value
  }

  /// Consumes one or more decimal digits and returns them as text, or nil if none is next.
  package mutating func digitRun(maximum: Int = 18) -> String? {
    let start = position
    while position < bytes.count, position - start < maximum, bytes[position] >= 48, bytes[position] <= 57 {
      position += 1
    }
    guard position > start else { return nil }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  /// An optional `.` followed by digits, as a fraction in [0, 1); 0 if there is none.
  /// Returns nil for a `.` with no digits after it.
  package mutating func optionalFraction() -> Double? {
    guard skip(".") || skip(",") else { return 0 }
    guard let digits = digitRun(maximum: 30), let fraction = Double("0." + digits) else { return nil }
    return fraction
  }
}
