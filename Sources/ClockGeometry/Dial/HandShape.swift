/// The proportions of one clock hand, as fractions of the dial radius.
///
/// A hand runs from ``tail`` behind the centre to ``length`` in front of it, ``width`` wide at
/// the centre; renderers may taper it toward the tip.
public struct HandShape: Sendable, Hashable {
  /// From the centre to the tip, in dial radii.
  public let length: Double
  /// From the centre backwards to the end of the counterweight, in dial radii (0 for none).
  public let tail: Double
  /// The width at the centre, in dial radii.
  public let width: Double

  /// Creates a hand shape from its length, tail and width in dial radii.
  package init(length: Double, tail: Double, width: Double) {
    self.length = length
    self.tail = tail
    self.width = width
  }

  /// The tip of the hand pointing at `angle`, in unit dial space.
  public func tip(at angle: DialAngle) -> DialPoint { angle.point(atRadius: length) }

  /// The end of the tail of the hand pointing at `angle`, in unit dial space.
  public func tailEnd(at angle: DialAngle) -> DialPoint {
    DialAngle(degrees: angle.degrees + 180).point(atRadius: tail)
  }
}
