import ClockGeometry

/// The picture a board of clocks is drawn into: the board's own size (each clock `side` square,
/// the default), or a canvas of a given width and height with the board centred in it and the
/// background filling the rest; then turned by ``rotation``.
///
/// A canvas is for panels of a fixed shape (800×480, 1872×1404, a 758×1024 Kindle):
/// ``fit(count:captioned:in:)`` picks the grid of tiles and the largest side that fit it, and
/// ``placement(of:side:)`` where the board goes.
///
/// ```swift
/// PictureCanvas.fit(count: 3, captioned: true, in: .init(width: 800, height: 480))
/// // one row of 3, each 266 px (2×2 would give 198 px)
/// ```
package struct PictureCanvas: Sendable, Hashable {
  /// A canvas's width and height, in pixels (px for SVG, pt for PDF), before turning.
  package struct Size: Sendable, Hashable {
    /// Across.
    package let width: Int
    /// Down.
    package let height: Int

    /// A canvas `width` across and `height` down.
    package init(width: Int, height: Int) {
      self.width = width
      self.height = height
    }
  }

  /// Where a board sits in its upright picture: the picture's size and the board's top-left
  /// corner, in whole pixels.
  package struct Placement: Sendable, Hashable {
    /// The upright picture's width.
    package let width: Int
    /// The upright picture's height.
    package let height: Int
    /// The board's left edge.
    package let x: Int
    /// The board's top edge.
    package let y: Int
  }

  /// The canvas's size; nil: the picture is the board's own size.
  package var size: Size?
  /// The turn of the finished picture.
  package var rotation: PictureRotation

  /// The board's own size, upright: every picture before canvases existed.
  package static let board = PictureCanvas()

  /// A canvas of `size` (nil: the board's own), turned by `rotation`.
  package init(size: Size? = nil, rotation: PictureRotation = .none) {
    self.size = size
    self.rotation = rotation
  }

  /// The grid of `count` equal dials (each with a world clock's two-line caption band under it
  /// when `captioned`, ``ClockBoard/detailedCaptionBand``) that gives each the largest face in a
  /// canvas of `size`, and that side in whole pixels (at least 1). Ties go to fewer rows
  /// (``TileGrid/fitting(count:width:height:tileAspect:)``).
  package static func fit(count: Int, captioned: Bool, in size: Size) -> (grid: TileGrid, side: Int) {
    let tileHeight = 1 + (captioned ? ClockBoard.detailedCaptionBand : 0)
    let grid = TileGrid.fitting(count: count, width: Double(size.width), height: Double(size.height), tileAspect: 1 / tileHeight)
    let side = min(Double(size.width) / Double(grid.columns), Double(size.height) / (Double(grid.rows) * tileHeight))
    return (grid, max(1, Int(side.rounded(.down))))
  }

  /// Where `board`, each clock `side` square, goes in the upright picture: the board's own
  /// size at the origin, or centred in the canvas (rounded down to whole pixels).
  package func placement(of board: ClockBoard, side: Int) -> Placement {
    let (width, height) = PictureRenderer.pixelSize(of: board, side: side)
    guard let size else { return Placement(width: width, height: height, x: 0, y: 0) }
    return Placement(width: size.width, height: size.height, x: (size.width - width) / 2, y: (size.height - height) / 2)
  }

  /// The size of the finished file: the placement's, turned.
  package func fileSize(of board: ClockBoard, side: Int) -> (width: Int, height: Int) {
    let placement = placement(of: board, side: side)
    return rotation.turnedSize(width: placement.width, height: placement.height)
  }
}
