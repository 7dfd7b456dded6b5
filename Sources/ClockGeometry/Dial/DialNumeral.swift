/// One hour numeral on a dial: its text and where its centre goes.
///
/// Text stays upright; a renderer centres its glyphs' ink on ``center`` at height ``fontSize``.
public struct DialNumeral: Sendable, Hashable {
  /// The hour it marks, 1…12 (or 1…24).
  public let hour: Int
  /// The text to draw, e.g. `"12"` or `"XII"`.
  public let text: String
  /// The direction of the hour from the centre.
  public let angle: DialAngle
  /// Where the centre of the text goes, in unit dial space.
  public let center: DialPoint
  /// The font size (em height), in dial radii.
  public let fontSize: Double

  /// Creates a numeral from its parts.
  public init(hour: Int, text: String, angle: DialAngle, center: DialPoint, fontSize: Double) {
    self.hour = hour
    self.text = text
    self.angle = angle
    self.center = center
    self.fontSize = fontSize
  }
}
