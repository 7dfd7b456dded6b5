import CCairo
import ClockGeometry
#if canImport(Glibc)
import Glibc
#endif

/// Owns one cairo drawing context on a ``CairoSurface``: the few drawing calls the clock needs.
package final class CairoContext {
  let pointer: OpaquePointer
  /// Kept alive for as long as the context draws on it.
  private let surface: CairoSurface

  /// A context drawing on `surface`.
  package init(surface: CairoSurface) throws(CairoError) {
    guard let pointer = cairo_create(surface.pointer) else {
      throw CairoError("creating a drawing context", status: CAIRO_STATUS_NO_MEMORY)
    }
    self.pointer = pointer
    self.surface = surface
    try CairoError.check(cairo_status(pointer), "creating a drawing context")
  }

  deinit { cairo_destroy(pointer) }

  /// Throws the first error any drawing call left on the context.
  package func checkStatus(_ operation: String) throws(CairoError) {
    try CairoError.check(cairo_status(pointer), operation)
  }

  /// Sets the colour for the next fill, stroke or text.
  package func setColor(_ color: RGBAColor) {
    cairo_set_source_rgba(pointer, color.red, color.green, color.blue, color.alpha)
  }

  /// Turns antialiasing off for shapes and, when `text` is true, for glyphs too: every pixel
  /// whose centre is inside a shape is painted in full and no other, the crisp edges a
  /// two-ink panel shows (a soft edge would only be thresholded into a ragged one).
  package func drawWithoutAntialiasing(text: Bool) {
    cairo_set_antialias(pointer, CAIRO_ANTIALIAS_NONE)
    guard text, let options = cairo_font_options_create() else { return }
    defer { cairo_font_options_destroy(options) }
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_NONE)
    cairo_set_font_options(pointer, options)
  }

  /// Fills the whole clip with the current colour.
  package func paint() { cairo_paint(pointer) }

  /// Runs `body` and then restores the transformation, colour and operator it started with.
  package func preservingState(_ body: () -> Void) {
    cairo_save(pointer)
    body()
    cairo_restore(pointer)
  }

  /// Replaces every pixel of the clip with `surface`'s (placed at the origin of device space),
  /// transparency included: a copy, not a blend.
  package func paintCopy(of surface: CairoSurface) {
    preservingState {
      cairo_identity_matrix(pointer)
      cairo_set_operator(pointer, CAIRO_OPERATOR_SOURCE)
      cairo_set_source_surface(pointer, surface.pointer, 0, 0)
      cairo_paint(pointer)
    }
  }

  /// Replaces the pixels of `rows` (whole rows of this context's surface, top to bottom) with
  /// `surface`'s, as ``paintCopy(of:)`` does for every pixel; nothing for no rows.
  package func paintCopy(of surface: CairoSurface, rows: [Range<Int>]) {
    guard !rows.isEmpty else { return }
    preservingState {
      cairo_identity_matrix(pointer)
      cairo_set_operator(pointer, CAIRO_OPERATOR_SOURCE)
      cairo_set_source_surface(pointer, surface.pointer, 0, 0)
      for band in rows { cairo_rectangle(pointer, 0, Double(band.lowerBound), Double(surface.width), Double(band.count)) }
      cairo_fill(pointer)
    }
  }

  /// Paints `surface` (the upright picture, placed at the origin) turned by `rotation` onto
  /// this context's surface, which must have the turned size. An image is copied pixel for
  /// pixel (a quarter turn with whole-pixel offsets samples pixel centres exactly); a
  /// recording is replayed as drawn.
  package func paintTurned(_ surface: CairoSurface, by rotation: PictureRotation) {
    let turn = rotation.transform(width: surface.width, height: surface.height)
    preservingState {
      var matrix = cairo_matrix_t(xx: turn.xx, yx: turn.yx, xy: turn.xy, yy: turn.yy, x0: turn.x0, y0: turn.y0)
      cairo_set_matrix(pointer, &matrix)
      cairo_set_source_surface(pointer, surface.pointer, 0, 0)
      if cairo_surface_get_type(surface.pointer) == CAIRO_SURFACE_TYPE_IMAGE {
        // A copy, transparency included, sampled at pixel centres; a recording (PDF) keeps
        // the default OVER so cairo replays it as vectors rather than fall back to pixels.
        cairo_set_operator(pointer, CAIRO_OPERATOR_SOURCE)
        if let pattern = cairo_get_source(pointer) { cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST) }
      }
      cairo_paint(pointer)
    }
  }

  /// Makes what is drawn next land turned `degrees` clockwise about `center` (device units),
  /// mirrored left to right first when `mirrored`: user space is a `side`-unit square whose
  /// centre goes to `center`. (Vectors, not pixels, are turned: no resampling.)
  package func place(side: Double, center: (x: Double, y: Double), degrees: Double, mirrored: Bool) {
    let radians = degrees * .pi / 180, flip = mirrored ? -1.0 : 1.0
    let cosine = cos(radians), sine = sin(radians), half = side / 2
    // (u, v) → centre + R(θ)·(flip·(u − s/2), v − s/2).
    var matrix = cairo_matrix_t(
      xx: flip * cosine, yx: flip * sine, xy: -sine, yy: cosine,
      x0: center.x - flip * cosine * half + sine * half, y0: center.y - flip * sine * half - cosine * half)
    cairo_set_matrix(pointer, &matrix)
  }

  /// Paints what `silhouettes` fills, in `color`, as one soft layer: the silhouettes are drawn
  /// together into a layer at 1/`downscale` of the resolution over `bounds` (in device units),
  /// each replacing what is under it (so shapes that overlap are no darker where they cross),
  /// and the layer is stretched back over `bounds` with bilinear filtering, which blurs every
  /// edge over about `downscale` device units: a soft shadow in one pass, without a blur filter.
  /// (Used as a source, not as a mask: cairo's mask path was twice as slow here.)
  package func paintSoftly(
    _ color: RGBAColor, downscale: Int, bounds: (x: Double, y: Double, width: Double, height: Double),
    silhouettes: (CairoContext) -> Void
  ) throws(CairoError) {
    let scale = Double(max(1, downscale))
    let pad = 2.0
    let width = Int((bounds.width / scale).rounded(.up)) + 2 * Int(pad)
    let height = Int((bounds.height / scale).rounded(.up)) + 2 * Int(pad)
    let layer = try CairoSurface.image(width: width, height: height)
    let layerContext = try CairoContext(surface: layer)
    var userToDevice = cairo_matrix_t()
    cairo_get_matrix(pointer, &userToDevice)
    // Layer space = (device − bounds' origin) / scale + pad, then this context's own user space.
    cairo_translate(layerContext.pointer, pad, pad)
    cairo_scale(layerContext.pointer, 1 / scale, 1 / scale)
    cairo_translate(layerContext.pointer, -bounds.x, -bounds.y)
    cairo_transform(layerContext.pointer, &userToDevice)
    // SOURCE: a silhouette replaces what is under it with the shadow's colour and opacity, so
    // where two overlap the layer is no darker.
    cairo_set_operator(layerContext.pointer, CAIRO_OPERATOR_SOURCE)
    layerContext.setColor(color)
    silhouettes(layerContext)
    try layerContext.checkStatus("drawing a shadow")
    cairo_surface_flush(layer.pointer)

    // Device → layer: the inverse of the layer's own transform above.
    var toLayer = cairo_matrix_t()
    cairo_matrix_init_translate(&toLayer, pad, pad)
    cairo_matrix_scale(&toLayer, 1 / scale, 1 / scale)
    cairo_matrix_translate(&toLayer, -bounds.x, -bounds.y)
    var source = layer
    if scale > 1, let stretched = try documentShadow(layer, toLayer: toLayer, bounds: bounds) {
      (source, toLayer) = stretched
    }
    guard let pattern = cairo_pattern_create_for_surface(source.pointer) else { return }
    defer { cairo_pattern_destroy(pattern) }
    cairo_pattern_set_matrix(pattern, &toLayer)
    cairo_pattern_set_filter(pattern, scale > 1 ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_NEAREST)
    cairo_save(pointer)
    cairo_identity_matrix(pointer)
    cairo_set_source(pointer, pattern)
    // On a picture, only the parts of the box near the shadow's pixels (SoftLayerCoverage): the
    // same pixels, for a fraction of the bilinear stretch.
    let parts = source === layer && scale > 1
      ? SoftLayerCoverage.rectangles(of: layer, pad: Int(pad), downscale: Int(scale), bounds: bounds) : nil
    for part in parts ?? [bounds] { cairo_rectangle(pointer, part.x, part.y, part.width, part.height) }
    cairo_fill(pointer)
    cairo_restore(pointer)
  }

  /// The most pixels a side of a PDF's shadow image has (see `documentShadow`).
  static let documentShadowSide = 2048.0

  /// On a PDF page (or the recording of one) a shadow's small layer would be embedded as it is,
  /// 18 ppi for a 512-point dial, and left to the viewer to smooth, which many viewers do not
  /// (issue #30). There it is stretched here instead, bilinearly as a picture's is, into an
  /// image of 2 pixels a point (fewer past ``documentShadowSide`` pixels a side), so that every
  /// viewer shows the same soft edge. Returns that image and the device → image matrix; nil on
  /// an image surface, which stretches the layer itself as it paints.
  private func documentShadow(
    _ layer: CairoSurface, toLayer: cairo_matrix_t, bounds: (x: Double, y: Double, width: Double, height: Double)
  ) throws(CairoError) -> (CairoSurface, cairo_matrix_t)? {
    let target = cairo_surface_get_type(cairo_get_target(pointer))
    guard target == CAIRO_SURFACE_TYPE_PDF || target == CAIRO_SURFACE_TYPE_RECORDING else { return nil }
    let density = min(2, Self.documentShadowSide / max(bounds.width, bounds.height))
    let stretched = try CairoSurface.image(
      width: max(1, Int((bounds.width * density).rounded(.up))), height: max(1, Int((bounds.height * density).rounded(.up))))
    let context = try CairoContext(surface: stretched)
    guard let pattern = cairo_pattern_create_for_surface(layer.pointer) else { return nil }
    defer { cairo_pattern_destroy(pattern) }
    // Stretched image → device (÷ density, + the bounds' origin), then device → layer.
    var fromStretched = cairo_matrix_t(), toLayer = toLayer, matrix = cairo_matrix_t()
    cairo_matrix_init_translate(&fromStretched, bounds.x, bounds.y)
    cairo_matrix_scale(&fromStretched, 1 / density, 1 / density)
    cairo_matrix_multiply(&matrix, &fromStretched, &toLayer)
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
    cairo_set_operator(context.pointer, CAIRO_OPERATOR_SOURCE)
    cairo_set_source(context.pointer, pattern)
    cairo_paint(context.pointer)
    try context.checkStatus("stretching a shadow")
    cairo_surface_flush(stretched.pointer)
    var toStretched = cairo_matrix_t()
    cairo_matrix_init_scale(&toStretched, density, density)
    cairo_matrix_translate(&toStretched, -bounds.x, -bounds.y)
    return (stretched, toStretched)
  }

  /// Moves the origin to (x, y) and scales user units by `scale`.
  package func translateAndScale(x: Double, y: Double, scale: Double) {
    cairo_translate(pointer, x, y)
    cairo_scale(pointer, scale, scale)
  }

  /// Fills a circle.
  package func fillCircle(center: DialPoint, radius: Double) {
    cairo_new_path(pointer)
    cairo_arc(pointer, center.x, center.y, radius, 0, 2 * .pi)
    cairo_fill(pointer)
  }

  /// Strokes a circle with `width`.
  package func strokeCircle(center: DialPoint, radius: Double, width: Double) {
    cairo_new_path(pointer)
    cairo_arc(pointer, center.x, center.y, radius, 0, 2 * .pi)
    cairo_set_line_width(pointer, width)
    cairo_stroke(pointer)
  }

  /// Strokes part of a circle with `width` and flat ends: from `start`, `sweep` degrees clockwise.
  package func strokeArc(center: DialPoint, radius: Double, width: Double, start: DialAngle, sweep: Double) {
    guard sweep > 0 else { return }
    // Dial angles start at 12 o'clock; cairo's at 3 o'clock, both clockwise with y down.
    let from = start.radians - .pi / 2
    cairo_new_path(pointer)
    cairo_arc(pointer, center.x, center.y, radius, from, from + min(sweep, 360) * .pi / 180)
    cairo_set_line_width(pointer, width)
    cairo_set_line_cap(pointer, CAIRO_LINE_CAP_BUTT)
    cairo_stroke(pointer)
  }

  /// Strokes a straight line with `width`, with round or flat ends.
  package func strokeLine(from start: DialPoint, to end: DialPoint, width: Double, roundCaps: Bool) {
    cairo_new_path(pointer)
    cairo_move_to(pointer, start.x, start.y)
    cairo_line_to(pointer, end.x, end.y)
    cairo_set_line_width(pointer, width)
    cairo_set_line_cap(pointer, roundCaps ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
    cairo_stroke(pointer)
  }

  /// Strokes the rectangle with its top-left corner at `x`, `y`, its lines `width` wide and
  /// centred on its edges.
  package func strokeRectangle(x: Double, y: Double, width: Double, height: Double, lineWidth: Double) {
    cairo_new_path(pointer)
    cairo_rectangle(pointer, x, y, width, height)
    cairo_set_line_width(pointer, lineWidth)
    cairo_stroke(pointer)
  }

  /// Fills a polygon through `points`.
  package func fillPolygon(_ points: [DialPoint]) {
    guard let first = points.first else { return }
    cairo_new_path(pointer)
    cairo_move_to(pointer, first.x, first.y)
    for point in points.dropFirst() { cairo_line_to(pointer, point.x, point.y) }
    cairo_close_path(pointer)
    cairo_fill(pointer)
  }

  /// Ends the page of a paged document (PDF) and starts the next one.
  package func showPage() { cairo_show_page(pointer) }

  /// Draws `text` in `font` at `size` user units, placed by `anchor` (see ``TextAnchor``).
  package func fillText(_ text: String, _ anchor: TextAnchor, size: Double, font: CairoFont) {
    font.apply(to: pointer)
    cairo_set_font_size(pointer, size)
    // One layout for both the placing and the drawing.
    let layout = TabularText(text, in: pointer)
    let origin = Self.origin(anchor, extents: layout.extents(in: pointer))
    let glyphs = layout.glyphs(from: origin)
    glyphs.withUnsafeBufferPointer { glyphs in
      layout.clusters.withUnsafeBufferPointer { clusters in
        cairo_show_text_glyphs(
          pointer, text, -1, glyphs.baseAddress, Int32(glyphs.count), clusters.baseAddress, Int32(clusters.count), layout.clusterFlags)
      }
    }
    cairo_new_path(pointer)
  }

  /// Where `text` in `font` at `size` user units starts (its origin on the baseline, in user
  /// space) when placed by `anchor`; leaves the font current.
  package func textOrigin(_ text: String, _ anchor: TextAnchor, size: Double, font: CairoFont) -> (x: Double, y: Double) {
    font.apply(to: pointer)
    cairo_set_font_size(pointer, size)
    return Self.origin(anchor, extents: TabularText(text, in: pointer).extents(in: pointer))
  }

  /// Where text with `extents` starts when placed by `anchor`.
  private static func origin(_ anchor: TextAnchor, extents: cairo_text_extents_t) -> (x: Double, y: Double) {
    let inkCenterX = extents.x_bearing + extents.width / 2, inkCenterY = extents.y_bearing + extents.height / 2
    switch anchor {
    case .centered(let center):
      return (center.x - extents.x_advance / 2, center.y - inkCenterY)
    case .radial(let angle, let reach):
      // The ink box's half-extent along the ray: how far its farthest corner reaches past its
      // centre in the ray's direction.
      let direction = angle.point(atRadius: 1)
      let support = abs(direction.x) * extents.width / 2 + abs(direction.y) * extents.height / 2
      let center = angle.point(atRadius: max(0, reach - support))
      return (center.x - inkCenterX, center.y - inkCenterY)
    case .baseline(let centerX, let baseline):
      return (centerX - inkCenterX, baseline)
    case .leading(let x, let baseline):
      return (x, baseline)
    case .trailing(let x, let baseline):
      return (x - extents.x_advance, baseline)
    }
  }

  /// How far `text` in `font` at `size` user units moves the pen (its advance width), in user units.
  package func advance(of text: String, size: Double, font: CairoFont) -> Double {
    font.apply(to: pointer)
    cairo_set_font_size(pointer, size)
    return TabularText(text, in: pointer).advance
  }

  /// The size of `text`'s ink in `font` at `size` user units (what the label placement in
  /// ClockGeometry estimates without fonts; its tests compare the two).
  func inkSize(of text: String, size: Double, font: CairoFont) -> (width: Double, height: Double) {
    font.apply(to: pointer)
    cairo_set_font_size(pointer, size)
    let extents = TabularText(text, in: pointer).extents(in: pointer)
    return (extents.width, extents.height)
  }
}
