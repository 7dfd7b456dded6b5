/// A cairo ARGB32 buffer read in place, checked once to hold every row: pixel by pixel for
/// `GrayQuantizer`, row by row under `PixelRows`. Holds a pointer: valid only inside the call
/// that lent the buffer.
struct ARGBPixels {
  let base: UnsafeRawPointer
  let stride: Int
  let width: Int
  let height: Int

  /// Nil for an empty image, or if `pixels` is too short for `height` rows `stride` apart.
  init?(_ pixels: UnsafeRawBufferPointer, stride: Int, width: Int, height: Int) {
    // Every read below stays inside `pixels`: rows are `stride` apart, each `width` words long.
    guard let base = pixels.baseAddress, width > 0, height > 0, stride >= width * 4, pixels.count >= stride * height
    else { return nil }
    self.base = base
    self.stride = stride
    self.width = width
    self.height = height
  }

  /// The native-endian ARGB32 word of pixel (`x`, `y`), inside the image.
  ///
  /// Sound: `init` checked the buffer covers every row and column; a raw load copies the bytes
  /// out without binding cairo's memory to `UInt32` (see `PixelRows`'s word reader).
  @inline(__always)
  func word(x: Int, y: Int) -> UInt32 {
    base.loadUnaligned(fromByteOffset: y &* stride &+ x &* 4, as: UInt32.self)
  }
}
