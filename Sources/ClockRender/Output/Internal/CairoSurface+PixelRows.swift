extension CairoSurface {
  /// Calls `body` with the image's ``PixelRows`` (valid only during the call); `opaque` as in
  /// `PixelRows.init`. Throws ``PNGEncodingError/notAnImageSurface`` for a surface without pixels.
  func withPixelRows<Result>(
    opaque: Bool? = nil, _ body: (PixelRows) throws(PNGEncodingError) -> Result
  ) throws(PNGEncodingError) -> Result {
    let result = try withPixelBytes { (pixels, stride) throws(PNGEncodingError) -> Result? in
      guard let image = PixelRows(pixels, stride: stride, width: width, height: height, opaque: opaque) else { return nil }
      return try body(image)
    }
    guard let result, let result else { throw .notAnImageSurface }
    return result
  }
}
