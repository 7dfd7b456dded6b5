/// A point in unit dial space: the dial's centre is (0, 0) and its outer edge is radius 1.
///
/// x grows to the right and y grows downward, as on screens, in Cairo, SVG and terminals, so a
/// renderer maps a point to pixels with one scale and one translation:
/// `pixel = centre + point × radius`.
public struct DialPoint: Sendable, Hashable, CustomStringConvertible {
  /// Horizontal position, in dial radii; positive to the right.
  public var x: Double
  /// Vertical position, in dial radii; positive downward.
  public var y: Double

  /// Creates a point from its coordinates in dial radii.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The centre of the dial.
  public static let center = DialPoint(x: 0, y: 0)

  /// `"(x, y)"`.
  public var description: String { "(\(x), \(y))" }
}
