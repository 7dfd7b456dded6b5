#if canImport(Glibc)
import Glibc
#endif

/// cairo's SVG document cut into the parts a still layer and a moving layer are joined from.
///
/// cairo 1.16 writes: the XML declaration and `<svg …>` line; then, when there is anything to
/// define, `<defs>\n`, the definitions (a `<g>` of glyph symbols `glyph F-G`; for a group painted
/// with an opacity, such as the hands' shadow, a filter, a mask, a clip path and the group's
/// surface) and `</defs>\n`; then `<g id="surfaceN">\n`, the drawing, and `</g>\n</svg>\n`.
/// Anything else, or a drawing that defines ids itself, makes ``init(_:)`` fail, and the caller
/// draws the whole document instead.
struct SVGDocumentParts {
  /// The XML declaration and the `<svg …>` line.
  let header: ArraySlice<UInt8>
  /// Everything inside `<defs>`, possibly nothing.
  let definitions: ArraySlice<UInt8>
  /// The `<g id="surfaceN">` line.
  let surfaceOpening: ArraySlice<UInt8>
  /// The drawing inside the surface group.
  let drawing: ArraySlice<UInt8>

  private static let defsOpening = Array("<defs>\n".utf8)
  private static let defsClosing = Array("</defs>\n".utf8)
  private static let surfaceMarker = Array("<g id=\"surface".utf8)
  private static let ending = Array("</g>\n</svg>\n".utf8)
  private static let idMarker = Array("id=\"".utf8)

  /// The parts of `document`, or nil when it is not shaped as described above.
  init?(_ document: [UInt8]) {
    let defsEnd = Self.firstRange(of: Self.defsClosing, in: document[...])
    guard let surface = Self.firstRange(of: Self.surfaceMarker, in: document[(defsEnd?.upperBound ?? 0)...]),
          let surfaceLineEnd = document[surface.upperBound...].firstIndex(of: UInt8(ascii: "\n")),
          document.count >= Self.ending.count, document.suffix(Self.ending.count).elementsEqual(Self.ending)
    else { return nil }
    if let defsEnd {
      guard let defs = Self.firstRange(of: Self.defsOpening, in: document[..<defsEnd.lowerBound]) else { return nil }
      header = document[..<defs.lowerBound]
      definitions = document[defs.upperBound..<defsEnd.lowerBound]
    } else {
      header = document[..<surface.lowerBound]
      definitions = []
    }
    surfaceOpening = document[surface.lowerBound...surfaceLineEnd]
    drawing = document[(surfaceLineEnd + 1)..<(document.count - Self.ending.count)]
    // The drawing only refers to definitions; ids it defined itself would not be renamed.
    guard Self.firstRange(of: Self.idMarker, in: drawing) == nil else { return nil }
  }

  /// One document: this one's header, both layers' definitions (the moving layer's ids renamed
  /// so that they cannot collide), and the still drawing followed by the moving one.
  func joined(withMoving moving: SVGDocumentParts) -> [UInt8] {
    var document: [UInt8] = []
    document.reserveCapacity(header.count + definitions.count + drawing.count + moving.definitions.count + moving.drawing.count + 64)
    document += header
    if !definitions.isEmpty || !moving.definitions.isEmpty {
      document += Self.defsOpening
      document += definitions
      document += Self.renamingIds(moving.definitions)
      document += Self.defsClosing
    }
    document += surfaceOpening
    document += drawing
    document += Self.renamingIds(moving.drawing)
    document += Self.ending
    return document
  }

  /// Where an id is defined or referred to: `id="glyph0-1"`, `xlink:href="#surface5"`,
  /// `url(#mask0)`. Each becomes `moving-…`.
  private static let idPrefixes = [Array("id=\"".utf8), Array("href=\"#".utf8), Array("url(#".utf8)]
  private static let renamedPrefix = Array("moving-".utf8)

  private static func renamingIds(_ text: ArraySlice<UInt8>) -> [UInt8] {
    var renamed: [UInt8] = []
    renamed.reserveCapacity(text.count + 256)
    var rest = text
    while let match = idPrefixes.compactMap({ firstRange(of: $0, in: rest) }).min(by: { $0.lowerBound < $1.lowerBound }) {
      renamed += rest[..<match.upperBound]
      renamed += renamedPrefix
      rest = rest[match.upperBound...]
    }
    renamed += rest
    return renamed
  }

  /// Where `pattern` (not empty) first occurs in `text`, in `text`'s indices: `memchr` finds
  /// each candidate first byte, `memcmp` checks the rest.
  private static func firstRange(of pattern: [UInt8], in text: ArraySlice<UInt8>) -> Range<Int>? {
    guard let first = pattern.first else { return nil }
    let offset: Int? = text.withUnsafeBytes { haystack in
      pattern.withUnsafeBytes { needle in
        guard let base = haystack.baseAddress, let needleBase = needle.baseAddress else { return nil }
        var start = 0
        while haystack.count - start >= needle.count,
              let candidate = memchr(base + start, Int32(first), haystack.count - start - needle.count + 1) {
          let position = base.distance(to: UnsafeRawPointer(candidate))
          if memcmp(candidate, needleBase, needle.count) == 0 { return position }
          start = position + 1
        }
        return nil
      }
    }
    return offset.map { (text.startIndex + $0)..<(text.startIndex + $0 + pattern.count) }
  }
}
