/// How the still part of a face looks, in dial radii: rim, tick tracks, numerals and the cap
/// over the pivot.
public struct DialDesign: Sendable, Hashable {
  /// One track of tick marks: radial strokes between two radii.
  public struct Ticks: Sendable, Hashable {
    /// Where each stroke starts, from the centre.
    public var inner: Double
    /// Where each stroke ends.
    public var outer: Double
    /// The stroke's width.
    public var width: Double

    /// A track from its radii and stroke width.
    public init(inner: Double, outer: Double, width: Double) {
      self.inner = inner
      self.outer = outer
      self.width = width
    }
  }

  /// The rim's width: a ring from `1 − rim` to 1 (0 for none).
  public var rim: Double
  /// One tick a minute (nil for none).
  public var minuteTicks: Ticks?
  /// One tick an hour.
  public var hourTicks: Ticks
  /// How the hours are written unless the options say otherwise.
  public var numerals: NumeralStyle
  /// How far from the centre the numerals' ink reaches: each numeral is placed, by its
  /// measured extent, so that its outermost ink touches this radius.
  public var numeralReach: Double
  /// The numerals' font size (em height).
  public var numeralSize: Double
  /// Whether the numerals are bold.
  public var numeralBold: Bool
  /// The radius of the cap over the pivot.
  public var cap: Double
  /// What marks 12 o'clock in place of its numeral (``TwelveMarker/none``: the numeral).
  public var twelveMarker: TwelveMarker = .none
  /// The width of two rails, thin circles at the minute track's inner and outer radii that its
  /// strokes run between (a railway track); 0 for none, or without a minute track.
  public var railWidth = 0.0
  /// Whether only the quarters' hour marks are drawn: an icon's four strong marks (twelve blur
  /// together at 16 px), unless its marks are all the dial has (see `ClockStyle.icon(side:)`).
  var quarterMarksOnly = false

  /// A dial design from its parts.
  public init(
    rim: Double, minuteTicks: Ticks?, hourTicks: Ticks, numerals: NumeralStyle, numeralReach: Double,
    numeralSize: Double, numeralBold: Bool, cap: Double
  ) {
    self.rim = rim
    self.minuteTicks = minuteTicks
    self.hourTicks = hourTicks
    self.numerals = numerals
    self.numeralReach = numeralReach
    self.numeralSize = numeralSize
    self.numeralBold = numeralBold
    self.cap = cap
  }
}
