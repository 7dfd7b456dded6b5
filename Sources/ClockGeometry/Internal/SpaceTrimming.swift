extension StringProtocol {
  /// The text without the characters at either end that satisfy `isTrimmed`.
  package func trimming(while isTrimmed: (Character) -> Bool) -> String {
    guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) }) else { return "" }
    return String(self[first...last])
  }

  /// The text without the spaces and tabs at either end (what `trimmingCharacters(in:
  /// .whitespaces)` removes: tabs and Unicode space separators), without Foundation's
  /// internationalization layer, which `CharacterSet` would pull in.
  package func trimmingSpaces() -> String {
    trimming { character in
      // ASCII answered here: the category table is otherwise read at every start, for the
      // built-in style's lines (a 64 KB window of the binary, Docs/decisions/0058).
      if let ascii = character.asciiValue { return ascii == 0x20 || ascii == 0x09 }
      return character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .spaceSeparator }
    }
  }
}
