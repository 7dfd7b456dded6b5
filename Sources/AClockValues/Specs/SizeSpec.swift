import ClockGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The value of `--size`: a picture's side in pixels (PNG), px (SVG) or pt (PDF).
package struct SizeSpec: Sendable, Equatable, CustomStringConvertible {
  /// Small enough to stay legible, large enough for print; 8192² ARGB is 256 MiB.
  package static let range = 16...8192
  /// The default side.
  package static let standard = SizeSpec(pixels: 512)

  package let pixels: Int

  private init(pixels: Int) { self.pixels = pixels }

  /// Parses a whole number in ``range`` (an optional `px` suffix is allowed).
  package init(parsing text: String) throws(OptionValueError) {
    var digits = Substring(text.trimmingSpaces())
    if digits.hasSuffix("px") { digits = digits.dropLast(2) }
    guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), let value = Int(digits), Self.range.contains(value) else {
      throw .size(text)
    }
    self.init(pixels: value)
  }

  package var description: String { String(pixels) }
}
