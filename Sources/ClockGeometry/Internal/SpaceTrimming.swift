extension StringProtocol {
  /// The text without the spaces and tabs at either end (what `trimmingCharacters(in:
  /// .whitespaces)` removes: tabs and Unicode space separators), without Foundation's
  /// internationalization layer, which `CharacterSet` would pull in.
  func trimmingSpaces() -> String {
    func isSpace(_ character: Character) -> Bool {
      character == "\t" || character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .spaceSeparator }
    }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
    return String(self[first...last])
  }
}
