import CCairo

extension CairoContext {
  /// The glyphs `text` is drawn with in the current font (set by ``textOrigin(_:_:size:font:)``)
  /// from `origin` (user space): each glyph's index in the font and its origin in device space.
  package func glyphs(_ text: String, from origin: (x: Double, y: Double)) -> [(index: UInt, x: Double, y: Double)] {
    TabularText(text, in: pointer).glyphs(from: origin).map { glyph in
      var x = glyph.x, y = glyph.y
      cairo_user_to_device(pointer, &x, &y)
      return (UInt(glyph.index), x, y)
    }
  }

  /// The outline of glyph `index` of `font` at `size` device units, around its origin at
  /// (0, 0), as this context (which must have the identity transformation) would fill it.
  package func glyphOutline(_ index: UInt, font: CairoFont, size: Double) -> [CairoPathStep] {
    font.apply(to: pointer)
    cairo_set_font_size(pointer, size)
    cairo_new_path(pointer)
    var glyph = cairo_glyph_t(index: index, x: 0, y: 0)
    cairo_glyph_path(pointer, &glyph, 1)
    guard let path = cairo_copy_path(pointer) else { return [] }
    defer {
      cairo_path_destroy(path)
      cairo_new_path(pointer)
    }
    guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else { return [] }
    var steps: [CairoPathStep] = []
    var offset = 0
    // Sound: cairo's path holds `num_data` elements at `data`, each a header followed by
    // `header.length - 1` points, until cairo_path_destroy.
    while offset < Int(path.pointee.num_data) {
      let header = data[offset].header
      let point = { (n: Int) in data[offset + n].point }
      switch header.type {
      case CAIRO_PATH_MOVE_TO: steps.append(.move(x: point(1).x, y: point(1).y))
      case CAIRO_PATH_LINE_TO: steps.append(.line(x: point(1).x, y: point(1).y))
      case CAIRO_PATH_CURVE_TO:
        steps.append(.curve(x1: point(1).x, y1: point(1).y, x2: point(2).x, y2: point(2).y, x: point(3).x, y: point(3).y))
      case CAIRO_PATH_CLOSE_PATH: steps.append(.close)
      default: break
      }
      offset += max(1, Int(header.length))
    }
    return steps
  }
}
