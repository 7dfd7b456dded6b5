import CDeflate
import CZlib

/// The checksums a PNG carries: the Adler-32 of its scanlines, which ends the IDAT's zlib
/// stream, and a CRC-32 after each chunk.
///
/// libdeflate computes them (with AVX2 or NEON where the CPU has it: on a 512 px frame about
/// 0.02 ms where zlib's byte-at-a-time Adler-32 took 0.2 ms); zlib joins the Adler-32s of bands
/// compressed apart (`adler32_combine`, which libdeflate lacks).
enum PNGChecksums {
  /// The Adler-32 of no bytes: where every running Adler-32 starts.
  static let adlerStart: UInt32 = 1

  /// `adler` carried on over `count` bytes at `bytes`.
  static func adler(_ adler: UInt32, _ bytes: UnsafeRawPointer, count: Int) -> UInt32 {
    libdeflate_adler32(adler, bytes, count)
  }

  /// The Adler-32 of two byte runs one after the other, from the Adler-32 of each and the
  /// second's length.
  static func adler(_ first: UInt32, followedBy second: UInt32, length: Int) -> UInt32 {
    UInt32(truncatingIfNeeded: adler32_combine(UInt(first), UInt(second), length))
  }

  /// The CRC-32 of `bytes`.
  static func crc(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
    libdeflate_crc32(0, bytes.baseAddress, bytes.count)
  }
}
