import ClockGeometry
import ClockRender
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// SVG and PDF frames. SVG frames come from aclock's writer (``SVGDocumentWriter``), which
/// writes the still part once per worker and then only each frame's hands and labels; PDFs are
/// drawn whole and carry the frame's instant as their creation date, so a frame's bytes depend
/// only on what it shows. Fonts are loaded once per worker.
package final class VectorFrameRenderer: FrameRenderer {
  private let layout: FrameLayout
  private let format: PictureFormat
  private let fonts = CairoFontCache()
  private let svgWriter: SVGDocumentWriter?

  package init(layout: FrameLayout, format: PictureFormat) throws(CairoError) {
    self.layout = layout
    self.format = format
    svgWriter = format == .svg ? try SVGDocumentWriter(
      look: layout.pictures.look, variant: layout.pictures.variant, side: layout.side, canvas: layout.canvas, options: layout.svg,
      fonts: fonts) : nil
  }

  package func render(at instant: Date) throws -> [UInt8] {
    let board = layout.board(at: instant)
    if let svgWriter {
      let description = SVGDescription.clocks(at: instant, in: layout.timeZones, withSeconds: layout.face.secondHand != .hidden)
      return try svgWriter.document(board, description: description)
    }
    let creationDate = LocalTime(instant, in: layout.timeZones.first ?? .local()).iso8601String(fractionDigits: 0)
    return try layout.pictures.render(board, as: format, side: layout.side, canvas: layout.canvas, creationDate: creationDate, fonts: fonts)
  }
}
