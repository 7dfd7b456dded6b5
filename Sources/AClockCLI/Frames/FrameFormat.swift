import ArgumentParser
import ClockRender

/// The value of `aclock frames --format`: which file each frame becomes, and the renderer
/// strategy that makes it.
enum FrameFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
  case png, svg, pdf
  /// Terminal text: arrives with the terminal renderer (#5).
  case txt

  /// The file name extension of each frame.
  var fileExtension: String { rawValue }

  /// What each worker thread calls to make its own renderer. Throws (before any work starts) for
  /// a format that cannot be rendered yet.
  ///
  /// The seam for text frames: the terminal renderer plugs in here as one more case.
  func rendererFactory(for layout: FrameLayout) throws(CLIError) -> @Sendable () throws -> any FrameRenderer {
    switch self {
    case .png: return { try RasterFrameRenderer(layout: layout) }
    case .svg: return { try VectorFrameRenderer(layout: layout, format: .svg) }
    case .pdf: return { try VectorFrameRenderer(layout: layout, format: .pdf) }
    case .txt: throw .badUsage("txt frames arrive with the terminal renderer; use --format png, svg or pdf")
    }
  }
}
