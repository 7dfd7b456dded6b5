import ClockGeometry

extension ClockFaceOptions {
  /// These options with `numerals` instead of the style's: one expression, for test tables.
  public func withNumerals(_ numerals: NumeralStyle) -> ClockFaceOptions {
    var options = self
    options.numerals = numerals
    return options
  }

  /// These options without the hands' shadow: one expression, for test tables.
  public func withoutShadow() -> ClockFaceOptions {
    var options = self
    options.shadow = false
    return options
  }
}
