import AClockValues
import ClockRender
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Whether a frame file `--resume` found is one this run would keep: complete and of the
/// expected size. Only a complete file can have a frame's name (each is renamed into place), but
/// another program, a full disk in an older version, or a run at another size can leave files
/// that are not; they are drawn again. So are links, FIFOs and anything else that is not a
/// regular file (``OutputDirectory/contents(of:)`` gives no bytes for them).
package struct FrameCheck: Sendable {
  package let format: FrameFormat
  /// The picture's size in pixels (px for SVG, pt for PDF).
  package let width: Int
  package let height: Int

  /// Every stored property, as given (the memberwise initializer, for other targets).
  package init(format: FrameFormat, width: Int, height: Int) {
    self.format = format
    self.width = width
    self.height = height
  }

  /// Whether `bytes`, a frame's file (nil: not a regular file), is a whole frame of this size.
  package func isComplete(_ bytes: [UInt8]?) -> Bool {
    guard let bytes, !bytes.isEmpty else { return false }
    switch format {
    case .png:
      // Decoded whole: a truncated file fails at its IDAT or IEND.
      guard let image = try? CairoSurface.image(png: bytes) else { return false }
      return image.width == width && image.height == height
    case .bmp:
      // The header's file size is the length a whole file has; width and height as written.
      func field(_ offset: Int) -> Int {
        bytes.count >= offset + 4 ? (0..<4).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) } : -1
      }
      return bytes.starts(with: Array("BM".utf8)) && field(2) == bytes.count && field(18) == width && field(22) == height
    case .svg:
      let text = String(decoding: bytes, as: UTF8.self)
      return text.contains(" width=\"\(width)\" height=\"\(height)\" ") && text.hasSuffix("</svg>\n")
    case .pdf:
      let text = String(decoding: bytes.suffix(32), as: UTF8.self)
      return bytes.starts(with: Array("%PDF-".utf8)) && text.contains("%%EOF")
    case .txt:
      return bytes.last == UInt8(ascii: "\n")
    }
  }
}
