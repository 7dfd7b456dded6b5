import ClockGeometry

/// A rectangle on a page, in points from its top-left corner.
package struct PageRect: Sendable, Hashable {
  /// The left edge.
  package var x: Double
  /// The top edge.
  package var y: Double
  /// The width.
  package var width: Double
  /// The height.
  package var height: Double

  /// A rectangle from its top-left corner and size.
  package init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The middle of the rectangle, across.
  package var midX: Double { x + width / 2 }
  /// The bottom edge.
  package var maxY: Double { y + height }
}
