import ClockGeometry

/// The value of `--background`.
package struct BackgroundSpec: Sendable, Equatable {
  package let color: RGBAColor

  package init(parsing text: String) throws(OptionValueError) {
    let trimmed = text.trimmingSpaces()
    // The library forgives a missing `#`; on the command line `fff` is more likely a typo than
    // a colour, so hex needs its `#` (names such as `navy` are taken as they are).
    let isHex = trimmed.hasPrefix("#") || (trimmed.count <= 8 && trimmed.allSatisfy(\.isHexDigit))
    guard !isHex || trimmed.hasPrefix("#"), let color = RGBAColor(parsing: trimmed) else {
      throw .color(text)
    }
    self.color = color
  }
}
