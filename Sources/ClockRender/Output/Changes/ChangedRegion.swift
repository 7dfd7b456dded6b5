/// Where two pictures of the same size differ: the bounding rectangle of every differing
/// pixel, and the same pixels in disjoint horizontal bands, for a panel's partial refresh.
///
/// A band is a run of rows holding differing pixels, as wide as the differing pixels of its
/// rows reach, with gaps of fewer than ``bandGap`` unchanged rows inside it (so a slanted hand
/// is one band, not a staircase of slivers); bands are separated by at least ``bandGap``
/// unchanged rows, so they never overlap, lie inside ``bounds``, and cover every differing pixel. When the old
/// and new hands cross the same rows (the usual minute), there is one band, equal to
/// ``bounds``; a moved label far from the hands makes a second one.
///
/// ```swift
/// let region = try ChangedRegion(between: earlier, and: later)  // two GrayRasters
/// region.bounds  // nil when no pixel differs
/// region.bands   // [] when no pixel differs
/// ```
package struct ChangedRegion: Sendable, Hashable {
  /// The pictures' width, in pixels.
  package let width: Int
  /// The pictures' height, in pixels.
  package let height: Int
  /// The smallest rectangle holding every differing pixel; nil when the pictures are equal.
  package let bounds: PixelRectangle?
  /// Disjoint rectangles, top to bottom, holding every differing pixel (see the type's note);
  /// empty when the pictures are equal.
  package let bands: [PixelRectangle]

  /// The fewest unchanged rows between two bands: closer runs of changed rows are one band.
  package static let bandGap = 8

  /// The region of a `width` × `height` picture whose row `y` differs from column
  /// `spans(y).lowerBound` to `spans(y).upperBound` (its first and last differing pixels),
  /// or not at all when `spans(y)` is nil.
  package init(width: Int, height: Int, spans: (_ y: Int) -> ClosedRange<Int>?) {
    var bands: [PixelRectangle] = []
    var open: (top: Int, bottom: Int, left: Int, right: Int)?
    func close() {
      guard let band = open else { return }
      bands.append(PixelRectangle(x: band.left, y: band.top, width: band.right - band.left + 1, height: band.bottom - band.top + 1))
      open = nil
    }
    for y in 0..<max(height, 0) {
      guard let span = spans(y) else {
        if let band = open, y - band.bottom >= Self.bandGap { close() }
        continue
      }
      if let band = open {
        open = (band.top, y, min(band.left, span.lowerBound), max(band.right, span.upperBound))
      } else {
        open = (y, y, span.lowerBound, span.upperBound)
      }
    }
    close()
    self.width = width
    self.height = height
    self.bands = bands
    bounds = bands.first.map { first in
      let left = bands.map(\.x).min() ?? first.x
      let right = bands.map { $0.x + $0.width }.max() ?? first.x + first.width
      let bottom = bands.last.map { $0.y + $0.height } ?? first.y + first.height
      return PixelRectangle(x: left, y: first.y, width: right - left, height: bottom - first.y)
    }
  }

  /// The pixels where `earlier` and `later`, two rasters in panel grays, differ in gray level
  /// (the levels the files hold, so two palettes' same gray is no change). Throws
  /// ``RasterComparisonError/sizeMismatch(width:height:otherWidth:otherHeight:)`` unless they
  /// are the same size.
  package init(between earlier: GrayRaster, and later: GrayRaster) throws(RasterComparisonError) {
    guard earlier.width == later.width, earlier.height == later.height else {
      throw .sizeMismatch(width: earlier.width, height: earlier.height, otherWidth: later.width, otherHeight: later.height)
    }
    let width = earlier.width
    self.init(width: width, height: earlier.height) { y in
      let row = y * width
      func differs(_ x: Int) -> Bool {
        earlier.palette.level(Int(earlier.indices[row + x])) != later.palette.level(Int(later.indices[row + x]))
      }
      guard let first = (0..<width).first(where: differs), let last = (0..<width).last(where: differs) else { return nil }
      return first...last
    }
  }

  /// The pixels where two image surfaces differ in colour or opacity, as a PNG holds them
  /// (straight, not premultiplied, so two words cairo stores differently for the same colour
  /// are no change). Throws ``RasterComparisonError`` unless both are image surfaces of the
  /// same size.
  package init(between earlier: CairoSurface, and later: CairoSurface) throws(RasterComparisonError) {
    guard earlier.width == later.width, earlier.height == later.height else {
      throw .sizeMismatch(width: earlier.width, height: earlier.height, otherWidth: later.width, otherHeight: later.height)
    }
    let width = earlier.width
    let height = earlier.height
    let spans = earlier.withPixelBytes { old, oldStride in
      later.withPixelBytes { new, newStride -> [ClosedRange<Int>?]? in
        guard let old = ARGBPixels(old, stride: oldStride, width: width, height: height),
              let new = ARGBPixels(new, stride: newStride, width: width, height: height)
        else { return nil }
        func differs(_ x: Int, _ y: Int) -> Bool {
          let (a, b) = (old.word(x: x, y: y), new.word(x: x, y: y))
          return a != b && Self.straight(a) != Self.straight(b)
        }
        return (0..<height).map { y in
          guard let first = (0..<width).first(where: { differs($0, y) }),
                let last = (0..<width).last(where: { differs($0, y) })
          else { return nil }
          return first...last
        }
      }
    }
    guard let spans, let spans, let spans else { throw .notAnImageSurface }
    self.init(width: width, height: height) { spans[$0] }
  }

  /// An ARGB32 word's colour un-premultiplied, as PNG writes it; fully transparent pixels
  /// are all one.
  private static func straight(_ word: UInt32) -> UInt32 {
    let alpha = UInt8(word >> 24)
    func channel(_ shift: UInt32) -> UInt32 {
      UInt32(CairoSurface.unpremultiplied(UInt8(truncatingIfNeeded: word >> shift), alpha: alpha)) << shift
    }
    return UInt32(alpha) << 24 | channel(16) | channel(8) | channel(0)
  }
}
