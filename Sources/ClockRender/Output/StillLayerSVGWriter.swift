import ClockGeometry

/// SVG documents of board after board of one clock layout (the same zones, face options and
/// size, at different instants), with the still layer written once.
///
/// The still layer (backdrop, dials, ticks, numerals, captions) is drawn into an SVG document
/// once; each ``svg(of:)`` has cairo write only the moving elements (time label, shadows, hands)
/// and joins the two: the still document's drawing, then the moving one's, in one `<svg>`, with
/// the moving layer's glyph ids renamed. Painting order is that of a full draw. If cairo's
/// output is ever shaped otherwise than expected (see `SVGDocumentParts`), each frame is drawn
/// whole instead.
///
/// Not `Sendable`: it keeps a font cache; one per worker thread.
package final class StillLayerSVGWriter {
  private let renderer: CairoSceneRenderer
  private let side: Int
  private let fonts = CairoFontCache()
  private let still: SVGDocumentParts?

  /// Writes the still layer of `template` (any instant of the layout), clocks `side` px square.
  package init(renderer: CairoSceneRenderer, template: ClockBoard, side: Int) throws(CairoError) {
    self.renderer = renderer
    self.side = side
    let stillDocument = try Self.document(template, layer: .still, renderer: renderer, side: side, fonts: fonts)
    still = SVGDocumentParts(stillDocument)
  }

  /// The SVG document of `board` (which must have the template's layout).
  package func svg(of board: ClockBoard) throws(CairoError) -> [UInt8] {
    guard let still else { return try Self.document(board, layer: .all, renderer: renderer, side: side, fonts: fonts) }
    let movingDocument = try Self.document(board, layer: .moving, renderer: renderer, side: side, fonts: fonts)
    guard let moving = SVGDocumentParts(movingDocument) else {
      return try Self.document(board, layer: .all, renderer: renderer, side: side, fonts: fonts)
    }
    return still.joined(withMoving: moving)
  }

  private static func document(
    _ board: ClockBoard, layer: CairoSceneRenderer.Layer, renderer: CairoSceneRenderer, side: Int, fonts: CairoFontCache
  ) throws(CairoError) -> [UInt8] {
    let (width, height) = PictureRenderer.pixelSize(of: board, side: side)
    let surface = try CairoSurface.svg(width: width, height: height)
    try renderer.draw(board, side: Double(side), layer: layer, on: try CairoContext(surface: surface), fonts: fonts)
    return try surface.finishDocument()
  }
}
