/// How much of a style a dial `side` pixels square can show: the three rungs of the size ladder.
///
/// - ``icon`` (under ``smallFrom``, 72 px): four quarter marks on whole pixels, the style's
///   hand shapes in whole pixels, its accent as a dot over the pivot; no numerals, no minute
///   track.
/// - ``small`` (from 72 px to under ``fullFrom(for:)``): numerals at the quarters only (or
///   none), no minute track, heavier marks and hands.
/// - ``full``: the style as designed, from the side where its own numerals are
///   ``leastNumeralPixels`` high (em): 98 px for contrast's large ones, 118 for pilot, 138 for
///   classic, 151 for breguet, 196 for minimal's small ones, 235 for bauhaus's smaller ones; 160
///   for a style without numerals.
///
/// A picture without a known side (`pixelSide` nil: a terminal, a PDF page) is drawn ``full``.
///
/// ```swift
/// DialForm(side: 24, style: .classic)    // .icon
/// DialForm(side: 96, style: .classic)    // .small
/// DialForm(side: 256, style: .classic)   // .full
/// ```
package enum DialForm: String, Sendable, Hashable, CaseIterable {
  /// A few marks and the hands, for 16–71 px.
  case icon
  /// Quarter numerals, no minute track, heavier strokes.
  case small
  /// The style as designed.
  case full

  /// The least side, in pixels, drawn ``small``: below it even four numerals crowd the hands.
  package static let smallFrom = 72
  /// How high (em, in pixels) a style's numerals must be for its full dial: at 11 px the
  /// digits are 8 px high, the least that read at a glance on the sheets looked at.
  package static let leastNumeralPixels = 11.0
  /// Where a style without numerals turns full: its minute track's ticks are then more than
  /// 6 px apart (station's, at 0.86 radii).
  package static let fullWithoutNumerals = 160

  /// The least side drawn ``full`` in `style`: where its numerals are ``leastNumeralPixels``
  /// high, or ``fullWithoutNumerals``; never below ``smallFrom``.
  package static func fullFrom(for style: ClockStyle) -> Int {
    guard style.dial.numerals != .none, style.dial.numeralSize > 0 else { return fullWithoutNumerals }
    let side = (leastNumeralPixels / (style.dial.numeralSize * DialPixels.faceRadiusFraction)).rounded(.up)
    return max(smallFrom, Int(min(side, 4096)))
  }

  /// The form of `style`'s dial `side` pixels square; ``full`` when the side is not known.
  package init(side: Int?, style: ClockStyle) {
    guard let side else {
      self = .full
      return
    }
    self = side < Self.smallFrom ? .icon : side < Self.fullFrom(for: style) ? .small : .full
  }
}
