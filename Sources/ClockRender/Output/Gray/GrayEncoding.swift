/// How a drawn picture becomes an e-paper panel's image: the palette and dithering of a
/// ``GrayQuantizer`` (over white paper), and whether ink and paper swap places.
///
/// Set on a ``PictureRenderer`` (its ``PictureRenderer/gray``), it makes PNGs grayscale at the
/// palette's depth (``GrayPNGEncoder``) and lets it write BMPs (``IndexedBMPEncoder``). Gray
/// palettes quantize the full-colour drawing; 1 bit draws a two-ink face crisply instead (see
/// ``PictureRenderer/renderer``).
///
/// ```swift
/// var pictures = PictureRenderer(look: face.look)
/// pictures.gray = GrayEncoding(palette: .oneBit)
/// let bmp = try pictures.render(scene, as: .bmp, size: 480)
/// ```
package struct GrayEncoding: Sendable, Hashable {
  /// The quantizer: palette, dithering, white background.
  package var quantizer: GrayQuantizer
  /// Whether level `i` becomes level `count − 1 − i`: white ink on black, for panels that
  /// want it.
  package var inverted: Bool

  /// Pictures in `palette`, soft parts mapped by `dithering`, inverted or not.
  package init(palette: GrayPalette, dithering: Dithering = .none, inverted: Bool = false) {
    quantizer = GrayQuantizer(palette: palette, dithering: dithering)
    self.inverted = inverted
  }

  /// `surface`'s pixels in the palette, inverted if asked. Throws as
  /// ``GrayQuantizer/quantize(_:)``.
  package func raster(of surface: CairoSurface) throws(PNGEncodingError) -> GrayRaster {
    let raster = try quantizer.quantize(surface)
    return inverted ? raster.inverted() : raster
  }
}
