import ClockGeometry

/// Draws board after board of one clock layout (the same zones, face options and size, at
/// different instants) on one reused image, painting what does not move from a cached layer.
///
/// The backdrop, dials, rims, ticks, numerals, zone labels and captions are drawn once, in
/// ``init(renderer:template:side:)``, into a still layer; each ``image(of:)`` copies that layer
/// over the canvas (a memory copy) and draws only the moving elements: the time label, the
/// shadows and the hands. The pixels are those of a full draw, because the full draw paints the
/// same elements in the same order onto the same transparent start.
///
/// Not `Sendable`: cairo surfaces and the font cache stay on the thread that made them, so a
/// timeline keeps one rasterizer per worker thread.
///
/// ```swift
/// let rasterizer = try StillLayerRasterizer(renderer: renderer, template: board, side: 512)
/// for instant in instants {
///   let png = try FastPNGEncoder.encode(try rasterizer.image(of: ClockBoard(instant: instant, timeZones: zones)))
/// }
/// ```
package final class StillLayerRasterizer {
  private let renderer: CairoSceneRenderer
  private let side: Int
  private let fonts = CairoFontCache()
  /// The still layer: what every image starts from (for ``PNGBandCache``).
  package let still: CairoSurface
  private let canvas: CairoSurface
  private let context: CairoContext

  /// Draws the still layer of `template` (any instant of the layout) with clocks `side` pixels
  /// square.
  package init(renderer: CairoSceneRenderer, template: ClockBoard, side: Int) throws(CairoError) {
    self.renderer = renderer
    self.side = side
    let (width, height) = PictureRenderer.pixelSize(of: template, side: side)
    still = try CairoSurface.image(width: width, height: height)
    try renderer.draw(template, side: Double(side), layer: .still, on: try CairoContext(surface: still), fonts: fonts)
    canvas = try CairoSurface.image(width: width, height: height)
    context = try CairoContext(surface: canvas)
  }

  /// `board` drawn on the reused canvas; valid until the next call. `board` must have the
  /// template's layout (zones, options) for the cached layer to be right.
  package func image(of board: ClockBoard) throws(CairoError) -> CairoSurface {
    context.paintCopy(of: still)
    try renderer.draw(board, side: Double(side), layer: .moving, on: context, fonts: fonts)
    return canvas
  }
}
