import AClockRuntime
import AClockValues
import ClockRender

extension FrameFormat {
  /// What each worker thread calls to make its own renderer. Throws (before any work starts) for
  /// a format that cannot be rendered.
  package func rendererFactory(for layout: FrameLayout) throws(CLIError) -> @Sendable () throws -> any FrameRenderer {
    switch self {
    case .png, .bmp: return { try RasterFrameRenderer(layout: layout, format: self) }
    case .svg: return { try VectorFrameRenderer(layout: layout, format: .svg) }
    case .pdf: return { try VectorFrameRenderer(layout: layout, format: .pdf) }
    case .txt: return { TextFrameRenderer(layout: layout) }
    }
  }
}
