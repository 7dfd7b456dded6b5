/// The value of `aclock frames --format`: which file each frame becomes (the renderer that makes
/// it is `FrameFormat.rendererFactory(for:)`, beside the renderers).
package enum FrameFormat: String, CaseIterable, Sendable {
  case png
  /// A BMP in the `--palette`'s grays, for panels whose firmware reads BMP.
  case bmp
  case svg, pdf
  /// Terminal text: the 80×24 ASCII frame, as `aclock --at INSTANT | cat` prints it.
  case txt

  /// The file name extension of each frame.
  package var fileExtension: String { rawValue }

  /// Whether frames are pixels (PNG, BMP): what a gray palette applies to, and what a
  /// `changed` rectangle is measured in.
  package var isRaster: Bool { self == .png || self == .bmp }
}
