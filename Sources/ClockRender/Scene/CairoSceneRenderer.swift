import ClockGeometry

/// Draws a ``ClockScene`` (or a ``ClockBoard`` of them) with cairo: the one renderer behind
/// PNG, SVG and PDF, and behind frames.
///
/// It maps unit dial space onto the picture (face radius = 47 % of the tile's side, leaving room
/// for the anti-aliased rim and the shadow) and colours each element by its role. No time
/// arithmetic happens here.
public struct CairoSceneRenderer: Sendable {
  /// Which elements of each face a draw call paints.
  public enum Layer: Sendable, Hashable {
    /// Everything: backdrop, faces, captions.
    case all
    /// What is the same at every instant: the backdrop, each scene's
    /// ``ClockScene/staticElements`` and the captions.
    case still
    /// What moves: each scene's ``ClockScene/movingElements``, over a ``still`` layer.
    case moving
  }

  /// The colours.
  public var theme: ClockTheme
  /// What fills the picture around the face; nil uses the theme's backdrop, and a colour with
  /// alpha 0 leaves it transparent.
  public var background: RGBAColor?

  /// The fraction of a tile's side that the face's radius takes.
  public static let faceRadiusFraction = 0.47

  /// A renderer with a theme and an optional background. Text is DejaVu Sans, named
  /// explicitly (see ``CairoFont``) so renders are reproducible.
  public init(theme: ClockTheme, background: RGBAColor? = nil) {
    self.theme = theme
    self.background = background
  }

  /// Draws `scene` filling a `size`×`size` area of `context`.
  public func draw(_ scene: ClockScene, size: Double, on context: CairoContext, fonts: CairoFontCache = CairoFontCache()) throws(CairoError) {
    try draw(ClockBoard(scene), side: size, on: context, fonts: fonts)
  }

  /// Draws `layer` of `board`, each tile `side` units square, from the origin of `context`.
  public func draw(
    _ board: ClockBoard, side: Double, layer: Layer = .all, on context: CairoContext, fonts: CairoFontCache
  ) throws(CairoError) {
    let backdrop = background ?? theme.backdrop
    if layer != .moving, backdrop.alpha > 0 {
      context.setColor(backdrop)
      context.paint()
    }
    for tile in board.tiles {
      let origin = board.origin(of: tile)
      let elements: ArraySlice<SceneElement> = switch layer {
      case .all: tile.scene.elements[...]
      case .still: tile.scene.staticElements
      case .moving: tile.scene.movingElements
      }
      context.preservingState {
        context.translateAndScale(
          x: (origin.x + 0.5) * side, y: (origin.y + 0.5) * side, scale: side * Self.faceRadiusFraction)
        draw(elements, on: context, fonts: fonts)
      }
      if layer != .moving, let caption = tile.caption {
        let center = board.captionCenter(of: tile)
        context.setColor(theme.color(for: .label))
        // On a shared baseline (half DejaVu's cap height, 0.73 em, below the band's middle), so
        // "Los Angeles" and "New York" line up although one has descenders.
        let size = ClockBoard.captionSize * side
        context.fillText(caption, centerX: center.x * side, baseline: center.y * side + 0.365 * size,
                         size: size, font: fonts.dejaVuSans(bold: false))
      }
    }
    try context.checkStatus("drawing the clock face")
  }

  private func draw(_ elements: ArraySlice<SceneElement>, on context: CairoContext, fonts: CairoFontCache) {
    for element in elements {
      context.setColor(theme.color(for: element.role))
      switch element {
      case .disc(let center, let radius, _):
        context.fillCircle(center: center, radius: radius)
      case .ring(let center, let radius, let width, _):
        context.strokeCircle(center: center, radius: radius, width: width)
      case .arc(let center, let radius, let width, let start, let sweep, _):
        context.strokeArc(center: center, radius: radius, width: width, start: start, sweep: sweep)
      case .segment(let from, let to, let width, let roundCaps, _):
        context.strokeLine(from: from, to: to, width: width, roundCaps: roundCaps)
      case .text(let text, let center, let size, let bold, _):
        context.fillText(text, centeredAt: center, size: size, font: fonts.dejaVuSans(bold: bold))
      }
    }
  }
}
