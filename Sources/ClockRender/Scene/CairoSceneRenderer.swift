import ClockGeometry

/// Draws a ``ClockScene`` with cairo: the one renderer behind PNG, SVG and PDF.
///
/// It maps unit dial space onto the picture (face radius = 47 % of the side, leaving room for
/// the anti-aliased rim and the shadow) and colours each element by its role. No time
/// arithmetic happens here.
public struct CairoSceneRenderer: Sendable {
  /// The colours.
  public var theme: ClockTheme
  /// What fills the picture around the face; nil uses the theme's backdrop, and a colour with
  /// alpha 0 leaves it transparent.
  public var background: RGBAColor?

  /// The fraction of the picture's side that the face's radius takes.
  public static let faceRadiusFraction = 0.47

  /// A renderer with a theme and an optional background. Text is DejaVu Sans, named
  /// explicitly (see ``CairoFont``) so renders are reproducible.
  public init(theme: ClockTheme, background: RGBAColor? = nil) {
    self.theme = theme
    self.background = background
  }

  /// Draws `scene` filling a `size`×`size` area of `context`.
  public func draw(_ scene: ClockScene, size: Double, on context: CairoContext) throws(CairoError) {
    let backdrop = background ?? theme.backdrop
    if backdrop.alpha > 0 {
      context.setColor(backdrop)
      context.paint()
    }
    context.translateAndScale(x: size / 2, y: size / 2, scale: size * Self.faceRadiusFraction)
    var fonts: [Bool: CairoFont] = [:]
    for element in scene.elements {
      context.setColor(theme.color(for: element.role))
      switch element {
      case .disc(let center, let radius, _):
        context.fillCircle(center: center, radius: radius)
      case .ring(let center, let radius, let width, _):
        context.strokeCircle(center: center, radius: radius, width: width)
      case .segment(let from, let to, let width, let roundCaps, _):
        context.strokeLine(from: from, to: to, width: width, roundCaps: roundCaps)
      case .text(let text, let center, let size, let bold, _):
        let font = fonts[bold] ?? CairoFont.dejaVuSans(bold: bold)
        fonts[bold] = font
        context.fillText(text, centeredAt: center, size: size, font: font)
      }
    }
    try context.checkStatus("drawing the clock face")
  }
}
