import ClockGeometry
import ClockRender
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What every frame of a timeline looks like: the zones (one clock each), the face, the colours
/// and the side of each clock. Only the instant changes from frame to frame.
struct FrameLayout: Sendable {
  /// The zones shown, in order: one clock, or a captioned row of them.
  let timeZones: [ZoneRules]
  /// The face options.
  let face: ClockFaceOptions
  /// The face's look (with the background) and the variant painted.
  let pictures: PictureRenderer
  /// The side of each clock, in pixels (px for SVG, pt for PDF).
  let side: Int
  /// How SVG frames are written.
  let svg: SVGOptions

  /// The clocks at `instant`.
  func board(at instant: Date) -> ClockBoard {
    ClockBoard(instant: instant, timeZones: timeZones, options: face)
  }
}
