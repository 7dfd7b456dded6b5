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
  private let origin: (x: Double, y: Double)
  private let fonts = CairoFontCache()
  /// The still layer, upright.
  private let uprightStill: CairoSurface
  private let canvas: CairoSurface
  private let context: CairoContext
  /// With a turned canvas: the surface each image is turned onto, and its context.
  private let turned: (rotation: PictureRotation, surface: CairoSurface, context: CairoContext)?
  /// The still layer as every image starts from it, turned like the images (for ``PNGBandCache``).
  package let still: CairoSurface

  /// Draws the still layer of `template` (any instant of the layout) with clocks `side` pixels
  /// square, in `pictureCanvas`.
  package init(renderer: CairoSceneRenderer, template: ClockBoard, side: Int, canvas pictureCanvas: PictureCanvas = .board) throws(CairoError) {
    self.renderer = renderer
    self.side = side
    let placement = pictureCanvas.placement(of: template, side: side)
    let (width, height) = (placement.width, placement.height)
    origin = (Double(placement.x), Double(placement.y))
    uprightStill = try CairoSurface.image(width: width, height: height)
    try renderer.draw(template, side: Double(side), origin: origin, layer: .still, on: try CairoContext(surface: uprightStill), fonts: fonts)
    canvas = try CairoSurface.image(width: width, height: height)
    context = try CairoContext(surface: canvas)
    let rotation = pictureCanvas.rotation
    guard rotation != .none else {
      turned = nil
      still = uprightStill
      return
    }
    let size = rotation.turnedSize(width: width, height: height)
    let surface = try CairoSurface.image(width: size.width, height: size.height)
    turned = (rotation, surface, try CairoContext(surface: surface))
    still = try CairoSurface.image(width: size.width, height: size.height)
    let stillContext = try CairoContext(surface: still)
    stillContext.paintTurned(uprightStill, by: rotation)
    try stillContext.checkStatus("turning the still layer")
  }

  /// `board` drawn on the reused canvas (turned with the canvas); valid until the next call.
  /// `board` must have the template's layout (zones, options) for the cached layer to be right.
  ///
  /// `changedRows`, when given, promises that the image the last call returned differs from
  /// ``still`` only in those rows (``PNGBandCache/changedRows`` after encoding it): only they
  /// are restored from the still layer, not the whole canvas. Ignored when the canvas is turned.
  package func image(of board: ClockBoard, changedRows: [Range<Int>]? = nil) throws(CairoError) -> CairoSurface {
    if let changedRows, turned == nil {
      context.paintCopy(of: uprightStill, rows: changedRows)
    } else {
      context.paintCopy(of: uprightStill)
    }
    try renderer.draw(board, side: Double(side), origin: origin, layer: .moving, on: context, fonts: fonts)
    guard let turned else { return canvas }
    turned.context.paintTurned(canvas, by: turned.rotation)
    try turned.context.checkStatus("turning the picture")
    return turned.surface
  }
}
