/// How aclock writes an SVG document: its numerals and labels as text or outlines, and its id
/// prefix.
package struct SVGOptions: Sendable, Hashable {
  /// How text is written.
  package enum TextMode: String, Sendable, Hashable, CaseIterable {
    /// `<text>` in the style's font stack (CSS `font-family` with a generic fallback): small,
    /// selectable and searchable; a viewer without the font draws a similar one.
    case text
    /// Glyph outlines from the font files (each glyph once, in `<defs>`, then `<use>`d):
    /// exactly what the PNG shows, without the font.
    case outline
  }

  /// Text or outlines (default: text).
  package var text: TextMode
  /// The ids' prefix (default: derived from the content).
  package var idPrefix: SVGIDPrefix

  /// Options with `text` and `idPrefix`.
  package init(text: TextMode = .text, idPrefix: SVGIDPrefix = .derived(serial: 0)) {
    self.text = text
    self.idPrefix = idPrefix
  }
}
