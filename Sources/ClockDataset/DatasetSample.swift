import ClockGeometry

/// The choices behind one image of a dataset, drawn from the seed and the image's index alone
/// (so any shard draws the same image as the whole run).
package struct DatasetSample: Sendable, Hashable {
  /// The image's index in the whole dataset.
  package var index: Int
  /// The time the clock shows (its minute and second hands, and its hour hand if valid).
  package var reading: ClockReading
  /// The style's name (built in) or the face options' style.
  package var style: ClockStyle
  /// Light or dark.
  package var theme: ClockTheme.Name
  /// The hour numerals.
  package var numerals: NumeralStyle
  /// 12- or 24-hour dial.
  package var dial: DialKind
  /// Whether the second hand is drawn.
  package var secondHand: Bool
  /// The numerals' typeface family.
  package var font: String
  /// What fills the picture, or nil for the style's own backdrop.
  package var background: RGBAColor?
  /// The side of the dial's square, in pixels.
  package var dialSide: Int
  /// The centre of the dial's square, in pixels.
  package var center: DialPoint
  /// The turn, degrees clockwise.
  package var rotation: Double
  /// Mirrored left to right.
  package var mirrored: Bool
  /// For an invalid clock, the time whose hour hand is drawn instead; nil when valid.
  package var hourHandReading: ClockReading?
}
