/// One tick mark on a dial: a radial stroke between two radii.
public struct DialTick: Sendable, Hashable {
  /// The direction of the tick from the centre.
  public let angle: DialAngle
  /// Where the stroke starts, in dial radii from the centre.
  public let innerRadius: Double
  /// Where the stroke ends, in dial radii from the centre.
  public let outerRadius: Double
  /// The stroke's width, in dial radii.
  public let width: Double

  /// Creates a tick from its direction, radii and width (all in dial radii).
  package init(angle: DialAngle, innerRadius: Double, outerRadius: Double, width: Double) {
    self.angle = angle
    self.innerRadius = innerRadius
    self.outerRadius = outerRadius
    self.width = width
  }

  /// The stroke's inner end in unit dial space.
  public var innerPoint: DialPoint { angle.point(atRadius: innerRadius) }
  /// The stroke's outer end in unit dial space.
  public var outerPoint: DialPoint { angle.point(atRadius: outerRadius) }
}
