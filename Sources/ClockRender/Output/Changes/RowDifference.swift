#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where two rows of pixels differ, as runs of columns: what ``ChangedRegion`` is built from.
enum RowDifference {
  /// The runs of columns where rows `a` and `b`, `width` pixels of `Pixel` each, differ (a pixel
  /// differing when its values are unequal and `differs` agrees), runs closer than
  /// ``ChangedRegion/gap`` joined; empty when the rows are equal.
  ///
  /// Equal rows cost one memcmp, and equal 32-byte blocks of a changed row (8 colour pixels,
  /// 32 gray ones) one comparison each: most of a changed row is unchanged.
  ///
  /// The caller vouches that both pointers reach `width` pixels; loads are raw and unaligned,
  /// so no memory is bound to `Pixel` (cairo's buffers stay untyped).
  static func runs<Pixel: FixedWidthInteger>(
    _ a: UnsafeRawPointer, _ b: UnsafeRawPointer, width: Int, of _: Pixel.Type, differs: (Pixel, Pixel) -> Bool
  ) -> [ClosedRange<Int>] {
    let size = MemoryLayout<Pixel>.stride
    guard memcmp(a, b, width * size) != 0 else { return [] }
    var runs: [ClosedRange<Int>] = []
    let chunk = max(1, 32 / size)
    var x = 0
    while x < width {
      if x + chunk <= width, (0..<4).allSatisfy({ word in
        a.loadUnaligned(fromByteOffset: x * size + 8 * word, as: UInt64.self)
          == b.loadUnaligned(fromByteOffset: x * size + 8 * word, as: UInt64.self)
      }) {
        x += chunk
        continue
      }
      for p in x..<min(x + chunk, width) {
        let (old, new) = (a.loadUnaligned(fromByteOffset: p * size, as: Pixel.self), b.loadUnaligned(fromByteOffset: p * size, as: Pixel.self))
        guard old != new, differs(old, new) else { continue }
        if let last = runs.last, p - last.upperBound <= ChangedRegion.gap {
          runs[runs.count - 1] = last.lowerBound...p
        } else {
          runs.append(p...p)
        }
      }
      x += chunk
    }
    return runs
  }

  /// Whether two unequal cairo ARGB32 words are different colours as a PNG holds them
  /// (straight, not premultiplied): two opaque words always are; translucent ones are compared
  /// unpremultiplied, and fully transparent pixels are all one.
  static func colorsDiffer(_ a: UInt32, _ b: UInt32) -> Bool {
    a & b >= 0xFF00_0000 || straight(a) != straight(b)
  }

  /// An ARGB32 word's colour un-premultiplied, as PNG writes it.
  private static func straight(_ word: UInt32) -> UInt32 {
    let alpha = UInt8(word >> 24)
    func channel(_ shift: UInt32) -> UInt32 {
      UInt32(CairoSurface.unpremultiplied(UInt8(truncatingIfNeeded: word >> shift), alpha: alpha)) << shift
    }
    return UInt32(alpha) << 24 | channel(16) | channel(8) | channel(0)
  }
}
