/// The picture formats aclock writes.
package enum PictureFormat: String, Sendable, Hashable, CaseIterable {
  /// A raster image, SIZE×SIZE pixels.
  case png
  /// A vector image, SIZE×SIZE px.
  case svg
  /// A one-page vector document, SIZE×SIZE pt.
  case pdf
}
