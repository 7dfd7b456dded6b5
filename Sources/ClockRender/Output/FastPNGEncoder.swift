/// Encodes a cairo image as PNG, fast: zlib at level 1, no row filters, scanlines converted one
/// at a time straight from cairo's buffer; and for frames, bands unchanged since the still layer
/// reused already compressed (``PNGBandCache``).
///
/// cairo's own PNG writer spends about 10 of the 11 ms a 512 px face costs, compressing hard;
/// libpng's simplified writer with `PNG_IMAGE_FLAG_FAST` (zlib level 3 after a whole-image copy)
/// took about 3.8 ms. A clock face is flat colour and compresses well either way: this writer
/// takes about 1.6 ms for a whole 512 px face, and about 1 ms for a frame whose still bands are
/// reused (measured with `aclock-bench frame-parts`). It writes the three chunks a PNG needs
/// (IHDR, one IDAT, IEND) with zlib's deflate and libdeflate's Adler-32 and CRC-32; zlib reports
/// errors by return code, where libpng's own low-level API would `longjmp` through Swift frames.
/// libdeflate's own compressor was slower than zlib's level 1 on faces, and cannot leave a band's
/// stream open for the next (Docs/decisions/0044).
///
/// Opaque images are written as 8-bit RGB, translucent ones as RGBA with the colour
/// un-premultiplied, as PNG stores straight alpha.
///
/// ```swift
/// let png = try FastPNGEncoder.encode(image)
/// let frame = try FastPNGEncoder.encode(canvas, reusing: bands)  // bands of the still layer
/// ```
package enum FastPNGEncoder {
  /// The PNG encoding of an ARGB32 image surface.
  package static func encode(_ surface: CairoSurface) throws(PNGEncodingError) -> [UInt8] {
    try surface.withPixelRows { image throws(PNGEncodingError) in
      let (segments, adler) = try BandDeflater().compress(image)
      return PNGFile(width: image.width, height: image.height, opaque: image.opaque).bytes(segments: segments, adler: adler)
    }
  }

  /// The PNG encoding of `surface`, an image drawn over the still layer `bands` was made from:
  /// bands whose pixels equal the still layer's reuse its compressed bytes. The file is what
  /// ``encode(_:)`` would write for the same pixels, but for how deflate splits its blocks.
  package static func encode(_ surface: CairoSurface, reusing bands: PNGBandCache) throws(PNGEncodingError) -> [UInt8] {
    guard surface.width == bands.width, surface.height == bands.height else {
      throw .sizeMismatch(width: surface.width, height: surface.height, stillWidth: bands.width, stillHeight: bands.height)
    }
    return try surface.withPixelRows(opaque: bands.opaque) { image throws(PNGEncodingError) in try bands.encode(image) }
  }
}
