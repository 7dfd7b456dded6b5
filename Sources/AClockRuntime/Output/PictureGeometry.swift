import AClockValues
import ClockGeometry
import ClockRender

/// How the pictures of a board of dials are laid out, from `--size` and `--rotate`: each
/// dial's side, the grid of tiles, and the canvas the board is centred in.
///
/// With a side (`--size 512`) the board is its own size and the command's grid is kept (a row
/// of clocks, timers fitted to 16:9); with a canvas (`--size 800x480`) the grid and side are
/// those that make each face largest in it (``PictureCanvas/fit(count:captioned:)``). The side
/// is what the face's details follow (an icon's pixel grid, the shadow's blur).
///
/// ```swift
/// let geometry = try PictureGeometry(size: .canvas(.init(width: 800, height: 480)), rotation: .quarter, count: 3, captioned: true)
/// geometry.side  // 266: three clocks in a row, each with its caption band
/// ```
package struct PictureGeometry: Sendable, Hashable {
  /// Each dial's side, in pixels (px, pt).
  package let side: Int
  /// The tiles' arrangement; nil: the command's own.
  package let grid: TileGrid?
  /// The canvas (its size, if any, and the turn).
  package let canvas: PictureCanvas

  /// Each dial `side` square, in the command's grid, upright: the board's own size.
  package init(side: SizeSpec) {
    self.side = if case .side(let side) = side { side } else { SizeSpec.range.lowerBound }
    grid = nil
    canvas = .board
  }

  /// The layout of `count` dials (with caption bands when `captioned`) for `size` and
  /// `rotation`. Throws (exit 64) when a canvas leaves a dial smaller than `--size` allows.
  package init(size: SizeSpec, rotation: PictureRotation, count: Int, captioned: Bool) throws(CLIError) {
    canvas = PictureCanvas(size: size.canvasSize, rotation: rotation)
    switch size {
    case .side(let side):
      self.side = side
      grid = nil
    case .canvas(let canvasSize):
      let (grid, side) = PictureCanvas.fit(count: count, captioned: captioned, in: canvasSize)
      guard side >= SizeSpec.range.lowerBound else {
        throw .badUsage(
          "--size \(size): \(count) dials in \(grid.columns)×\(grid.rows) would be \(side) px each, and each needs "
            + "at least \(SizeSpec.range.lowerBound): use a larger canvas or fewer dials")
      }
      self.grid = grid
      self.side = side
    }
  }
}
