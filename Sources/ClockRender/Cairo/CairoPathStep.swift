/// One step of a path cairo made (a glyph's outline), in device units.
package enum CairoPathStep: Sendable, Hashable {
  /// Starts a new contour at (x, y).
  case move(x: Double, y: Double)
  /// A straight line to (x, y).
  case line(x: Double, y: Double)
  /// A cubic Bézier curve through two control points to (x, y).
  case curve(x1: Double, y1: Double, x2: Double, y2: Double, x: Double, y: Double)
  /// Closes the contour.
  case close
}
