#if canImport(Glibc)
import Glibc
#endif

/// cairo's SVG document cut into the parts a still layer and a moving layer are joined from.
///
/// cairo 1.16 writes: the XML declaration and `<svg …>` line; then, when there is text,
/// `<defs>\n<g>\n` with one `<symbol … id="glyphF-G">` per glyph and `</g>\n</defs>\n`; then
/// `<g id="surfaceN">\n`, the drawing, and `</g>\n</svg>\n`. Anything else (clip paths, masks,
/// images, patterns: ids other than glyphs) makes ``init(_:)`` fail, and the caller draws the
/// whole document instead.
struct SVGDocumentParts {
  /// The XML declaration and the `<svg …>` line.
  let header: ArraySlice<UInt8>
  /// The glyph symbols inside `<defs><g>`, possibly none.
  let symbols: ArraySlice<UInt8>
  /// The `<g id="surfaceN">` line.
  let surfaceOpening: ArraySlice<UInt8>
  /// The drawing inside the surface group.
  let drawing: ArraySlice<UInt8>

  private static let defsOpening = Array("<defs>\n<g>\n".utf8)
  private static let defsClosing = Array("</g>\n</defs>\n".utf8)
  private static let surfaceMarker = Array("<g id=\"surface".utf8)
  private static let ending = Array("</g>\n</svg>\n".utf8)
  private static let idMarker = Array("id=\"".utf8)
  private static let glyphIdMarker = Array("id=\"glyph".utf8)

  /// The parts of `document`, or nil when it is not shaped as described above.
  init?(_ document: [UInt8]) {
    guard let surface = Self.firstRange(of: Self.surfaceMarker, in: document[...]),
          let surfaceLineEnd = document[surface.upperBound...].firstIndex(of: UInt8(ascii: "\n")),
          document.count >= Self.ending.count, document.suffix(Self.ending.count).elementsEqual(Self.ending)
    else { return nil }
    let beforeSurface = document[..<surface.lowerBound]
    if let defs = Self.firstRange(of: Self.defsOpening, in: beforeSurface) {
      guard beforeSurface.suffix(Self.defsClosing.count).elementsEqual(Self.defsClosing) else { return nil }
      header = document[..<defs.lowerBound]
      symbols = document[defs.upperBound..<(surface.lowerBound - Self.defsClosing.count)]
    } else {
      header = beforeSurface
      symbols = []
    }
    surfaceOpening = document[surface.lowerBound...surfaceLineEnd]
    drawing = document[(surfaceLineEnd + 1)..<(document.count - Self.ending.count)]
    // Only glyph ids may be defined: they are the only ones a join renames.
    guard Self.count(Self.idMarker, in: symbols) == Self.count(Self.glyphIdMarker, in: symbols),
          Self.firstRange(of: Self.idMarker, in: drawing) == nil
    else { return nil }
  }

  /// One document: this one's header, both layers' symbols (the moving layer's glyph ids
  /// renamed so that they cannot collide), and the still drawing followed by the moving one.
  func joined(withMoving moving: SVGDocumentParts) -> [UInt8] {
    var document: [UInt8] = []
    document.reserveCapacity(header.count + symbols.count + drawing.count + moving.symbols.count + moving.drawing.count + 64)
    document += header
    if !symbols.isEmpty || !moving.symbols.isEmpty {
      document += Self.defsOpening
      document += symbols
      document += Self.renamingGlyphs(moving.symbols)
      document += Self.defsClosing
    }
    document += surfaceOpening
    document += drawing
    document += Self.renamingGlyphs(moving.drawing)
    document += Self.ending
    return document
  }

  private static let glyphReference = Array("#glyph".utf8)

  /// `glyph` ids and references (`id="glyph0-1"`, `href="#glyph0-1"`) become `moving-glyph…`.
  private static func renamingGlyphs(_ text: ArraySlice<UInt8>) -> [UInt8] {
    var renamed: [UInt8] = []
    renamed.reserveCapacity(text.count + 256)
    var rest = text
    while let match = [glyphIdMarker, glyphReference].compactMap({ firstRange(of: $0, in: rest) }).min(by: { $0.lowerBound < $1.lowerBound }) {
      renamed += rest[..<match.lowerBound]
      renamed += rest[match].dropLast(5)  // `id="` or `#`
      renamed += Array("moving-glyph".utf8)
      rest = rest[match.upperBound...]
    }
    renamed += rest
    return renamed
  }

  private static func count(_ pattern: [UInt8], in text: ArraySlice<UInt8>) -> Int {
    var count = 0
    var rest = text
    while let match = firstRange(of: pattern, in: rest) {
      count += 1
      rest = rest[match.upperBound...]
    }
    return count
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
