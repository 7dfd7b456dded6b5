/// One drawing primitive of a ``ClockScene``, in unit dial space (centre (0, 0), face radius 1,
/// y down). Widths and sizes are in dial radii too.
public enum SceneElement: Sendable, Hashable {
  /// A filled circle.
  case disc(center: DialPoint, radius: Double, role: SceneRole)
  /// A circle stroked with `width` centred on `radius`.
  case ring(center: DialPoint, radius: Double, width: Double, role: SceneRole)
  /// Part of a circle stroked with `width` centred on `radius`: from `start`, `sweep` degrees
  /// clockwise (0 draws nothing, 360 or more the whole circle), with flat ends.
  case arc(center: DialPoint, radius: Double, width: Double, start: DialAngle, sweep: Double, role: SceneRole)
  /// A straight stroke; round caps for hands, flat caps for ticks.
  case segment(from: DialPoint, to: DialPoint, width: Double, roundCaps: Bool, role: SceneRole)
  /// A filled polygon through `points` (a shaped hand).
  case polygon([DialPoint], role: SceneRole)
  /// Upright text whose ink is centred on `center`; `size` is the font's em height.
  case text(String, center: DialPoint, size: Double, bold: Bool, role: SceneRole)
  /// Upright text on the ray at `angle`, moved along it until its measured ink's farthest
  /// point is `reach` from the centre: a dial's numerals, each as close to the ticks as its own
  /// width allows.
  case radialText(String, angle: DialAngle, reach: Double, size: Double, bold: Bool, role: SceneRole)

  /// The element's role.
  public var role: SceneRole {
    switch self {
    case .disc(_, _, let role), .ring(_, _, _, let role), .arc(_, _, _, _, _, let role),
         .segment(_, _, _, _, let role), .polygon(_, let role), .text(_, _, _, _, let role),
         .radialText(_, _, _, _, _, let role):
      return role
    }
  }
}
