/// Writes a ``GrayRaster`` as a grayscale PNG (colour type 0) at the palette's own bit depth:
/// 1 bit for ``GrayPalette/oneBit``, 2 for ``GrayPalette/gray4``, 4 for ``GrayPalette/gray16``.
///
/// Rows are packed most significant bits first, each after its filter byte (0, none), and
/// compressed like ``FastPNGEncoder``'s (zlib level 1; signature, IHDR, one IDAT, IEND, each
/// with its CRC-32). A grayscale sample `i` at depth `d` means the gray `255 × i / (2^d − 1)`,
/// which is exactly a palette's level `i`, so the samples are the raster's indices and no
/// palette PNG (colour type 3) is needed: it would hold the same packed samples plus a PLTE
/// chunk, and so always be larger, by 12 + 3 × 2^d bytes.
///
/// ```swift
/// let png = try GrayPNGEncoder.encode(GrayQuantizer(palette: .gray4).quantize(image))
/// ```
package enum GrayPNGEncoder {
  /// The PNG of `raster`; with `eightBit`, 8-bit grayscale (each sample its level) for readers
  /// that take no lower depth.
  package static func encode(_ raster: GrayRaster, eightBit: Bool = false) throws(PNGEncodingError) -> [UInt8] {
    let depth = eightBit ? 8 : raster.palette.bitDepth
    let top = (1 << depth) - 1
    let samples = (0..<raster.palette.count).map { UInt8(truncatingIfNeeded: $0 * top / (raster.palette.count - 1)) }
    let (segments, adler) = try BandDeflater().compress(PackedGrayRows(raster: raster, depth: depth, samples: samples))
    return PNGFile(width: raster.width, height: raster.height, colourType: 0, bitDepth: UInt8(depth)).bytes(segments: segments, adler: adler)
  }
}
