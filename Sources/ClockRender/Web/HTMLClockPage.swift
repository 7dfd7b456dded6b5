import ClockGeometry

/// One standalone HTML page of live clocks (`aclock --html`): each clock an inline SVG from
/// ``SVGDocumentWriter`` (its own id prefix, animated, with the live script) in a `<figure>`,
/// captioned with its zone when there are several; nothing fetched from the network or another
/// file.
///
/// The clocks sit in wrapping rows of at most a world clock's columns (``ClockBoard/defaultGrid(count:)``:
/// 8 clocks in 4 + 4), each at most its drawn size and shrinking with the window, so a phone
/// shows them one under another (`<meta name="viewport">`). Under each, the city with a sun or
/// moon, and a line with the day or UTC offset, kept true by ``HTMLCaptionScript``. The page's background
/// and captions take the clocks' backdrop and label colours, and with a dark variant (`--theme
/// auto`) switch with `prefers-color-scheme`, as the SVGs' own colours do.
package struct HTMLClockPage: Sendable {
  /// One clock of the page.
  package struct Clock: Sendable {
    /// The SVG document, as ``SVGDocumentWriter`` wrote it.
    package var svg: [UInt8]
    /// The zone's title under it, or nil.
    package var caption: String?
    /// The caption's second line and day/night cue as at the instant the page was written
    /// (``BoardCaption``), and what the page's script needs to keep them true: the zone as the
    /// browser follows it and its principal city. Nil for a clock without a caption.
    package var cues: Cues?

    /// A world clock's caption beyond the title.
    package struct Cues: Sendable {
      /// The second line (a day or UTC offset), or nil.
      package var detail: String?
      /// Day or night in the zone's principal city, or nil.
      package var daylight: Daylight?
      /// The zone for the script (an IANA name or a fixed offset); nil leaves the cues as written.
      package var zone: SVGLiveZone?
      /// The zone's principal city, for the sun; nil: no day/night cue.
      package var location: ZoneLocation?
      /// Whether the title is an offset already (`UTC`, `UTC+05:45`), which the line does not repeat.
      package var titleIsOffset: Bool

      /// The cues of `caption` for `zone`.
      package init(_ caption: BoardCaption, zone: ZoneRules) {
        detail = caption.detail
        daylight = caption.daylight
        self.zone = SVGLiveZone(zone)
        location = ZoneLocation.of(zone.identifier)
        titleIsOffset = caption.title.hasPrefix("UTC")
      }
    }

    /// A clock drawn as `svg`, captioned `caption`, with `cues` under it.
    package init(svg: [UInt8], caption: String?, cues: Cues? = nil) {
      self.svg = svg
      self.caption = caption
      self.cues = cues
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
    // At most a world clock's columns in a row (8 clocks: 4 + 4), fewer on a narrow window.
    let columns = ClockBoard.defaultGrid(count: clocks.count).columns
    page.append(";max-width:\(columns * side + (columns - 1) * 16 + 32)px;margin:0 auto")
    page.append("}figure{margin:0;flex:1 1 240px;max-width:\(side)px}")
    page.append("figure>svg{display:block;width:100%;height:auto}")
    page.append("figcaption{text-align:center;font-size:clamp(14px,4vw,22px);margin-top:.3em;")
    page.append("font-variant-numeric:tabular-nums}")
    page.append(".city{position:relative}.city svg{position:absolute;right:100%;top:50%;width:.8em;height:.8em;")
    page.append("margin:-.4em .35em 0 0;fill:currentColor;stroke:currentColor}")
    page.append(".detail{display:block;font-size:.85em;margin-top:.1em}")
    page.append(".day .moon,.night .sun{display:none}")
    if let darkColors {
      page.append("@media (prefers-color-scheme:dark){body{")
      page.append(colorRules(darkColors))
      page.append("}}")
    }
    page.append("</style></head><body>\n")
    for clock in clocks {
      page.append("<figure")
      if let cues = clock.cues {
        appendAttributes(cues, into: &page)
      }
      page.append(">")
      // The SVG ends with a line feed; inline it is markup like any other.
      var svg = clock.svg
      if svg.last == UInt8(ascii: "\n") { svg.removeLast() }
      page.append(contentsOf: SVGBuffer(bytes: svg))
      if let caption = clock.caption {
        page.append("<figcaption><span class=\"city\">")
        if clock.cues?.location != nil {
          page.append(Self.glyph(.day) + Self.glyph(.night))
        }
        page.appendEscaped(caption)
        page.append("</span>")
        if let cues = clock.cues {
          page.append(cues.detail == nil ? "<span class=\"detail\" hidden>" : "<span class=\"detail\">")
          page.appendEscaped(cues.detail ?? "")
          page.append("</span>")
        }
        page.append("</figcaption>")
      }
      page.append("</figure>\n")
    }
    if clocks.contains(where: { $0.cues?.zone != nil }) {
      page.append("<script>")
      page.append(HTMLCaptionScript.source)
      page.append("</script>\n")
    }
    page.append("</body></html>\n")
    return page.bytes
  }

  /// `data-zone` (an IANA name, or seconds east of UTC), `data-plain`, `data-lat`, `data-lon`
  /// and the `day`/`night` class of a figure, for ``HTMLCaptionScript``.
  private func appendAttributes(_ cues: Clock.Cues, into page: inout SVGBuffer) {
    if let daylight = cues.daylight { page.append(daylight == .day ? " class=\"day\"" : " class=\"night\"") }
    switch cues.zone {
    case .named(let name)?:
      page.append(" data-zone=\"")
      page.appendEscaped(name)
      page.append("\"")
    case .offset(let seconds)?:
      page.append(" data-zone=\"\(seconds)\"")
    case nil:
      break
    }
    if cues.titleIsOffset { page.append(" data-plain") }
    if let location = cues.location {
      page.append(" data-lat=\"\(location.latitude)\" data-lon=\"\(location.longitude)\"")
    }
  }

  /// The sun or moon of ``DaylightGlyph`` as a small inline SVG in the text's colour.
  static func glyph(_ daylight: Daylight) -> String {
    var markup = "<svg class=\"\(daylight == .day ? "sun" : "moon")\" viewBox=\"-1 -1 2 2\" aria-hidden=\"true\">"
    for element in DaylightGlyph.layers(daylight).flatMap(\.elements) {
      switch element {
      case .disc(let center, let radius, _):
        markup += "<circle cx=\"\(rounded(center.x))\" cy=\"\(rounded(center.y))\" r=\"\(rounded(radius))\" stroke=\"none\"/>"
      case .segment(let from, let to, let width, _, _):
        markup += "<line x1=\"\(rounded(from.x))\" y1=\"\(rounded(from.y))\" x2=\"\(rounded(to.x))\" y2=\"\(rounded(to.y))\" "
          + "stroke-width=\"\(rounded(width))\" stroke-linecap=\"round\"/>"
      case .polygon(let points, _):
        markup += "<path stroke=\"none\" d=\"M" + points.map { "\(rounded($0.x)) \(rounded($0.y))" }.joined(separator: "L") + "Z\"/>"
      default:
        break
      }
    }
    return markup + "</svg>"
  }

  /// `value` to three decimals, as short as it goes.
  private static func rounded(_ value: Double) -> String {
    let thousandths = Int((value * 1000).rounded())
    let sign = thousandths < 0 ? "-" : ""
    let magnitude = abs(thousandths)
    var text = sign + "\(magnitude / 1000)"
    if magnitude % 1000 != 0 {
      var fraction = String(magnitude % 1000)
      fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
      while fraction.hasSuffix("0") { fraction.removeLast() }
      text += "." + fraction
    }
    return text
  }

  private func colorRules(_ colors: Colors) -> String {
    "background:\(SVGStyleSheet.css(colors.background));color:\(SVGStyleSheet.css(colors.text))"
  }
}
