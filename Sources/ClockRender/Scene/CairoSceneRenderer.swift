import CCairo
import ClockGeometry

/// Draws a ``ClockScene`` (or a ``ClockBoard`` of them) with cairo: the one renderer behind
/// PNG, SVG and PDF, and behind frames.
///
/// It maps unit dial space onto the picture (face radius = 47 % of the tile's side, leaving room
/// for the anti-aliased rim and the shadow) and colours each element by its role. No time
/// arithmetic happens here.
package struct CairoSceneRenderer: Sendable {
  /// Which elements of each face a draw call paints.
  package enum Layer: Sendable, Hashable {
    /// Everything: backdrop, faces, captions.
    case all
    /// What is the same at every instant: the backdrop, each scene's
    /// ``ClockScene/staticElements`` and the captions.
    case still
    /// What moves: each scene's ``ClockScene/movingElements``, over a ``still`` layer.
    case moving
  }

  /// The paint: both variants' colours, the typeface, the background.
  package var look: ClockLook
  /// The variant painted.
  package var variant: ClockTheme.Name
  /// Whether to draw for a two-ink grid: no antialiasing, and strokes at least one pixel wide
  /// so that none falls between pixel centres (see ``ClockLook/oneBit(_:)`` for the colours).
  package var crisp = false

  /// The fraction of a tile's side that the face's radius takes (the geometry's pixel grid,
  /// which icons and small dials are snapped to, assumes the same).
  package static let faceRadiusFraction = DialPixels.faceRadiusFraction

  /// A renderer painting `look`'s `variant`; its typeface is loaded from its files (see
  /// ``CairoFont``) so renders are reproducible.
  package init(look: ClockLook, variant: ClockTheme.Name = .light) {
    self.look = look
    self.variant = variant
  }

  /// The colours painted: `look`'s `variant`.
  package var theme: ClockTheme { look.theme(variant) }

  /// Draws `scene` filling a `size`×`size` area of `context`.
  package func draw(_ scene: ClockScene, size: Double, on context: CairoContext, fonts: CairoFontCache = CairoFontCache()) throws(CairoError) {
    try draw(ClockBoard(scene), side: size, on: context, fonts: fonts)
  }

  /// Draws `layer` of `board`, each tile `side` units square, with the board's top-left corner
  /// at `origin` of `context` (device units: the context's matrix must be the identity, as
  /// shadows are placed in device space). A ``crisp`` renderer leaves `context` drawing without
  /// antialiasing.
  package func draw(
    _ board: ClockBoard, side: Double, origin offset: (x: Double, y: Double) = (0, 0), layer: Layer = .all,
    on context: CairoContext, fonts: CairoFontCache
  ) throws(CairoError) {
    let theme = theme, backdrop = look.backdrop(variant)
    if crisp { context.drawWithoutAntialiasing(text: Self.crispText) }
    if layer != .moving, backdrop.alpha > 0 {
      context.setColor(backdrop)
      context.paint()
    }
    for tile in board.tiles {
      let origin = board.origin(of: tile)
      let layers = switch layer {
      case .all: tile.scene.layers
      case .still: tile.scene.staticLayers
      case .moving: tile.scene.movingLayers
      }
      var failure: CairoError?
      context.preservingState {
        let dial = Self.dialTransform(of: tile, on: board, side: side, origin: offset)
        context.translateAndScale(x: dial.x, y: dial.y, scale: dial.scale)
        do throws(CairoError) {
          try draw(layers, theme: theme, tile: (origin.x * side + offset.x, origin.y * side + offset.y, side, side), on: context, fonts: fonts)
        } catch {
          failure = error
        }
      }
      if let failure { throw failure }
      if layer != .moving, let caption = tile.caption {
        context.setColor(theme.color(for: .label))
        let font = try fonts.font(look.typeface, bold: false)
        let advance = context.advance(of: caption, size: ClockBoard.captionSize * side, font: font)
        let (anchor, size) = Self.captionPlace(of: tile, on: board, side: side, advance: advance, origin: offset)
        context.fillText(caption, anchor, size: size, font: font)
      }
      if layer != .still {
        try drawCaptionCues(of: tile, on: board, side: side, origin: offset, theme: theme, on: context, fonts: fonts)
      }
    }
    try context.checkStatus("drawing the clock face")
  }

  /// Where `tile`'s caption goes on `board` drawn with tiles `side` units square from `offset`,
  /// and its size: on a shared baseline (half DejaVu's cap height, 0.73 em, below the line's
  /// middle, at the full size), so "Los Angeles" and "New York" line up although one has
  /// descenders. `advance` is the caption's advance at the full size: a caption too wide for
  /// its tile (with its sun or moon beside it) is set smaller to fit
  /// (``captionSize(advance:side:hasGlyph:)``).
  package static func captionPlace(
    of tile: ClockBoard.Tile, on board: ClockBoard, side: Double, advance: Double, origin offset: (x: Double, y: Double) = (0, 0)
  ) -> (anchor: TextAnchor, size: Double) {
    let center = board.captionCenter(of: tile)
    let size = captionSize(advance: advance, side: side, hasGlyph: tile.daylight != nil)
    let baseline = center.y * side + 0.365 * ClockBoard.captionSize * side
    return (.baseline(centerX: center.x * side + offset.x, baseline: baseline + offset.y), size)
  }

  /// The transformation from `tile`'s unit dial space to the picture, the board's top-left
  /// corner at `offset`: its centre and the face's radius, in picture units.
  package static func dialTransform(
    of tile: ClockBoard.Tile, on board: ClockBoard, side: Double, origin offset: (x: Double, y: Double) = (0, 0)
  ) -> (x: Double, y: Double, scale: Double) {
    let origin = board.origin(of: tile)
    return ((origin.x + 0.5) * side + offset.x, (origin.y + 0.5) * side + offset.y, side * faceRadiusFraction)
  }

  private func draw(
    _ layers: [SceneLayer], theme: ClockTheme, tile: (x: Double, y: Double, width: Double, height: Double),
    on context: CairoContext, fonts: CairoFontCache
  ) throws(CairoError) {
    // One device pixel in dial radii: a crisp stroke's least width.
    let leastWidth = crisp ? 1 / (tile.width * Self.faceRadiusFraction) : 0
    for (layers, isShadow) in ShadowRuns(layers) {
      guard isShadow else {
        for layer in layers {
          for element in layer.elements {
            context.setColor(theme.color(for: element.role))
            try drawShape(element, leastWidth: leastWidth, on: context, fonts: fonts)
          }
        }
        continue
      }
      // An invisible shadow (a two-ink look has none) costs a blur for nothing.
      if theme.color(for: .shadow).alpha == 0 { continue }
      let run = layers.flatMap(\.elements)
      // A run of shadow elements is one soft layer (see CairoContext.paintSoftly).
      let downscale = Self.shadowDownscale(side: tile.width)
      if let bounds = Self.shadowBounds(of: run, in: tile, downscale: downscale) {
        // Shadows are shapes only (no text), so drawing them cannot fail.
        try context.paintSoftly(theme.color(for: .shadow), downscale: downscale, bounds: bounds) { mask in
          for shadow in run { try? drawShape(shadow, leastWidth: 0, on: mask, fonts: fonts) }
        }
      }
    }
  }

  /// The device-space box a shadow run is drawn and composited over: the run's own box, the
  /// blur around it, within the tile; whole device units starting on a multiple of the
  /// downscale, so the layer's pixels line up with the picture's (a fractional offset costs
  /// pixman its fast bilinear path). Nil when the run covers nothing.
  static func shadowBounds(
    of run: [SceneElement], in tile: (x: Double, y: Double, width: Double, height: Double), downscale: Int
  ) -> (x: Double, y: Double, width: Double, height: Double)? {
    guard let box = bounds(of: run) else { return nil }
    let scale = tile.width * faceRadiusFraction, pad = Double(2 * downscale), step = Double(downscale)
    let centerX = tile.x + tile.width / 2, centerY = tile.y + tile.height / 2
    let x = max(tile.x, ((centerX + box.minX * scale - pad) / step).rounded(.down) * step)
    let y = max(tile.y, ((centerY + box.minY * scale - pad) / step).rounded(.down) * step)
    let width = (min(tile.x + tile.width, centerX + box.maxX * scale + pad) - x).rounded(.up)
    let height = (min(tile.y + tile.height, centerY + box.maxY * scale + pad) - y).rounded(.up)
    return width > 0 && height > 0 ? (x, y, width, height) : nil
  }

  /// The box, in dial radii, that `elements` (discs, rings, arcs, strokes and polygons) cover;
  /// nil when they draw nothing.
  static func bounds(of elements: [SceneElement]) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    func include(_ point: DialPoint, _ reach: Double) {
      minX = min(minX, point.x - reach); maxX = max(maxX, point.x + reach)
      minY = min(minY, point.y - reach); maxY = max(maxY, point.y + reach)
    }
    for element in elements {
      switch element {
      case .disc(let center, let radius, _): include(center, radius)
      case .ring(let center, let radius, let width, _), .arc(let center, let radius, let width, _, _, _):
        include(center, radius + width / 2)
      case .segment(let from, let to, let width, _, _):
        include(from, width / 2)
        include(to, width / 2)
      case .polygon(let points, _):
        for point in points { include(point, 0) }
      case .text, .radialText:
        include(.center, 1)
      }
    }
    return minX <= maxX && minY <= maxY ? (minX, minY, maxX, maxY) : nil
  }

  /// How much coarser than the picture the shadow is drawn: its edges blur over about 1.8 % of
  /// the face's radius (4 px at 512 px), and not at all below 112 px.
  static func shadowDownscale(side: Double) -> Int {
    max(1, Int((side * faceRadiusFraction * 0.018).rounded()))
  }

  /// Whether a ``crisp`` renderer draws glyphs without antialiasing too: DejaVu's outlines
  /// sampled at pixel centres read better than antialiased ones thresholded.
  static let crispText = true

  func drawShape(
    _ element: SceneElement, leastWidth: Double, on context: CairoContext, fonts: CairoFontCache
  ) throws(CairoError) {
    switch element {
    case .disc(let center, let radius, _):
      context.fillCircle(center: center, radius: radius)
    case .ring(let center, let radius, let width, _):
      context.strokeCircle(center: center, radius: radius, width: max(width, leastWidth))
    case .arc(let center, let radius, let width, let start, let sweep, _):
      context.strokeArc(center: center, radius: radius, width: max(width, leastWidth), start: start, sweep: sweep)
    case .segment(let from, let to, let width, let roundCaps, _):
      context.strokeLine(from: from, to: to, width: max(width, leastWidth), roundCaps: roundCaps)
    case .polygon(let points, _):
      context.fillPolygon(points)
    case .text(let text, let center, let size, let bold, _):
      context.fillText(text, .centered(center), size: size, font: try fonts.font(look.typeface, bold: bold))
    case .radialText(let text, let angle, let reach, let size, let bold, _):
      context.fillText(text, .radial(angle, reach: reach), size: size, font: try fonts.font(look.typeface, bold: bold))
    }
  }
}
