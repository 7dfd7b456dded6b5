/// Rows of an image as PNG scanlines, for `BandDeflater`: cairo's pixels as RGB or RGBA
/// (`PixelRows`), or palette indices packed to a low bit depth (`PackedGrayRows`).
protocol ScanlineSource {
  /// Rows, at least 1.
  var height: Int { get }
  /// Bytes per PNG scanline: the filter byte and the row's samples.
  var scanlineBytes: Int { get }
  /// Writes row `y`'s samples at `target`, which has room for `scanlineBytes - 1` bytes.
  func convert(row y: Int, into target: UnsafeMutablePointer<UInt8>)
}
