/// A clockwise turn of a finished picture, for a panel mounted sideways: an 800×480 picture
/// turned a quarter is a 480×800 file whose content reads correctly once the panel is turned.
///
/// The picture is drawn upright and then turned whole (pixels for PNG, the recorded drawing for
/// PDF, a transform on the root group for SVG), so a turned face is the upright one exactly.
///
/// ```swift
/// PictureRotation.quarter.turnedSize(width: 800, height: 480)  // (480, 800)
/// PictureRotation.quarter.transform(width: 800, height: 480)   // (0, 1, -1, 0, 480, 0): the top-left corner goes to (480, 0)
/// ```
package enum PictureRotation: Int, Sendable, Hashable, CaseIterable {
  /// Upright, as drawn.
  case none = 0
  /// A quarter turn clockwise: the top edge becomes the right edge.
  case quarter = 90
  /// Upside down.
  case half = 180
  /// Three quarters clockwise (a quarter anticlockwise): the top edge becomes the left edge.
  case threeQuarters = 270

  /// The turn in degrees, clockwise: 0, 90, 180 or 270.
  package var degrees: Int { rawValue }

  /// The size of a `width`×`height` picture once turned: the sides swap on a quarter turn.
  package func turnedSize(width: Int, height: Int) -> (width: Int, height: Int) {
    self == .quarter || self == .threeQuarters ? (height, width) : (width, height)
  }

  /// The affine map from the upright `width`×`height` picture to the turned one, as cairo and
  /// SVG's `matrix()` take it: x' = xx·x + xy·y + x0, y' = yx·x + yy·y + y0 (y down).
  package func transform(width: Int, height: Int) -> (xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double) {
    let width = Double(width), height = Double(height)
    return switch self {
    case .none: (1, 0, 0, 1, 0, 0)
    case .quarter: (0, 1, -1, 0, height, 0)  // (x, y) → (height − y, x)
    case .half: (-1, 0, 0, -1, width, height)  // (x, y) → (width − x, height − y)
    case .threeQuarters: (0, -1, 1, 0, 0, width)  // (x, y) → (y, width − x)
    }
  }
}
