import CCairo

/// cairo, opened with `dlopen` when the first picture is drawn rather than linked: commands that
/// draw no picture then map none of its libraries (Docs/decisions/0043).
///
/// Every way into cairo here (``CairoSurface``'s factories, ``CairoFontCache``) calls ``load()``
/// first, so a missing library is an error that names it, not a crash.
enum CairoLibrary {
  /// Opens cairo and FreeType once per process (later calls return at once).
  static func load() throws(CairoError) {
    guard aclock_cairo_load() == 0 else { return }
    let reason = aclock_cairo_load_error().map { String(cString: $0) } ?? "unknown reason"
    throw CairoError(unavailable: reason)
  }
}
