import ClockGeometry

/// Places numerals and labels for the SVG writer exactly where the cairo renderer puts them
/// (the same measurement, ``CairoContext/textOrigin(_:_:size:font:)``, on an image surface with
/// the same transformation and font options), and writes them as `<text>` or as glyph
/// outlines, each glyph defined once per document.
///
/// Not `Sendable`: it owns cairo contexts and fonts; one per writer.
final class SVGTextSetter {
  private let typeface: Typeface
  private let mode: SVGOptions.TextMode
  private let fonts: CairoFontCache
  /// Measures in the tile's dial space (transformation set per text).
  private let measure: CairoContext
  /// Draws glyph outlines in device space (identity transformation).
  private let outlines: CairoContext

  fileprivate struct GlyphKey: Hashable {
    let bold: Bool
    let hundredthsOfPixel: Int
    let index: UInt
  }
  /// The glyphs defined so far: their number in the document's ids (`PREFIX-gN`).
  private var glyphs: [GlyphKey: Int] = [:]
  private var glyphCount = 0
  /// Definitions not yet written out (`<path id=… d=…/>`).
  private(set) var pendingDefinitions = SVGBuffer(capacity: 0)

  init(typeface: Typeface, mode: SVGOptions.TextMode, fonts: CairoFontCache) throws(CairoError) {
    self.typeface = typeface
    self.mode = mode
    self.fonts = fonts
    // 1×1: nothing is drawn, but an image surface gives the font options (hinted metrics,
    // glyph positions rounded) that the PNG's text is laid out with.
    measure = try CairoContext(surface: try CairoSurface.image(width: 1, height: 1))
    outlines = try CairoContext(surface: try CairoSurface.image(width: 1, height: 1))
  }

  /// The CSS weight of a font file's face named `style` (`Light` → 300), when it is not the
  /// regular 400; nil for a regular, bold or unknown style.
  static func cssWeight(ofStyle style: String?) -> Int? {
    switch style?.lowercased().replacing(" ", with: "") {
    case "thin": 100
    case "extralight": 200
    case "light": 300
    case "medium": 500
    case "semibold": 600
    default: nil
    }
  }

  /// The family name to give CSS: the font file's own, else the typeface's.
  func fontFamily() -> String {
    (try? fonts.font(typeface, bold: false).fileFamily) ?? typeface.family
  }

  /// What the glyph table holds, to return to after a frame's moving part (see ``restore(_:)``).
  struct Checkpoint {
    fileprivate let glyphs: [GlyphKey: Int]
    fileprivate let count: Int

    /// No glyph defined yet.
    static let empty = Checkpoint(glyphs: [:], count: 0)
  }

  /// The glyphs defined so far.
  func checkpoint() -> Checkpoint { Checkpoint(glyphs: glyphs, count: glyphCount) }

  /// Forgets the glyphs defined after `checkpoint` (they were written into another document).
  func restore(_ checkpoint: Checkpoint) {
    glyphs = checkpoint.glyphs
    glyphCount = checkpoint.count
    pendingDefinitions = SVGBuffer(capacity: 0)
  }

  /// Takes the definitions written since the last call.
  func takeDefinitions() -> SVGBuffer {
    defer { pendingDefinitions = SVGBuffer(capacity: 0) }
    return pendingDefinitions
  }

  /// Writes `text` placed by `anchor` at `size` units of a space mapped to the picture by
  /// `transform` (a tile's dial space, or the picture itself with scale 1), with `classes`.
  func write(
    _ text: String, _ anchor: TextAnchor, size: Double, bold: Bool, classes: String,
    transform: (x: Double, y: Double, scale: Double), into buffer: inout SVGBuffer
  ) throws(CairoError) {
    let font = try fonts.font(typeface, bold: bold)
    var origin = (x: 0.0, y: 0.0)
    var advance = 0.0
    var glyphPositions: [(index: UInt, x: Double, y: Double)] = []
    measure.preservingState {
      measure.translateAndScale(x: transform.x, y: transform.y, scale: transform.scale)
      let user = measure.textOrigin(text, anchor, size: size, font: font)
      origin = (transform.x + user.x * transform.scale, transform.y + user.y * transform.scale)
      advance = measure.advance(of: text, size: size, font: font) * transform.scale
      if mode == .outline { glyphPositions = measure.glyphs(text, from: user) }
    }
    let pixelSize = size * transform.scale
    switch mode {
    case .text:
      // Anchored at the middle of its advance (the stylesheet's text-anchor), so a viewer that
      // sets it in another font, wider or narrower, keeps it centred where cairo centred it
      // (a left anchor shifted numerals by half the difference, labels by up to 0.35 em). cairo
      // starts glyphs on whole pixels in an image; the middle is that start plus half the advance.
      buffer.append(classes.isEmpty ? "<text x=\"" : "<text class=\"\(classes)\" x=\"")
      buffer.append(origin.x.rounded() + advance / 2)
      buffer.append("\" y=\"")
      buffer.append(origin.y.rounded())
      buffer.append("\" font-size=\"")
      buffer.append(pixelSize)
      if bold {
        buffer.append("\" font-weight=\"bold\">")
      } else if let weight = Self.cssWeight(ofStyle: font.fileStyle) {
        // A regular face that is not 400 (bauhaus's Inter Light): a viewer with the family
        // then picks the same weight.
        buffer.append("\" font-weight=\"\(weight)\">")
      } else {
        buffer.append("\">")
      }
      buffer.appendEscaped(text)
      buffer.append("</text>")
    case .outline:
      buffer.append(classes.isEmpty ? "<g>" : "<g class=\"\(classes)\">")
      for glyph in glyphPositions {
        let number = definition(of: glyph.index, font: font, bold: bold, size: pixelSize)
        guard let number else { continue }
        buffer.append("<use href=\"#")
        buffer.appendPrefix()
        buffer.append("-g")
        buffer.append(number)
        buffer.append("\" x=\"")
        buffer.append(glyph.x.rounded())
        buffer.append("\" y=\"")
        buffer.append(glyph.y.rounded())
        buffer.append("\"/>")
      }
      buffer.append("</g>")
    }
  }

  /// How far `text` at `size` picture units moves the pen, measured as ``write(_:_:size:bold:classes:transform:into:)``
  /// measures (in the picture's own space).
  func advance(of text: String, size: Double, bold: Bool = false) throws(CairoError) -> Double {
    let font = try fonts.font(typeface, bold: bold)
    return measure.advance(of: text, size: size, font: font)
  }

  /// The number of glyph `index`'s definition at `size` px, written on first use; nil for a
  /// glyph without ink (a space).
  private func definition(of index: UInt, font: CairoFont, bold: Bool, size: Double) -> Int? {
    let key = GlyphKey(bold: bold, hundredthsOfPixel: Int((size * 100).rounded()), index: index)
    if let number = glyphs[key] { return number >= 0 ? number : nil }
    let steps = outlines.glyphOutline(index, font: font, size: size)
    guard steps.contains(where: { if case .close = $0 { false } else { true } }) else {
      glyphs[key] = -1
      return nil
    }
    let number = glyphCount
    glyphCount += 1
    glyphs[key] = number
    pendingDefinitions.append("<path")
    pendingDefinitions.appendID("g\(number)")
    pendingDefinitions.append(" d=\"")
    SVGPathData.append(steps, into: &pendingDefinitions)
    pendingDefinitions.append("\"/>")
    return number
  }
}
