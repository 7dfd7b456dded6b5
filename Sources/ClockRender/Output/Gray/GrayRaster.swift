/// An image in a ``GrayPalette``: one level index a pixel, rows top to bottom, what
/// ``GrayQuantizer`` makes and ``GrayPNGEncoder`` and ``IndexedBMPEncoder`` write.
///
/// ```swift
/// let raster = GrayRaster(width: 3, height: 1, palette: .gray4, indices: [0, 1, 3])
/// raster?.level(x: 2, y: 0)  // 255
/// ```
package struct GrayRaster: Sendable, Hashable {
  /// Pixels a row, at least 1.
  package let width: Int
  /// Rows, at least 1.
  package let height: Int
  /// The grays the indices select from.
  package let palette: GrayPalette
  /// `width × height` indices into `palette.levels`, row after row from the top.
  package let indices: [UInt8]

  /// A raster of `indices`; nil unless there are `width × height` of them (both positive) and
  /// each is below `palette.count`.
  package init?(width: Int, height: Int, palette: GrayPalette, indices: [UInt8]) {
    guard width > 0, height > 0, width.multipliedReportingOverflow(by: height) == (indices.count, false),
          indices.allSatisfy({ Int($0) < palette.count })
    else { return nil }
    self.init(unchecked: width, height: height, palette: palette, indices: indices)
  }

  /// For the quantizer, whose indices are in range by construction.
  init(unchecked width: Int, height: Int, palette: GrayPalette, indices: [UInt8]) {
    self.width = width
    self.height = height
    self.palette = palette
    self.indices = indices
  }

  /// The gray (0–255) of pixel (`x`, `y`), which must lie inside the raster.
  package func level(x: Int, y: Int) -> UInt8 {
    palette.level(Int(indices[y * width + x]))
  }

  /// The raster with ink and paper swapped: index `i` becomes `palette.count − 1 − i`, so
  /// black is white, and gray 85 of four is gray 170.
  package func inverted() -> GrayRaster {
    let top = UInt8(truncatingIfNeeded: palette.count - 1)
    return GrayRaster(unchecked: width, height: height, palette: palette, indices: indices.map { top - $0 })
  }
}
