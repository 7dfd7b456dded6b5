/// Where two pictures of the same size differ: the bounding rectangle of every differing
/// pixel, and the same pixels in a few disjoint rectangles, for a panel's partial refresh.
///
/// Differing pixels closer than ``gap`` (in rows, then in columns) share a rectangle: rows are
/// first grouped into bands separated by at least ``gap`` unchanged rows (so a slanted hand is
/// one rectangle, not a staircase of slivers), and each band is split where at least ``gap``
/// unchanged columns run through all its rows (so the two clocks of a world clock are two
/// rectangles). Every rectangle is tight: its own differing pixels reach its four edges. They
/// never overlap, lie inside ``bounds``, and together cover every differing pixel. When the
/// old and new hands of one clock cross the same rows (the usual minute), there is one
/// rectangle, equal to ``bounds``.
///
/// ```swift
/// let region = try ChangedRegion(between: earlier, and: later)  // two GrayRasters
/// region.bounds      // nil when no pixel differs
/// region.rectangles  // [] when no pixel differs
/// ```
package struct ChangedRegion: Sendable, Hashable {
  /// The pictures' width, in pixels.
  package let width: Int
  /// The pictures' height, in pixels.
  package let height: Int
  /// The smallest rectangle holding every differing pixel; nil when the pictures are equal.
  package let bounds: PixelRectangle?
  /// Disjoint rectangles, top to bottom and left to right, holding every differing pixel (see
  /// the type's note); empty when the pictures are equal.
  package let rectangles: [PixelRectangle]

  /// The fewest unchanged rows, or columns, between two rectangles: closer pixels share one.
  package static let gap = 8

  /// The region of a `width` × `height` picture whose row `y` differs in the columns of
  /// `runs(y)`, ascending (empty when the row does not differ).
  package init(width: Int, height: Int, runs: (_ y: Int) -> [ClosedRange<Int>]) {
    var rectangles: [PixelRectangle] = []
    // The open band of rows: each changed row's runs, appended in place.
    var band: [(y: Int, runs: [ClosedRange<Int>])] = []
    for y in 0..<max(height, 0) {
      let runs = runs(y)
      guard !runs.isEmpty else { continue }
      // `gap` or more unchanged rows since the band's last changed row end it.
      if let last = band.last, y - last.y > Self.gap {
        rectangles += Self.split(band)
        band.removeAll(keepingCapacity: true)
      }
      band.append((y, runs))
    }
    if !band.isEmpty { rectangles += Self.split(band) }
    self.width = width
    self.height = height
    self.rectangles = rectangles
    bounds = rectangles.first.map { first in
      let left = rectangles.map(\.x).min() ?? first.x
      let right = rectangles.map { $0.x + $0.width }.max() ?? first.x + first.width
      let top = rectangles.map(\.y).min() ?? first.y
      let bottom = rectangles.map { $0.y + $0.height }.max() ?? first.y + first.height
      return PixelRectangle(x: left, y: top, width: right - left, height: bottom - top)
    }
  }

  /// A band's rows cut into rectangles where at least ``gap`` unchanged columns separate its
  /// runs, each as tall as its own runs reach.
  private static func split(_ rows: [(y: Int, runs: [ClosedRange<Int>])]) -> [PixelRectangle] {
    let runs = rows.flatMap { row in row.runs.map { (y: row.y, columns: $0) } }.sorted { $0.columns.lowerBound < $1.columns.lowerBound }
    var clusters: [(left: Int, right: Int, top: Int, bottom: Int)] = []
    for run in runs {
      if let last = clusters.last, run.columns.lowerBound - last.right <= gap {
        clusters[clusters.count - 1] = (last.left, max(last.right, run.columns.upperBound), min(last.top, run.y), max(last.bottom, run.y))
      } else {
        clusters.append((run.columns.lowerBound, run.columns.upperBound, run.y, run.y))
      }
    }
    return clusters.map { PixelRectangle(x: $0.left, y: $0.top, width: $0.right - $0.left + 1, height: $0.bottom - $0.top + 1) }
      .sorted { ($0.y, $0.x) < ($1.y, $1.x) }
  }

  /// The pixels where `earlier` and `later`, two rasters in panel grays, differ in gray level
  /// (the levels the files hold, so two palettes' same gray is no change). Throws
  /// ``RasterComparisonError/sizeMismatch(width:height:otherWidth:otherHeight:)`` unless they
  /// are the same size.
  package init(between earlier: GrayRaster, and later: GrayRaster) throws(RasterComparisonError) {
    try self.init(between: FramePixels.gray(earlier), and: .gray(later))
  }

  /// The pixels where two image surfaces differ in colour or opacity, as a PNG holds them
  /// (straight, not premultiplied, so two words cairo stores differently for the same colour
  /// are no change). Throws ``RasterComparisonError`` unless both are image surfaces of the
  /// same size.
  package init(between earlier: CairoSurface, and later: CairoSurface) throws(RasterComparisonError) {
    try self.init(between: FramePixels(copying: earlier), and: FramePixels(copying: later))
  }
}
