import ClockGeometry

/// One standalone HTML page of live clocks (`aclock --html`): each clock an inline SVG from
/// ``SVGDocumentWriter`` (its own id prefix, animated, with the live script) in a `<figure>`,
/// captioned with its zone when there are several; nothing fetched from the network or another
/// file.
///
/// The clocks sit in a wrapping row, each at most its drawn size and shrinking with the window,
/// so a phone shows them one under another (`<meta name="viewport">`). The page's background
/// and captions take the clocks' backdrop and label colours, and with a dark variant (`--theme
/// auto`) switch with `prefers-color-scheme`, as the SVGs' own colours do.
package struct HTMLClockPage: Sendable {
  /// One clock of the page.
  package struct Clock: Sendable {
    /// The SVG document, as ``SVGDocumentWriter`` wrote it.
    package var svg: [UInt8]
    /// The zone's title under it, or nil.
    package var caption: String?

    /// A clock drawn as `svg`, captioned `caption`.
    package init(svg: [UInt8], caption: String?) {
      self.svg = svg
      self.caption = caption
    }
  }

  /// The page's colours: behind the clocks, and of the captions.
  package struct Colors: Sendable {
    /// The page's background.
    package var background: RGBAColor
    /// The captions' colour.
    package var text: RGBAColor

    /// Colours for a page behind clocks painted with `look`'s `variant` (the same look as the
    /// clocks' SVGs): the look's background when given, so `--background transparent` makes a
    /// transparent page (an OBS browser source shows what is behind it), else the variant's backdrop.
    package init(look: ClockLook, variant: ClockTheme.Name) {
      let theme = look.theme(variant)
      background = look.background ?? theme.backdrop
      text = theme.color(for: .label)
    }
  }

  /// The page's `<title>`.
  package var title: String
  /// The clocks, in order.
  package var clocks: [Clock]
  /// The largest width of a clock, in CSS px (its drawn side).
  package var side: Int
  /// The font stack of captions: the style's typeface with a generic fallback.
  package var fontFamily: String
  /// The colours.
  package var colors: Colors
  /// The colours under `prefers-color-scheme: dark`, or nil for one scheme.
  package var darkColors: Colors?

  /// A page titled `title` of `clocks`, each at most `side` px wide, around clocks painted with
  /// `look`'s `variant` (its typeface for the captions); with `followsColorScheme`, the look's
  /// dark colours for viewers that prefer a dark scheme.
  package init(title: String, clocks: [Clock], side: Int, look: ClockLook, variant: ClockTheme.Name, followsColorScheme: Bool = false) {
    self.title = title
    self.clocks = clocks
    self.side = side
    fontFamily = look.typeface.family
    colors = Colors(look: look, variant: variant)
    darkColors = followsColorScheme ? Colors(look: look, variant: .dark) : nil
  }

  /// The page as UTF-8 bytes.
  package func document() -> [UInt8] {
    var page = SVGBuffer(capacity: clocks.reduce(2048) { $0 + $1.svg.count + 64 })
    page.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
    page.append("<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">")
    page.append("<title>")
    page.appendEscaped(title)
    page.append("</title><style>")
    page.append(":root{color-scheme:\(darkColors == nil ? "only light" : "light dark")}")
    page.append("body{margin:0;min-height:100vh;display:flex;flex-wrap:wrap;justify-content:center;align-content:center;")
    page.append("gap:16px;padding:16px;box-sizing:border-box;")
    // Raw text in HTML's <style>: no entities, so `<` is escaped for CSS (no `</style>` inside).
    page.append("font-family:" + SVGStyleSheet.fontStack(fontFamily).replacing("<", with: "\\3c ") + ";")
    page.append(colorRules(colors))
    page.append("}figure{margin:0;flex:1 1 240px;max-width:\(side)px}")
    page.append("figure svg{display:block;width:100%;height:auto}")
    page.append("figcaption{text-align:center;font-size:clamp(14px,4vw,22px);margin-top:.3em}")
    if let darkColors {
      page.append("@media (prefers-color-scheme:dark){body{")
      page.append(colorRules(darkColors))
      page.append("}}")
    }
    page.append("</style></head><body>\n")
    for clock in clocks {
      page.append("<figure>")
      // The SVG ends with a line feed; inline it is markup like any other.
      var svg = clock.svg
      if svg.last == UInt8(ascii: "\n") { svg.removeLast() }
      page.append(contentsOf: SVGBuffer(bytes: svg))
      if let caption = clock.caption {
        page.append("<figcaption>")
        page.appendEscaped(caption)
        page.append("</figcaption>")
      }
      page.append("</figure>\n")
    }
    page.append("</body></html>\n")
    return page.bytes
  }

  private func colorRules(_ colors: Colors) -> String {
    "background:\(SVGStyleSheet.css(colors.background));color:\(SVGStyleSheet.css(colors.text))"
  }
}
