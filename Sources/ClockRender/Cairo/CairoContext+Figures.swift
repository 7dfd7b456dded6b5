import CCairo

/// Text set with tabular figures: every digit in a cell as wide as the font's widest digit, its
/// glyph centred in it, so that a readout keeps its width and place as its digits change (Inter's
/// proportional "1" made a time label jitter every second). The SVG writer's text asks viewers
/// for the same (`font-variant-numeric: tabular-nums`).
///
/// cairo's text calls set glyphs one after another by their advances, without kerning; this
/// layout does the same except for the digits, so a font whose digits are all one width (DejaVu)
/// is set exactly as `cairo_show_text` sets it.
struct TabularText {
  /// The glyphs from the origin (0, 0) in user space.
  var glyphs: [cairo_glyph_t]
  /// cairo's clusters: which bytes of the text each run of glyphs draws (for a PDF's text).
  var clusters: [cairo_text_cluster_t]
  var clusterFlags: cairo_text_cluster_flags_t
  /// How far the pen moves.
  var advance: Double

  /// `text` in `context`'s current font and size.
  init(_ text: String, in context: OpaquePointer) {
    glyphs = []
    clusters = []
    clusterFlags = cairo_text_cluster_flags_t(0)
    advance = 0
    guard let font = cairo_get_scaled_font(context) else { return }
    var glyphPointer: UnsafeMutablePointer<cairo_glyph_t>?
    var glyphCount: Int32 = 0
    var clusterPointer: UnsafeMutablePointer<cairo_text_cluster_t>?
    var clusterCount: Int32 = 0
    let utf8 = Array(text.utf8)
    let status = cairo_scaled_font_text_to_glyphs(
      font, 0, 0, text, Int32(utf8.count), &glyphPointer, &glyphCount, &clusterPointer, &clusterCount, &clusterFlags)
    guard status == CAIRO_STATUS_SUCCESS, let glyphPointer else { return }
    defer {
      cairo_glyph_free(glyphPointer)
      cairo_text_cluster_free(clusterPointer)
    }
    // Sound: cairo allocated `glyphCount` glyphs and `clusterCount` clusters at these pointers,
    // freed only after these copies.
    glyphs = Array(UnsafeBufferPointer(start: glyphPointer, count: Int(glyphCount)))
    if let clusterPointer { clusters = Array(UnsafeBufferPointer(start: clusterPointer, count: Int(clusterCount))) }
    let advances = glyphs.map { Self.advance(of: $0.index, in: font) }
    advance = advances.reduce(0, +)
    let digits = Self.digitAdvances(in: font)
    guard let widest = digits.max(), let narrowest = digits.min(), widest - narrowest > 1e-9 else { return }
    // Which glyphs draw a single digit: walk the clusters (backwards for right-to-left text,
    // which a clock's labels never are, but cairo may say so).
    var isDigit = [Bool](repeating: false, count: glyphs.count)
    var byte = 0, glyph = 0
    let ordered = clusterFlags.rawValue & CAIRO_TEXT_CLUSTER_FLAG_BACKWARD.rawValue == 0 ? clusters : clusters.reversed()
    for cluster in ordered {
      let bytes = Int(cluster.num_bytes), count = Int(cluster.num_glyphs)
      if bytes == 1, count == 1, byte < utf8.count, (48...57).contains(utf8[byte]), glyph < glyphs.count { isDigit[glyph] = true }
      byte += bytes
      glyph += count
    }
    var pen = 0.0
    for index in glyphs.indices {
      if isDigit[index] {
        glyphs[index].x = pen + (widest - advances[index]) / 2
        pen += widest
      } else {
        glyphs[index].x = pen
        pen += advances[index]
      }
    }
    advance = pen
  }

  /// The ink's extents and the advance, as `cairo_text_extents` gives them for cairo's own layout.
  func extents(in context: OpaquePointer) -> cairo_text_extents_t {
    var extents = cairo_text_extents_t()
    guard !glyphs.isEmpty else { return extents }
    glyphs.withUnsafeBufferPointer { cairo_glyph_extents(context, $0.baseAddress, Int32($0.count), &extents) }
    extents.x_advance = advance
    return extents
  }

  /// The glyphs moved to start at `origin`.
  func glyphs(from origin: (x: Double, y: Double)) -> [cairo_glyph_t] {
    glyphs.map { cairo_glyph_t(index: $0.index, x: $0.x + origin.x, y: $0.y + origin.y) }
  }

  private static func advance(of index: UInt, in font: OpaquePointer) -> Double {
    var glyph = cairo_glyph_t(index: index, x: 0, y: 0)
    var extents = cairo_text_extents_t()
    cairo_scaled_font_glyph_extents(font, &glyph, 1, &extents)
    return extents.x_advance
  }

  /// The advance of each of the ten digits.
  private static func digitAdvances(in font: OpaquePointer) -> [Double] {
    var glyphPointer: UnsafeMutablePointer<cairo_glyph_t>?
    var count: Int32 = 0
    let status = cairo_scaled_font_text_to_glyphs(font, 0, 0, "0123456789", 10, &glyphPointer, &count, nil, nil, nil)
    guard status == CAIRO_STATUS_SUCCESS, let glyphPointer else { return [] }
    defer { cairo_glyph_free(glyphPointer) }
    // Sound: `count` glyphs at `glyphPointer` until cairo_glyph_free.
    return UnsafeBufferPointer(start: glyphPointer, count: Int(count)).map { advance(of: UInt($0.index), in: font) }
  }
}
