/// Why two pictures could not be compared by ``ChangedRegion``.
package enum RasterComparisonError: Error, Hashable, CustomStringConvertible {
  /// The pictures differ in size, so their pixels do not line up.
  case sizeMismatch(width: Int, height: Int, otherWidth: Int, otherHeight: Int)
  /// One of the surfaces has no pixels (an SVG or PDF document).
  case notAnImageSurface

  /// What failed, and what to do about it.
  package var description: String {
    switch self {
    case let .sizeMismatch(width, height, otherWidth, otherHeight):
      return "cannot compare a \(width)×\(height) px picture with a \(otherWidth)×\(otherHeight) px one: "
        + "draw both with the same size, canvas and rotation"
    case .notAnImageSurface:
      return "cannot compare pictures without pixels (SVG or PDF documents): compare PNG or BMP rasters"
    }
  }
}
