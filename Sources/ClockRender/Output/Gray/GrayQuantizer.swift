/// Turns a cairo ARGB32 image into a ``GrayRaster``: each pixel composited over a gray
/// background, reduced to its luma, and mapped to a palette's levels with ``Dithering``.
///
/// Luma is Rec. 709's (0.2126 R′ + 0.7152 G′ + 0.0722 B′, cairo's colours being sRGB) on the
/// gamma-encoded values, not on linear light: panels address their grays as evenly spaced
/// encoded values (0/85/170/255), and a dither in encoded values gives 50 % ink for 128 as the
/// panel tooling users compare with (PIL's `convert('1')`) does. In fixed point:
/// `(13933 R + 46871 G + 4732 B + 32768) >> 16`, whose weights sum to 65536 so white stays 255.
///
/// ```swift
/// let image = try PictureRenderer(look: face.look).drawnImage(scene, size: 480)
/// let raster = try GrayQuantizer(palette: .oneBit, dithering: .ordered).quantize(image)
/// let png = try GrayPNGEncoder.encode(raster)
/// ```
package struct GrayQuantizer: Sendable, Hashable {
  /// The levels pixels are mapped to.
  package var palette: GrayPalette
  /// What happens between two levels.
  package var dithering: Dithering
  /// The gray (0–255) translucent pixels are composited over: white, like paper, by default.
  package var background: UInt8

  /// A quantizer to `palette`'s levels.
  package init(palette: GrayPalette, dithering: Dithering = .none, background: UInt8 = 255) {
    self.palette = palette
    self.dithering = dithering
    self.background = background
  }

  /// `surface`'s pixels in the palette. Throws ``PNGEncodingError/notAnImageSurface`` for a
  /// surface without pixels (an SVG or PDF document).
  package func quantize(_ surface: CairoSurface) throws(PNGEncodingError) -> GrayRaster {
    let raster = surface.withPixelBytes { pixels, stride in
      ARGBPixels(pixels, stride: stride, width: surface.width, height: surface.height).map(quantize)
    }
    guard let raster, let raster else { throw .notAnImageSurface }
    return raster
  }

  /// The pixels `words` (cairo's premultiplied ARGB32, `width × height` of them, rows from the
  /// top) in the palette; nil if the count does not match or the image is empty.
  package func quantize(argb words: [UInt32], width: Int, height: Int) -> GrayRaster? {
    guard width.multipliedReportingOverflow(by: height) == (words.count, false) else { return nil }
    return words.withUnsafeBytes { bytes in
      ARGBPixels(bytes, stride: width &* 4, width: width, height: height).map(quantize)
    }
  }

  /// The luma (0–255) of `word`, a premultiplied ARGB32 pixel, over ``background``. Compositing
  /// premultiplied colour over a gray adds the same `(255 − alpha) × background / 255` to each
  /// channel, so it is added once, to the luma.
  package func gray(of word: UInt32) -> Int {
    let red = Int(word >> 16 & 0xFF), green = Int(word >> 8 & 0xFF), blue = Int(word & 0xFF)
    let alpha = Int(word >> 24)
    let luma = (13933 * red + 46871 * green + 4732 * blue + 32768) >> 16
    return min(255, luma + ((255 - alpha) * Int(background) + 127) / 255)
  }

  private func quantize(_ image: ARGBPixels) -> GrayRaster {
    var indices = [UInt8](repeating: 0, count: image.width * image.height)
    indices.withUnsafeMutableBufferPointer { indices in
      switch dithering {
      case .none: nearest(image, into: indices)
      case .ordered: ordered(image, into: indices)
      case .diffusion: diffused(image, into: indices)
      }
    }
    return GrayRaster(unchecked: image.width, height: image.height, palette: palette, indices: indices)
  }

  /// The nearest level; the step is odd, so no gray lies halfway between two.
  private func nearest(_ image: ARGBPixels, into indices: UnsafeMutableBufferPointer<UInt8>) {
    let step = palette.step
    let nearest = (0...255).map { UInt8(truncatingIfNeeded: (2 * $0 + step) / (2 * step)) }
    for y in 0..<image.height {
      var runs = RunGray(self)
      for x in 0..<image.width {
        indices[y &* image.width &+ x] = nearest[runs.gray(of: image.word(x: x, y: y))]
      }
    }
  }

  /// The level below, or the one above where the gray's fraction of the way up exceeds the
  /// Bayer threshold `(m + ½) / 64`: a gray exactly on a level never moves.
  private func ordered(_ image: ARGBPixels, into indices: UnsafeMutableBufferPointer<UInt8>) {
    let step = palette.step
    // Per gray: the level below, and 128 × its remainder above it (compared with thresholds).
    let below = (0...255).map { UInt8(truncatingIfNeeded: $0 / step) }
    let fraction = (0...255).map { $0 % step * 128 }
    let thresholds = Self.bayer.map { (2 * Int($0) + 1) * step }
    for y in 0..<image.height {
      var runs = RunGray(self)
      for x in 0..<image.width {
        let gray = runs.gray(of: image.word(x: x, y: y))
        let threshold = thresholds[(y & 7) << 3 | (x & 7)]
        indices[y &* image.width &+ x] = below[gray] &+ (fraction[gray] > threshold ? 1 : 0)
      }
    }
  }

  /// For diffusion, each palette's nearest index of every value 0…255 × 256 (a gray in 1/256):
  /// `(2 value + 256 step) / (512 step)`, looked up rather than divided a pixel at a time.
  private static let nearestOfValue: [GrayPalette: [UInt8]] = Dictionary(uniqueKeysWithValues: GrayPalette.allCases.map { palette in
    let step = palette.step
    return (palette, (0...255 * 256).map { UInt8(truncatingIfNeeded: (2 * $0 + 256 * step) / (512 * step)) })
  })

  /// The 8×8 Bayer index matrix, row by row: each 2×2, 4×4 block spreads its thresholds evenly.
  package static let bayer: [UInt8] = [
    0, 32, 8, 40, 2, 34, 10, 42,
    48, 16, 56, 24, 50, 18, 58, 26,
    12, 44, 4, 36, 14, 46, 6, 38,
    60, 28, 52, 20, 62, 30, 54, 22,
    3, 35, 11, 43, 1, 33, 9, 41,
    51, 19, 59, 27, 49, 17, 57, 25,
    15, 47, 7, 39, 13, 45, 5, 37,
    63, 31, 55, 23, 61, 29, 53, 21,
  ]

  /// Floyd–Steinberg, serpentine: even rows left to right, odd rows right to left, the error
  /// (in 1/256 of a gray) going 7/16 ahead, 3/16 behind below, 5/16 below, 1/16 ahead below.
  /// The value is clamped to 0–255 before choosing, so error cannot build up past black or white.
  private func diffused(_ image: ARGBPixels, into indices: UnsafeMutableBufferPointer<UInt8>) {
    let step = palette.step
    let width = image.width
    let nearestOfValue = Self.nearestOfValue[palette] ?? []
    // One slot of margin each side, so the kernel never needs a bounds test.
    var rows = [Int](repeating: 0, count: 2 * (width + 2))
    rows.withUnsafeMutableBufferPointer { rows in
      // Sound: `rows` holds two rows of width + 2; every index below is x + 1 ± 1 with x in
      // 0..<width, so inside its row.
      guard let base = rows.baseAddress else { return }
      var current = base, below = base + (width + 2)
      for y in 0..<image.height {
        let forward = y % 2 == 0
        let direction = forward ? 1 : -1
        var runs = RunGray(self)
        for offset in 0..<width {
          let x = forward ? offset : width - 1 - offset
          let value = min(max(runs.gray(of: image.word(x: x, y: y)) &* 256 &+ current[x + 1], 0), 255 * 256)
          let index = Int(nearestOfValue[value])
          indices[y &* width &+ x] = UInt8(truncatingIfNeeded: index)
          let error = value &- index &* step &* 256
          current[x + 1 + direction] += error * 7 / 16
          below[x + 1 - direction] += error * 3 / 16
          below[x + 1] += error * 5 / 16
          below[x + 1 + direction] += error / 16
        }
        swap(&current, &below)
        below.update(repeating: 0, count: width + 2)
      }
    }
  }
}

/// The gray of each pixel along a row, worked out once per run of equal pixels: a face is mostly
/// runs of one colour, and ``GrayQuantizer/gray(of:)`` costs a division for translucent pixels.
private struct RunGray {
  private let quantizer: GrayQuantizer
  private var last: (word: UInt32, gray: Int)?

  init(_ quantizer: GrayQuantizer) {
    self.quantizer = quantizer
  }

  /// The gray of `word`: the previous pixel's when it is the same word.
  mutating func gray(of word: UInt32) -> Int {
    if let last, last.word == word { return last.gray }
    let gray = quantizer.gray(of: word)
    last = (word, gray)
    return gray
  }
}
