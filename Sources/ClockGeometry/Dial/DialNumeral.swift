/// One hour numeral on a dial: its text and where it goes.
///
/// Text stays upright. A renderer places it on the ray at ``angle``, as far out as its
/// measured ink allows while staying within ``reach`` of the centre, so a wide "12" sits as
/// close to the ticks as a narrow "1".
public struct DialNumeral: Sendable, Hashable {
  /// The hour it marks, 1…12 (or 1…24).
  public let hour: Int
  /// The text to draw, e.g. `"12"` or `"XII"`.
  public let text: String
  /// The direction of the hour from the centre.
  public let angle: DialAngle
  /// How far from the centre the text's ink may reach, in dial radii.
  public let reach: Double
  /// The font size (em height), in dial radii.
  public let fontSize: Double

  /// Creates a numeral from its parts.
  package init(hour: Int, text: String, angle: DialAngle, reach: Double, fontSize: Double) {
    self.hour = hour
    self.text = text
    self.angle = angle
    self.reach = reach
    self.fontSize = fontSize
  }

  /// Roughly where the centre of the text lands (a renderer that cannot measure text, such as
  /// a terminal, uses this): half an em inside ``reach``.
  public var center: DialPoint { Self.center(angle: angle, reach: reach, fontSize: fontSize) }

  /// ``center`` for a numeral on the ray at `angle` reaching `reach`, `fontSize` high (as a
  /// scene's `radialText` gives them).
  package static func center(angle: DialAngle, reach: Double, fontSize: Double) -> DialPoint {
    angle.point(atRadius: reach - fontSize * 0.5)
  }
}
