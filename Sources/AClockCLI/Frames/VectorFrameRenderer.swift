import ClockGeometry
import ClockRender
import Foundation

/// SVG and PDF frames: each a whole document drawn by cairo, with the fonts loaded once per
/// worker. PDFs carry the frame's instant as their creation date, so a frame's bytes depend only
/// on what it shows.
final class VectorFrameRenderer: FrameRenderer {
  private let layout: FrameLayout
  private let format: PictureFormat
  private let fonts = CairoFontCache()

  init(layout: FrameLayout, format: PictureFormat) {
    self.layout = layout
    self.format = format
  }

  func render(at instant: Date) throws -> [UInt8] {
    let creationDate = format == .pdf
      ? LocalTime(instant, in: layout.timeZones.first ?? .current).iso8601String(fractionDigits: 0) : nil
    return try PictureRenderer(renderer: layout.renderer)
      .render(layout.board(at: instant), as: format, side: layout.side, creationDate: creationDate, fonts: fonts)
  }
}
