import ClockGeometry

/// The fonts one drawing thread uses, each loaded once.
///
/// Loading a ``CairoFont`` opens the font file through FreeType (about 0.3 ms). A single picture
/// loads it once per draw; a timeline of thousands of frames keeps one cache per worker thread
/// and loads it once per thread. Not `Sendable`: the cache stays on the thread that made it.
public final class CairoFontCache {
  private var fonts: [String: CairoFont] = [:]

  /// An empty cache.
  public init() {}

  /// DejaVu Sans, regular or bold, loaded on first use.
  public func dejaVuSans(bold: Bool) -> CairoFont {
    font(.dejaVuSans, bold: bold)
  }

  /// `typeface`'s regular or bold font, loaded on first use.
  public func font(_ typeface: Typeface, bold: Bool) -> CairoFont {
    let path = bold ? typeface.boldFile : typeface.regularFile
    if let font = fonts[path] { return font }
    let font = CairoFont(path: path, family: typeface.family, bold: bold)
    fonts[path] = font
    return font
  }
}
