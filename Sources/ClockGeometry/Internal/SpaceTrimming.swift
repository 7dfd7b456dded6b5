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
      character == "\t" || character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .spaceSeparator }
    }
  }
}
