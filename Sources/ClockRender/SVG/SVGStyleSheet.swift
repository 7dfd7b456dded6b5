import ClockGeometry

/// The one `<style>` block of an aclock SVG: a class per scene role whose colour is a CSS
/// custom property with the theme's colour as its fallback, so a web page restyles a clock by
/// setting `--aclock-face`, `--aclock-hour` … on it or on any ancestor.
///
/// Every rule is scoped to the document's root id, so two clocks inline in one page keep their
/// own colours. Shapes fill (or, with class `s`, stroke) in `currentColor`, and a role class
/// sets `color`: each colour is written once, however many elements use it. Each colour is
/// given twice, plainly and then through `var()`: a renderer without custom properties
/// (librsvg 2.54) drops the second declaration and keeps the first.
enum SVGStyleSheet {
  /// The class of each role's elements, also the name of its custom property after `--aclock-`.
  static func className(of role: SceneRole) -> String {
    switch role {
    case .face: "face"
    case .rim: "rim"
    case .track: "track"
    case .minuteTick: "minute-tick"
    case .hourTick: "hour-tick"
    case .numeral: "numeral"
    case .label: "label"
    case .shadow: "shadow"
    case .hourHand: "hour"
    case .minuteHand: "minute"
    case .secondHand: "second"
    case .finished: "finished"
    }
  }

  /// The class (and custom property) of the picture's background.
  static let backdropClass = "backdrop"

  /// Writes the `<style>` element: the structural rules, a colour rule for the backdrop (when
  /// drawn) and for each of `roles`, the text's font stack, the same colours from `dark` under
  /// `@media (prefers-color-scheme: dark)` when given, and the hands' keyframes when
  /// `turnShares` is (one animation for a whole turn, and one for each other share of the
  /// period; see ``appendKeyframesName(turnShare:into:)``), with a rule under
  /// `@media (prefers-reduced-motion: reduce)` that hides the turning second hand.
  static func write(
    into buffer: inout SVGBuffer, theme: ClockTheme, backdrop: RGBAColor?, roles: [SceneRole], fontFamily: String, hasText: Bool,
    dark: (theme: ClockTheme, backdrop: RGBAColor?)? = nil, turnShares: [Double]? = nil
  ) {
    buffer.append("<style>")
    rule(into: &buffer, selector: " *", body: "fill:currentColor")
    rule(into: &buffer, selector: " .s", body: "fill:none;stroke:currentColor")
    if roles.contains(.shadow) { rule(into: &buffer, selector: " feFlood", body: "flood-color:currentColor") }
    if hasText {
      var body = "font-family:"
      body += fontStack(fontFamily)
      // Centred on x (SVGTextSetter), figures of one width so a readout does not jitter.
      body += ";white-space:pre;text-anchor:middle;font-variant-numeric:tabular-nums"
      rule(into: &buffer, selector: " text", body: body)
    }
    if let backdrop { color(into: &buffer, className: backdropClass, backdrop) }
    for role in roles { color(into: &buffer, className: className(of: role), theme.color(for: role)) }
    if let dark {
      buffer.append("@media (prefers-color-scheme:dark){")
      if let backdrop = dark.backdrop { color(into: &buffer, className: backdropClass, backdrop) }
      for role in roles { color(into: &buffer, className: className(of: role), dark.theme.color(for: role)) }
      buffer.append("}")
    }
    if let turnShares {
      // The hands' own transform-origin is in user units of the viewBox (view-box is the
      // initial transform-box, set again in case a page's rule says otherwise).
      rule(into: &buffer, selector: " [data-dial]", body: "transform-box:view-box")
      for share in Set(turnShares + [1]).sorted() {
        buffer.append("@keyframes ")
        appendKeyframesName(turnShare: share, into: &buffer)
        buffer.append("{from{transform:rotate(0deg)}")
        if share < 1 {
          buffer.append(share * 100)
          buffer.append("%{transform:rotate(360deg)}")
        }
        buffer.append("to{transform:rotate(360deg)}}")
      }
      // A reader who asks for less motion gets a clock that still keeps time without moving
      // all the time: no second hand (nor its shadow), and the hour and minute hands as they
      // are (a gliding minute hand turns 0.1° a second, station's jumps once a minute).
      // `!important` overrides the hand's own `style` attribute.
      buffer.append("@media (prefers-reduced-motion:reduce){")
      rule(into: &buffer, selector: " [data-dial].\(className(of: .secondHand))", body: "animation:none!important;visibility:hidden")
      buffer.append("}")
    }
    buffer.append("</style>")
  }

