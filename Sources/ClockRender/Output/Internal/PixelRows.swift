#if canImport(Glibc)
import Glibc
#endif

/// A cairo ARGB32 image's pixels read in place, row by row, as PNG wants them: RGB when every
/// pixel is opaque, else RGBA with the colour un-premultiplied (PNG stores straight alpha).
struct PixelRows {
  let base: UnsafeRawPointer
  let stride: Int
  let width: Int
  let height: Int
  /// Whether the image is written as RGB (every alpha is 255).
  let opaque: Bool

  /// Rows of `pixels`; `opaque` is computed from them unless given (a frame drawn over an opaque
  /// still layer is opaque).
  init?(_ pixels: UnsafeBufferPointer<UInt8>, stride: Int, width: Int, height: Int, opaque: Bool? = nil) {
    guard let base = pixels.baseAddress, width > 0, height > 0 else { return nil }
    self.base = UnsafeRawPointer(base)
    self.stride = stride
    self.width = width
    self.height = height
    self.opaque = opaque ?? Self.isOpaque(UnsafeRawPointer(base), stride: stride, width: width, height: height)
  }

  /// Bytes per PNG scanline: the filter byte and the pixels.
  var scanlineBytes: Int { 1 + width * (opaque ? 3 : 4) }

  /// The native words of row `y` (cairo's rows are 4-byte aligned: the stride is a multiple of 4).
  func words(of y: Int) -> UnsafeBufferPointer<UInt32> {
    UnsafeBufferPointer(start: (base + y * stride).assumingMemoryBound(to: UInt32.self), count: width)
  }

  /// Whether row `y` holds the same pixels as row `y` of `other`.
  func rowEquals(_ y: Int, in other: PixelRows) -> Bool {
    memcmp(base + y * stride, other.base + y * other.stride, width * 4) == 0
  }

  /// Writes row `y` as RGB or straight RGBA bytes at `target`.
  func convert(row y: Int, into target: UnsafeMutablePointer<UInt8>) {
    var out = target
    if opaque {
      for word in words(of: y) {
        out[0] = UInt8(truncatingIfNeeded: word >> 16)
        out[1] = UInt8(truncatingIfNeeded: word >> 8)
        out[2] = UInt8(truncatingIfNeeded: word)
        out += 3
      }
      return
    }
    for word in words(of: y) {
      let alpha = UInt8(truncatingIfNeeded: word >> 24)
      out[0] = CairoSurface.unpremultiplied(UInt8(truncatingIfNeeded: word >> 16), alpha: alpha)
      out[1] = CairoSurface.unpremultiplied(UInt8(truncatingIfNeeded: word >> 8), alpha: alpha)
      out[2] = CairoSurface.unpremultiplied(UInt8(truncatingIfNeeded: word), alpha: alpha)
      out[3] = alpha
      out += 4
    }
  }

  /// Whether every pixel has alpha 255 (AND of all words, one pass the compiler vectorises).
  private static func isOpaque(_ base: UnsafeRawPointer, stride: Int, width: Int, height: Int) -> Bool {
    var all: UInt32 = 0xFFFF_FFFF
    for y in 0..<height {
      for word in UnsafeBufferPointer(start: (base + y * stride).assumingMemoryBound(to: UInt32.self), count: width) {
        all &= word
      }
    }
    return all >> 24 == 0xFF
  }
}
