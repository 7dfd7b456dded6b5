import AClockRuntime
import ClockGeometry
import ClockRender
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What every frame of a timeline looks like: the zones (one clock each), the face, the colours
/// the side of each clock and the canvas they are drawn in. Only the instant changes from frame
/// to frame.
package struct FrameLayout: Sendable {
  /// The zones shown, in order: one clock, or a captioned row of them.
  package let timeZones: [ZoneRules]
  /// The face options.
  package let face: ClockFaceOptions
  /// The face's look (with the background) and the variant painted.
  package let pictures: PictureRenderer
  /// The side of each clock, in pixels (px for SVG, pt for PDF).
  package let side: Int
  /// The clocks' arrangement; nil: one row.
  package let grid: TileGrid?
  /// The canvas the clocks are drawn in (the board's own size unless `--size` named one), and its turn.
  package let canvas: PictureCanvas
  /// How SVG frames are written.
  package let svg: SVGOptions

  /// Every stored property, the side, grid and canvas from `geometry`.
  package init(timeZones: [ZoneRules], face: ClockFaceOptions, pictures: PictureRenderer, geometry: PictureGeometry, svg: SVGOptions) {
    self.timeZones = timeZones
    self.face = face
    self.pictures = pictures
    side = geometry.side
    grid = geometry.grid
    canvas = geometry.canvas
    self.svg = svg
  }

  /// The clocks at `instant`.
  package func board(at instant: Date) -> ClockBoard {
    ClockBoard(instant: instant, timeZones: timeZones, options: face, grid: grid)
  }
}
