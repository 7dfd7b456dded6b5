import ClockGeometry
import ClockRender
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The value of `--size`: each clock's side (`512`), or a canvas of any shape (`800x480`) that
/// the clocks are laid out in, in pixels (PNG), px (SVG) or pt (PDF).
///
/// ```swift
/// try SizeSpec(parsing: "512")      // .side(512): the picture is the board's own size
/// try SizeSpec(parsing: "800x480")  // .canvas(800×480): the board centred in it
/// try SizeSpec(parsing: "800×480")  // the same: the multiplication sign is taken too
/// ```
package enum SizeSpec: Sendable, Hashable, CustomStringConvertible {
  /// Each clock this many pixels square.
  case side(Int)
  /// A picture of this size, the clocks as large as fit.
  case canvas(PictureCanvas.Size)

  /// Small enough to stay legible, large enough for print; 8192² ARGB is 256 MiB. Bounds a
  /// side and each of a canvas's sides.
  package static let range = 16...8192
  /// The default side.
  package static let standard = SizeSpec.side(512)

  /// Parses a whole number in ``range``, or two joined by `x`, `X` or `×` (width first); an
  /// optional `px` suffix is allowed.
  package init(parsing text: String) throws(OptionValueError) {
    var body = Substring(text.trimmingSpaces())
    if body.hasSuffix("px") { body = body.dropLast(2) }
    let parts = body.split(maxSplits: 2, omittingEmptySubsequences: false) { "xX×".contains($0) }
    let numbers = parts.map { part -> Int? in
      guard !part.isEmpty, part.allSatisfy(\.isASCIIDigit), let value = Int(part), Self.range.contains(value) else { return nil }
      return value
    }
    switch numbers.count {
    case 1: if let side = numbers[0] { self = .side(side); return }
    case 2: if let width = numbers[0], let height = numbers[1] { self = .canvas(.init(width: width, height: height)); return }
    default: break
    }
    throw .size(text)
  }

  /// The canvas's size, or nil for a side.
  package var canvasSize: PictureCanvas.Size? {
    if case .canvas(let size) = self { size } else { nil }
  }

  package var description: String {
    switch self {
    case .side(let side): String(side)
    case .canvas(let size): "\(size.width)x\(size.height)"
    }
  }
}
