import CCairo
import ClockGeometry

/// The fonts one drawing thread uses, each loaded once.
///
/// Loading a ``CairoFont`` opens the font file through FreeType (about 0.3 ms). A single picture
/// loads it once per draw; a timeline of thousands of frames keeps one cache per worker thread
/// and loads it once per thread. Not `Sendable`: the cache stays on the thread that made it.
package final class CairoFontCache {
  private struct Key: Hashable {
    let family: String
    let face: Typeface.Face
    let bold: Bool
  }

  private var fonts: [Key: CairoFont] = [:]
  private let resolver: FontResolver

  /// An empty cache, finding the files of a typeface's weights with `resolver`.
  package init(resolver: FontResolver = FontResolver()) {
    self.resolver = resolver
  }

  /// `typeface`'s regular or bold font, its file found (``FontResolver``) and loaded on first
  /// use. Throws when the font file is there but could not be loaded
  /// (``CairoFont/loadFailure``); a missing file, or none found, gives the fontconfig fallback.
  package func font(_ typeface: Typeface, bold: Bool) throws(CairoError) -> CairoFont {
    try CairoLibrary.load()
    let key = Key(family: typeface.family, face: bold ? typeface.bold : typeface.regular, bold: bold)
    let font: CairoFont
    if let cached = fonts[key] {
      font = cached
    } else {
      font = CairoFont(path: resolver.file(of: key.face, in: key.family), family: typeface.family, bold: bold)
      fonts[key] = font
    }
    if let failure = font.loadFailure { throw CairoError(failure, status: CAIRO_STATUS_READ_ERROR) }
    return font
  }
}
