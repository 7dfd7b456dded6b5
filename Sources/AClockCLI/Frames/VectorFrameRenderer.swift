import ClockGeometry
import ClockRender
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// SVG and PDF frames. SVG frames join the still layer's document, written once, with the
/// moving elements of each frame (``StillLayerSVGWriter``); PDFs are drawn whole and carry the
/// frame's instant as their creation date, so a frame's bytes depend only on what it shows.
/// Fonts are loaded once per worker.
final class VectorFrameRenderer: FrameRenderer {
  private let layout: FrameLayout
  private let format: PictureFormat
  private let fonts = CairoFontCache()
  private let svgWriter: StillLayerSVGWriter?

  init(layout: FrameLayout, format: PictureFormat) throws(CairoError) {
    self.layout = layout
    self.format = format
    svgWriter = format == .svg
      ? try StillLayerSVGWriter(renderer: layout.renderer, template: layout.board(at: Date(timeIntervalSince1970: 0)), side: layout.side)
      : nil
  }

  func render(at instant: Date) throws -> [UInt8] {
    let board = layout.board(at: instant)
    if let svgWriter { return try svgWriter.svg(of: board) }
    let creationDate = LocalTime(instant, in: layout.timeZones.first ?? .local).iso8601String(fractionDigits: 0)
    return try PictureRenderer(renderer: layout.renderer)
      .render(board, as: format, side: layout.side, creationDate: creationDate, fonts: fonts)
  }
}
