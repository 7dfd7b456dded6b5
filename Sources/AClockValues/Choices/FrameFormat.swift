/// The value of `aclock frames --format`: which file each frame becomes (the renderer that makes
/// it is `FrameFormat.rendererFactory(for:)`, beside the renderers).
package enum FrameFormat: String, CaseIterable, Sendable {
  case png, svg, pdf
  /// Terminal text: the 80×24 ASCII frame, as `aclock --at INSTANT | cat` prints it.
  case txt

  /// The file name extension of each frame.
  package var fileExtension: String { rawValue }
}
