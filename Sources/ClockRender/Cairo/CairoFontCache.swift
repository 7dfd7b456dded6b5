import CCairo
import ClockGeometry

/// The fonts one drawing thread uses, each loaded once.
///
/// Loading a ``CairoFont`` opens the font file through FreeType (about 0.3 ms). A single picture
/// loads it once per draw; a timeline of thousands of frames keeps one cache per worker thread
/// and loads it once per thread. Not `Sendable`: the cache stays on the thread that made it.
package final class CairoFontCache {
  private var fonts: [String: CairoFont] = [:]

  /// An empty cache.
  package init() {}

  /// `typeface`'s regular or bold font, loaded on first use. Throws when the font file is
  /// there but could not be loaded (``CairoFont/loadFailure``); a missing file gives the
  /// fontconfig fallback.
  package func font(_ typeface: Typeface, bold: Bool) throws(CairoError) -> CairoFont {
    let path = bold ? typeface.boldFile : typeface.regularFile
    let font: CairoFont
    if let cached = fonts[path] {
      font = cached
    } else {
      font = CairoFont(path: path, family: typeface.family, bold: bold)
      fonts[path] = font
    }
    if let failure = font.loadFailure { throw CairoError(failure, status: CAIRO_STATUS_READ_ERROR) }
    return font
  }
}
