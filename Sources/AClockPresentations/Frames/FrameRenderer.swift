import ClockRender
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns an instant into the bytes of one frame file: the strategy behind each `--format`.
///
/// Each worker thread makes its own renderer (``FrameFormat/rendererFactory(for:)``) and keeps
/// it for all its frames, so a renderer may cache whatever is the same from frame to frame
/// (fonts, the still layer of the face) without locks. Not `Sendable` for that reason.
package protocol FrameRenderer: AnyObject {
  /// The file contents for the frame showing `instant`.
  func render(at instant: Date) throws -> [UInt8]

  /// Where the frame at `instant` differs from the frame at `earlier`, in the file's pixels;
  /// nil for formats without pixels (SVG, PDF, text).
  func changes(from earlier: Date, to instant: Date) throws -> ChangedRegion?
}

extension FrameRenderer {
  /// Formats without pixels have no changed rectangles.
  package func changes(from earlier: Date, to instant: Date) throws -> ChangedRegion? { nil }
}
