import ArgumentParser
import ClockRender

/// The value of `aclock frames --format`: which file each frame becomes, and the renderer
/// strategy that makes it.
enum FrameFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
  case png, svg, pdf
  /// Terminal text: the 80×24 ASCII frame, as `aclock --at INSTANT | cat` prints it.
  case txt

  /// The file name extension of each frame.
  var fileExtension: String { rawValue }

  /// What each worker thread calls to make its own renderer. Throws (before any work starts) for
  /// a format that cannot be rendered.
  func rendererFactory(for layout: FrameLayout) throws(CLIError) -> @Sendable () throws -> any FrameRenderer {
    switch self {
    case .png: return { try RasterFrameRenderer(layout: layout) }
    case .svg: return { try VectorFrameRenderer(layout: layout, format: .svg) }
    case .pdf: return { try VectorFrameRenderer(layout: layout, format: .pdf) }
    case .txt: return { TextFrameRenderer(layout: layout) }
    }
  }
}
