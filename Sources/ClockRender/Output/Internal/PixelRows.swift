#if canImport(Glibc)
import Glibc
#endif

/// A cairo ARGB32 image's pixels read in place, row by row, as PNG wants them: RGB when every
/// pixel is opaque, else RGBA with the colour un-premultiplied (PNG stores straight alpha).
///
/// Holds a pointer into the surface's buffer: valid only inside the `withPixelRows` call that
/// made it.
struct PixelRows: ScanlineSource {
  /// The buffer, checked to hold every row.
  let pixels: ARGBPixels
  /// Whether the image is written as RGB (every alpha is 255).
  let opaque: Bool

  var base: UnsafeRawPointer { pixels.base }
  var stride: Int { pixels.stride }
  var width: Int { pixels.width }
  var height: Int { pixels.height }

  /// Rows of `bytes`; `opaque` is computed from them unless given (a frame drawn over an opaque
  /// still layer is opaque). Nil for an empty image, or if `bytes` is too short for the rows.
  init?(_ bytes: UnsafeRawBufferPointer, stride: Int, width: Int, height: Int, opaque: Bool? = nil) {
    guard let pixels = ARGBPixels(bytes, stride: stride, width: width, height: height) else { return nil }
    self.pixels = pixels
    self.opaque = opaque ?? Self.isOpaque(pixels.base, stride: stride, width: width, height: height)
  }

  /// Bytes per PNG scanline: the filter byte and the pixels.
  var scanlineBytes: Int { 1 + width * (opaque ? 3 : 4) }

  /// The native ARGB32 word of pixel `x` of the row starting at `row`.
  ///
  /// Sound: a raw load copies the bytes out without claiming the memory holds `UInt32`s (cairo
  /// allocated it; Swift never bound it to a type), where `assumingMemoryBound(to:)` would. It is
  /// an unaligned load only in name: cairo aligns its buffer and strides to 4 bytes, so on x86-64
  /// and arm64 it is the same single move, and the loops over it still vectorise. `x < width`,
  /// so `x &* 4` cannot overflow.
  @inline(__always)
  private static func word(_ x: Int, of row: UnsafeRawPointer) -> UInt32 {
    row.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
  }

  /// The R, G and B bytes of an ARGB32 word in the low three bytes of a little-endian word
  /// (R lowest), the order a scanline stores them in.
  @inline(__always)
  private static func rgb(_ word: UInt32) -> UInt32 {
    (word >> 16 & 0xFF) | (word & 0xFF00) | (word & 0xFF) << 16
  }

  /// Whether row `y` holds the same pixels as row `y` of `other`, an image as wide and at least
  /// as tall (so both rows lie inside their buffers).
  func rowEquals(_ y: Int, in other: PixelRows) -> Bool {
    memcmp(base + y * stride, other.base + y * other.stride, width * 4) == 0
  }

  /// The pixels of row `y` from the first that differs from row `y` of `other` (as wide, at
  /// least as tall) to the last; an empty range at 0 when the rows are equal.
  func differingSpan(_ y: Int, from other: PixelRows) -> Range<Int> {
    let (row, reference) = (base + y * stride, other.base + y * other.stride)
    // Eight pixels at a time: one vector compare and one branch (the maximum of the XOR is zero
    // only when every lane is). Sound: every load stays inside both rows (`x + 8 <= width`,
    // then single words below `width`).
    func same(_ x: Int) -> Bool {
      let mine = row.loadUnaligned(fromByteOffset: x &* 4, as: SIMD4<UInt64>.self)
      let theirs = reference.loadUnaligned(fromByteOffset: x &* 4, as: SIMD4<UInt64>.self)
      return (mine ^ theirs).max() == 0
    }
    var first = 0
    while first + 8 <= width, same(first) { first += 8 }
    while first < width, Self.word(first, of: row) == Self.word(first, of: reference) { first += 1 }
    guard first < width else { return 0..<0 }
    var end = width
    while end - 8 >= first, same(end - 8) { end -= 8 }
    while end > first, Self.word(end - 1, of: row) == Self.word(end - 1, of: reference) { end -= 1 }
    return first..<end
  }

  /// Writes row `y` as RGB or straight RGBA bytes at `target`, which has room for a scanline's
  /// pixels (`scanlineBytes - 1`).
  func convert(row y: Int, into target: UnsafeMutablePointer<UInt8>) {
    let row = base + y * stride
    var out = target
    if opaque {
      // Four pixels at a time, as three 32-bit stores of R, G, B bytes: a third of the stores of
      // a byte at a time (the conversion was about 5 % of a 512 px frame's CPU).
      var x = 0
      while x &+ 4 <= width {
        let (rgb0, rgb1) = (Self.rgb(Self.word(x, of: row)), Self.rgb(Self.word(x &+ 1, of: row)))
        let (rgb2, rgb3) = (Self.rgb(Self.word(x &+ 2, of: row)), Self.rgb(Self.word(x &+ 3, of: row)))
        let raw = UnsafeMutableRawPointer(out)
        raw.storeBytes(of: (rgb0 | rgb1 << 24).littleEndian, toByteOffset: 0, as: UInt32.self)
        raw.storeBytes(of: (rgb1 >> 8 | rgb2 << 16).littleEndian, toByteOffset: 4, as: UInt32.self)
        raw.storeBytes(of: (rgb2 >> 16 | rgb3 << 8).littleEndian, toByteOffset: 8, as: UInt32.self)
        out += 12
        x &+= 4
      }
      for x in x..<width {
        let word = Self.word(x, of: row)
        out[0] = UInt8(truncatingIfNeeded: word >> 16)
        out[1] = UInt8(truncatingIfNeeded: word >> 8)
        out[2] = UInt8(truncatingIfNeeded: word)
        out += 3
      }
      return
    }
    for x in 0..<width {
      let word = Self.word(x, of: row)
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
      let row = base + y * stride
      for x in 0..<width { all &= word(x, of: row) }
    }
    return all >> 24 == 0xFF
  }
}
