import ClockGeometry

extension PictureRenderer {
  /// Where the raster picture (PNG or BMP) of `later` differs from that of `earlier`, both
  /// drawn as ``render(_:as:side:canvas:creationDate:svg:description:fonts:)`` draws them
  /// (`side`, `canvas`, turned, in ``gray``'s levels when set): in the file's pixels, for a
  /// panel's partial refresh. Throws ``CairoError`` when drawing fails, ``PNGEncodingError``
  /// when quantizing to grays does.
  package func changedRegion(
    from earlier: ClockBoard, to later: ClockBoard, side: Int, canvas: PictureCanvas = .board,
    fonts: CairoFontCache = CairoFontCache()
  ) throws -> ChangedRegion {
    let before = try drawnImage(earlier, side: side, canvas: canvas, fonts: fonts)
    let after = try drawnImage(later, side: side, canvas: canvas, fonts: fonts)
    guard let gray else { return try ChangedRegion(between: before, and: after) }
    return try ChangedRegion(between: try gray.raster(of: before), and: try gray.raster(of: after))
  }
}
