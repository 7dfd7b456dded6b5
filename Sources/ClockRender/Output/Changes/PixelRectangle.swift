/// A rectangle of whole pixels in a picture: `x` columns from the left edge, `y` rows from the
/// top, `width` × `height` pixels (both at least 1 in a ``ChangedRegion``).
///
/// ```swift
/// let area = PixelRectangle(x: 10, y: 20, width: 3, height: 2)
/// area.contains(x: 12, y: 21)  // true; (13, 21) is outside
/// ```
package struct PixelRectangle: Sendable, Hashable {
  /// The leftmost column.
  package let x: Int
  /// The top row.
  package let y: Int
  /// Columns across.
  package let width: Int
  /// Rows down.
  package let height: Int

  /// The rectangle with its top-left pixel at (`x`, `y`), `width` × `height` pixels.
  package init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Whether pixel (`x`, `y`) lies inside: columns `self.x ..< self.x + width`, rows likewise.
  package func contains(x: Int, y: Int) -> Bool {
    x >= self.x && x < self.x + width && y >= self.y && y < self.y + height
  }
}
