import ClockGeometry

/// Where a dial sits in a rectangle of cells, and how unit dial space maps onto its dots.
///
/// Terminal cells are taller than wide (``cellAspect``, height ÷ width, about 2), so the dial's
/// radius is measured in column widths and shrunk by the aspect vertically: the face stays round
/// on screen. The centre sits on the middle of a dot, so the hands pivot on one dot (one cell in
/// ASCII) rather than between two.
public struct TextViewport: Sendable, Hashable {
  /// The cells the dial is fitted into.
  public let rect: CellRect
  /// Dots per cell.
  public let mode: TextMode
  /// A cell's height divided by its width.
  public let cellAspect: Double
  /// The centre, in dots from the rectangle's top-left corner.
  public let centerX: Double
  /// The centre, in dots from the rectangle's top-left corner.
  public let centerY: Double
  /// The face's radius in column widths (0 when the rectangle is empty).
  public let radius: Double

  /// The largest dial that fits `rect`, centred.
  public init(fitting rect: CellRect, mode: TextMode, cellAspect: Double) {
    self.rect = rect
    self.mode = mode
    self.cellAspect = cellAspect
    let width = rect.columns * mode.dotsAcross
    let height = rect.rows * mode.dotsDown
    centerX = Double(width / 2) + 0.5
    centerY = Double(height / 2) + 0.5
    // Half a dot of margin keeps the rim's outermost dots inside the rectangle.
    let across = (min(centerX, Double(width) - centerX) - 0.5) / Double(mode.dotsAcross)
    let down = (min(centerY, Double(height) - centerY) - 0.5) * cellAspect / Double(mode.dotsDown)
    radius = max(0, min(across, down))
  }

  /// Dots across the rectangle.
  public var dotsWide: Int { rect.columns * mode.dotsAcross }
  /// Dots down the rectangle.
  public var dotsHigh: Int { rect.rows * mode.dotsDown }

  /// A dot's width in column widths.
  var dotWidth: Double { 1 / Double(mode.dotsAcross) }
  /// A dot's height in column widths.
  var dotHeight: Double { cellAspect / Double(mode.dotsDown) }

  /// `point` (unit dial space) in dots from the rectangle's top-left corner.
  package func dots(_ point: DialPoint) -> (x: Double, y: Double) {
    (centerX + point.x * radius / dotWidth, centerY + point.y * radius / dotHeight)
  }

  /// The face's radius in rows.
  public var radiusInRows: Double { radius / cellAspect }
}
