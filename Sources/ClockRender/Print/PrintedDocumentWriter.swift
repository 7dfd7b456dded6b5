import CCairo
import ClockGeometry

/// Writes pages (``PrintedPage``) as one PDF: dials through the one scene renderer, text in
/// one typeface, embedded (cairo embeds a subset of every font it sets).
package struct PrintedDocumentWriter: Sendable {
  /// The typeface of the pages' text (dials use their own look's).
  package var typeface: Typeface
  /// The document's title, in its metadata.
  package var title: String
  /// Stamped as the creation date (ISO 8601) in place of cairo's "now", so the same pages give
  /// the same bytes.
  package var creationDate: String

  /// A writer setting text in `typeface`.
  package init(typeface: Typeface, title: String, creationDate: String) {
    self.typeface = typeface
    self.title = title
    self.creationDate = creationDate
  }

  /// The PDF of `pages` (each page its own size; the first sets the document's). Throws
  /// ``CairoError`` when cairo cannot be opened or drawing fails.
  package func pdf(_ pages: [PrintedPage], fonts: CairoFontCache = CairoFontCache()) throws(CairoError) -> [UInt8] {
    let first = pages.first ?? PrintedPage(width: 595, height: 842)
    let surface = try CairoSurface.pdf(width: first.width, height: first.height, creationDate: creationDate, title: title)
    let context = try CairoContext(surface: surface)
    for page in pages {
      surface.setPageSize(width: page.width, height: page.height)
      for item in page.items { try draw(item, on: context, fonts: fonts) }
      context.showPage()
    }
    try context.checkStatus("drawing the pages")
    return try surface.finishDocument()
  }

  private func draw(_ item: PrintedPage.Item, on context: CairoContext, fonts: CairoFontCache) throws(CairoError) {
    switch item {
    case .dial(let scene, var look, let center, let radius):
      look.background = RGBAColor(red: 1, green: 1, blue: 1, alpha: 0)
      let side = radius / CairoSceneRenderer.faceRadiusFraction
      try CairoSceneRenderer(look: look, variant: .light)
        .draw(ClockBoard(scene), side: side, origin: (center.x - side / 2, center.y - side / 2), on: context, fonts: fonts)
    case .text(let text):
      context.setColor(text.color)
      let anchor: TextAnchor = switch text.alignment {
      case .leading: .leading(x: text.x, baseline: text.baseline)
      case .center: .baseline(centerX: text.x, baseline: text.baseline)
      case .trailing: .trailing(x: text.x, baseline: text.baseline)
      }
      context.fillText(text.string, anchor, size: text.size, font: try fonts.font(typeface, bold: text.bold))
    case .line(let from, let to, let width, let color):
      context.setColor(color)
      context.strokeLine(from: from, to: to, width: width, roundCaps: false)
    case .box(let x, let y, let width, let height, let lineWidth, let color):
      context.setColor(color)
      context.strokeRectangle(x: x, y: y, width: width, height: height, lineWidth: lineWidth)
    }
  }
}
