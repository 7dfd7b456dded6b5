import ClockGeometry

/// What a world clock's caption adds under the city, which changes with the instant and is
/// drawn with the moving layer: the second line (the time, the day or UTC offset) in tabular
/// figures, and the sun or moon left of the city. The SVG writer places both by the same
/// functions.
extension CairoSceneRenderer {
  /// Where `tile`'s second line starts (its pen position: ``TabularLine`` runs follow it) for a
  /// line `width` picture units wide, and its size, on `board` drawn with tiles `side` units
  /// square from `offset`: centred under the dial, on a shared baseline.
  package static func detailPlace(
    of tile: ClockBoard.Tile, on board: ClockBoard, side: Double, width: Double, origin offset: (x: Double, y: Double) = (0, 0)
  ) -> (x: Double, baseline: Double, size: Double) {
    let center = board.detailCenter(of: tile)
    let size = ClockBoard.detailSize * side
    return (center.x * side + offset.x - width / 2, center.y * side + 0.365 * size + offset.y, size)
  }

  /// The font size of a caption whose advance at the full size (``ClockBoard/captionSize`` sides)
  /// is `advance`, on tiles `side` units square: the full size, or less so that the caption (and
  /// the sun or moon left of it, mirrored on the right to keep it centred, when `hasGlyph`) stays
  /// within 96 % of its tile ("New Salem, North Dakota" at 200 px).
  package static func captionSize(advance: Double, side: Double, hasGlyph: Bool) -> Double {
    let full = ClockBoard.captionSize * side
    let glyph = hasGlyph ? 2 * (0.35 * ClockBoard.captionSize + 2 * ClockBoard.daylightGlyphRadius) * side : 0
    let room = 0.96 * side - glyph
    guard advance > room, advance > 0 else { return full }
    return full * room / advance
  }

  /// The transformation from the unit space of ``DaylightGlyph`` to the picture for `tile`,
  /// whose first caption line is `captionAdvance` picture units wide as drawn.
  package static func daylightGlyphTransform(
    of tile: ClockBoard.Tile, on board: ClockBoard, side: Double, captionAdvance: Double, origin offset: (x: Double, y: Double) = (0, 0)
  ) -> (x: Double, y: Double, scale: Double) {
    let center = board.daylightGlyphCenter(of: tile, captionWidth: captionAdvance / side)
    return (center.x * side + offset.x, center.y * side + offset.y, ClockBoard.daylightGlyphRadius * side)
  }

  /// Draws `tile`'s second line and its sun or moon, if it has them.
  func drawCaptionCues(
    of tile: ClockBoard.Tile, on board: ClockBoard, side: Double, origin offset: (x: Double, y: Double), theme: ClockTheme,
    on context: CairoContext, fonts: CairoFontCache
  ) throws(CairoError) {
    let font = try fonts.font(look.typeface, bold: false)
    context.setColor(theme.color(for: .label))
    if let detail = tile.detail {
      let size = ClockBoard.detailSize * side
      let line = TabularLine(detail) { context.advance(of: $0, size: size, font: font) }
      let place = Self.detailPlace(of: tile, on: board, side: side, width: line.width, origin: offset)
      for run in line.runs {
        context.fillText(run.text, .leading(x: place.x + run.x, baseline: place.baseline), size: size, font: font)
      }
    }
    if let daylight = tile.daylight, let caption = tile.caption {
      let full = context.advance(of: caption, size: ClockBoard.captionSize * side, font: font)
      let advance = full * Self.captionSize(advance: full, side: side, hasGlyph: true) / (ClockBoard.captionSize * side)
      let glyph = Self.daylightGlyphTransform(of: tile, on: board, side: side, captionAdvance: advance, origin: offset)
      var failure: CairoError?
      context.preservingState {
        context.translateAndScale(x: glyph.x, y: glyph.y, scale: glyph.scale)
        do throws(CairoError) {
          for element in DaylightGlyph.layers(daylight).flatMap(\.elements) {
            context.setColor(theme.color(for: element.role))
            try drawShape(element, leastWidth: crisp ? 1 / glyph.scale : 0, on: context, fonts: fonts)
          }
        } catch {
          failure = error
        }
      }
      if let failure { throw failure }
    }
  }
}
