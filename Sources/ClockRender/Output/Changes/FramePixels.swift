/// One picture's pixels as its file holds them, kept to compare with another's
/// (``ChangedRegion/init(between:and:)-(FramePixels,FramePixels)``): the palette indices of a
/// gray picture, or cairo's ARGB words of a full-colour one.
///
/// A frame renderer keeps the last frame's pixels so the next frame's `changed` rectangles cost
/// one comparison, row by row, with whole equal rows skipped at memory-compare speed.
package enum FramePixels: Sendable, Hashable {
  /// A picture in a panel's grays.
  case gray(GrayRaster)
  /// A full-colour picture: `width × height` premultiplied ARGB32 words, row after row.
  case color(width: Int, height: Int, words: [UInt32])

  /// A copy of the pixels of `surface`, an image surface. Throws
  /// ``RasterComparisonError/notAnImageSurface`` for a document surface.
  package init(copying surface: CairoSurface) throws(RasterComparisonError) {
    let width = surface.width, height = surface.height
    let words = surface.withPixelBytes { bytes, stride -> [UInt32]? in
      guard let pixels = ARGBPixels(bytes, stride: stride, width: width, height: height) else { return nil }
      return [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
        // Sound: ARGBPixels checked that every row of `width` words lies inside cairo's buffer,
        // and `buffer` has room for `height` rows of `width` words; a byte copy does not bind
        // cairo's memory to any type.
        if let target = UnsafeMutableRawPointer(buffer.baseAddress) {
          for y in 0..<height {
            (target + y * width * 4).copyMemory(from: pixels.base + y * pixels.stride, byteCount: width * 4)
          }
        }
        count = width * height
      }
    }
    guard let words, let words else { throw .notAnImageSurface }
    self = .color(width: width, height: height, words: words)
  }

  /// The picture's width, in pixels.
  package var width: Int {
    switch self {
    case .gray(let raster): raster.width
    case .color(let width, _, _): width
    }
  }

  /// The picture's height, in pixels.
  package var height: Int {
    switch self {
    case .gray(let raster): raster.height
    case .color(_, let height, _): height
    }
  }
}

extension ChangedRegion {
  /// The pixels where `earlier` and `later` differ as their files would hold them: in gray
  /// level for grays (so two palettes' same gray is no change), in straight colour and opacity
  /// for full colour (so two words cairo stores differently for the same colour are no change).
  /// Throws ``RasterComparisonError/sizeMismatch(width:height:otherWidth:otherHeight:)`` unless
  /// they are the same size, ``RasterComparisonError/notAnImageSurface`` for gray against colour.
  package init(between earlier: FramePixels, and later: FramePixels) throws(RasterComparisonError) {
    guard earlier.width == later.width, earlier.height == later.height else {
      throw .sizeMismatch(width: earlier.width, height: earlier.height, otherWidth: later.width, otherHeight: later.height)
    }
    let width = earlier.width, height = earlier.height
    switch (earlier, later) {
    case let (.gray(old), .gray(new)) where old.palette == new.palette:
      self.init(width: width, height: height, rowsOf: old.indices, new.indices) { $0 != $1 }
    case let (.gray(old), .gray(new)):
      let (levels, otherLevels) = (old.palette.levels, new.palette.levels)
      self.init(width: width, height: height, rowsOf: old.indices, new.indices) { levels[Int($0)] != otherLevels[Int($1)] }
    case let (.color(_, _, old), .color(_, _, new)):
      self.init(width: width, height: height, rowsOf: old, new, differs: RowDifference.colorsDiffer)
    default:
      throw .notAnImageSurface
    }
  }

  /// The region where rows of `old` and `new` (`width × height` pixels each) differ, a pixel
  /// differing when `differs` says so of two unequal values.
  private init<Pixel: FixedWidthInteger>(
    width: Int, height: Int, rowsOf old: [Pixel], _ new: [Pixel], differs: (Pixel, Pixel) -> Bool
  ) {
    let size = MemoryLayout<Pixel>.stride
    let runs = old.withUnsafeBytes { old in
      new.withUnsafeBytes { new in
        (0..<height).map { y -> [ClosedRange<Int>] in
          // Sound: both arrays hold `width × height` pixels (the sizes were compared above), so
          // row `y` is inside each.
          guard let a = old.baseAddress, let b = new.baseAddress else { return [] }
          return RowDifference.runs(a + y * width * size, b + y * width * size, width: width, of: Pixel.self, differs: differs)
        }
      }
    }
    self.init(width: width, height: height) { runs[$0] }
  }
}
