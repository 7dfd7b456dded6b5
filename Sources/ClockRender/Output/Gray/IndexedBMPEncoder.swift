/// Writes a ``GrayRaster`` as an indexed BMP, the way e-paper firmware reads them: 1 bit a
/// pixel for ``GrayPalette/oneBit``, 4 for ``GrayPalette/gray4`` and ``GrayPalette/gray16``
/// (BMP has no standard 2-bit form), or 8 on request: then a plain 8-bit grayscale BMP, each
/// byte the gray itself over a 256-entry ramp, the form readers that assume an 8-bit BMP's index
/// is its gray (PIL among them) read right.
///
/// The file is a 14-byte file header (`BM`, file size, pixel offset) and a 40-byte
/// BITMAPINFOHEADER (positive height: rows bottom-up; 1 plane; BI_RGB, uncompressed; the pixel
/// bytes' size; 2835 px/m, 72 dpi; `biClrUsed` the palette's count, `biClrImportant` 0: all),
/// then the colour table (one blue, green, red, 0 entry per gray, darkest first, so a pixel's
/// bits are its palette index), then the rows, packed most significant bits first and padded
/// with zeros to a multiple of 4 bytes.
///
/// ```swift
/// let bmp = try IndexedBMPEncoder.encode(GrayQuantizer(palette: .oneBit).quantize(image))
/// ```
package enum IndexedBMPEncoder {
  /// The BMP of `raster`; with `eightBit`, one byte a pixel, the gray, whatever the palette.
  package static func encode(_ raster: GrayRaster, eightBit: Bool = false) throws(BMPEncodingError) -> [UInt8] {
    let depth = eightBit ? 8 : raster.palette == .oneBit ? 1 : 4
    // The colour table, and the pixel value of each palette index: its index, or its gray.
    let table = eightBit ? Array(0...255) : raster.palette.levels
    let samples = eightBit ? raster.palette.levels : (0..<raster.palette.count).map { UInt8(truncatingIfNeeded: $0) }
    let colours = table.count
    let rowBytes = (raster.width * depth + 31) / 32 * 4
    let offset = 14 + 40 + 4 * colours
    let (pixelBytes, overflow) = rowBytes.multipliedReportingOverflow(by: raster.height)
    guard !overflow, offset + pixelBytes <= Int(UInt32.max), raster.width <= Int(Int32.max), raster.height <= Int(Int32.max) else {
      throw .tooLarge(width: raster.width, height: raster.height)
    }
    var file: [UInt8] = Array("BM".utf8)
    file.reserveCapacity(offset + pixelBytes)
    for field in [offset + pixelBytes, 0, offset] { file += littleEndian(field) }  // size, reserved, offset
    for field in [40, raster.width, raster.height] { file += littleEndian(field) }
    file += [1, 0, UInt8(depth), 0]  // planes, bits a pixel
    for field in [0, pixelBytes, 2835, 2835, colours, 0] { file += littleEndian(field) }
    for gray in table { file += [gray, gray, gray, 0] }
    file += repeatElement(0, count: pixelBytes)
    file.withUnsafeMutableBufferPointer { bytes in
      // Sound: the buffer holds `offset + rowBytes × height` bytes, and row `y` is written at
      // its own `rowBytes` slot, of which packing fills at most the first `packedBytes`.
      guard let base = bytes.baseAddress else { return }
      for y in 0..<raster.height {
        raster.pack(row: y, depth: depth, samples: samples, into: base + offset + (raster.height - 1 - y) * rowBytes)
      }
    }
    return file
  }

  /// `value`'s low 32 bits, least significant byte first.
  private static func littleEndian(_ value: Int) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
  }
}