  /// Appends the name of the keyframes of a hand that goes round in `turnShare` of its period
  /// (then waits at 12): `PREFIX-turn` for a whole period, `PREFIX-turn975` for 97.5 %.
  /// Keyframes are named for the whole page, so they carry the document's prefix too.
  static func appendKeyframesName(turnShare: Double, into buffer: inout SVGBuffer) {
    let permille = Int((min(max(turnShare, 0), 1) * 1000).rounded())
    buffer.appendPrefix()
    buffer.append("-turn" + (permille >= 1000 ? "" : String(permille)))
  }

  private static func rule(into buffer: inout SVGBuffer, selector: String, body: String) {
    buffer.append("#")
    buffer.appendPrefix()
    buffer.append(selector + "{")
    // The body may hold a font family from a style file: escaped for XML like any text.
    buffer.appendEscaped(body)
    buffer.append("}")
  }

  private static func color(into buffer: inout SVGBuffer, className: String, _ color: RGBAColor) {
    let value = css(color)
    rule(into: &buffer, selector: " ." + className, body: "color:\(value);color:var(--aclock-\(className),\(value))")
  }

  /// `#rgb`, `#rrggbb`, or `rgba(r,g,b,a)` when not opaque (understood by every SVG renderer,
  /// unlike `#rrggbbaa`).
  static func css(_ color: RGBAColor) -> String {
    func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
    let r = byte(color.red), g = byte(color.green), b = byte(color.blue)
    if color.alpha < 1 {
      let alpha = (min(max(color.alpha, 0), 1) * 1000).rounded() / 1000
      var buffer = SVGBuffer(capacity: 8)
      buffer.append(alpha)
      return "rgba(\(r),\(g),\(b),\(String(decoding: buffer.bytes, as: UTF8.self)))"
    }
    let digits = Array("0123456789abcdef")
    let nibbles = [r >> 4, r & 15, g >> 4, g & 15, b >> 4, b & 15]
    if nibbles[0] == nibbles[1], nibbles[2] == nibbles[3], nibbles[4] == nibbles[5] {
      return "#" + String([digits[nibbles[0]], digits[nibbles[2]], digits[nibbles[4]]])
    }
    return "#" + String(nibbles.map { digits[$0] })
  }

  /// `family` as a CSS string (quotes, backslashes and control characters escaped), then the
  /// generic family it falls back to: monospace, serif, or sans-serif.
  static func fontStack(_ family: String) -> String {
    var quoted = "\""
    for scalar in family.unicodeScalars {
      if scalar == "\"" || scalar == "\\" || scalar.value < 0x20 || scalar.value == 0x7F {
        quoted += "\\" + String(scalar.value, radix: 16) + " "
      } else {
        quoted.unicodeScalars.append(scalar)
      }
    }
    quoted += "\""
    let lowered = family.lowercased()
    let serif = lowered.contains("serif") && !lowered.contains("sans") || serifFamilies.contains(family)
    let generic = lowered.contains("mono") ? "monospace" : serif ? "serif" : "sans-serif"
    return quoted + "," + (fallbacks[family].map { $0 + "," } ?? "") + generic
  }

  /// Serif families whose names do not say so.
  static let serifFamilies: Set<String> = ["Linux Libertine O"]

  /// Families whose widths come close to each built-in typeface's, tried before the generic
  /// family on systems without it: DejaVu descends from Bitstream Vera, whose widths Verdana's
  /// and Georgia's follow; Inter's are near Helvetica's and Arial's.
  static let fallbacks: [String: String] = [
    "DejaVu Sans": "\"Bitstream Vera Sans\",Verdana",
    "DejaVu Serif": "\"Bitstream Vera Serif\",Georgia",
    "DejaVu Sans Mono": "\"Bitstream Vera Sans Mono\",Menlo,Consolas",
    "Inter": "\"Helvetica Neue\",Helvetica,Arial",
    "Linux Libertine O": "\"Linux Libertine\",\"Libertinus Serif\",Georgia",
  ]
}
