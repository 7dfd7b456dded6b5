/// The picture formats aclock writes.
package enum PictureFormat: String, Sendable, Hashable, CaseIterable {
  /// A raster image, SIZE×SIZE pixels.
  case png
  /// A vector image, SIZE×SIZE px.
  case svg
  /// A one-page vector document, SIZE×SIZE pt.
  case pdf
  /// A raster image in a panel's grays (``GrayEncoding``), SIZE×SIZE pixels, rows bottom-up.
  case bmp

  /// Whether the picture is made of pixels (PNG, BMP), so drawn on an image surface whose
  /// size is limited (see `PictureLimits`), rather than vectors (SVG, PDF).
  package var isRaster: Bool { self == .png || self == .bmp }
}
