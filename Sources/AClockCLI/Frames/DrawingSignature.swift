import ClockGeometry
import ClockRender
import Foundation

/// Everything that decides how a timeline's frames look, as one line of text: the format, the
/// side, the zones, the face options with every number and colour of the style, the colours
/// drawn with, the background and the font files. Two runs with the same signature draw the same
/// frame for the same instant, so `--resume` may keep what the first one wrote.
///
/// Written out by hand, field by field, rather than with `String(describing:)`: the theme keeps
/// its colours in a dictionary, whose order changes from one process to the next.
struct DrawingSignature: Equatable {
  let text: String

  init(layout: FrameLayout, format: FrameFormat) {
    let face = layout.face, style = face.style, renderer = layout.renderer
    var parts: [String] = ["format=\(format.rawValue)", "side=\(layout.side)"]
    parts.append("zones=" + layout.timeZones.map(\.identifier).joined(separator: ","))
    parts.append("dial=\(face.dial.hoursPerTurn) numerals=\(face.numerals.rawValue) second=\(face.secondHand.rawValue)")
    parts.append("label=\(face.label.rawValue) shadow=\(face.shadow) minute=\(face.minuteHand.rawValue) pixelSide=\(face.pixelSide.map(String.init) ?? "-")")
    parts.append("style=\(style.name) turn=\(style.secondHandTurn) styleShadow=\(style.shadow)")
    let dial = style.dial
    parts.append("rim=\(dial.rim) cap=\(dial.cap) numeralReach=\(dial.numeralReach) numeralSize=\(dial.numeralSize) numeralBold=\(dial.numeralBold)")
    parts.append("minuteTicks=" + (dial.minuteTicks.map { "\($0.inner),\($0.outer),\($0.width)" } ?? "none"))
    parts.append("hourTicks=\(dial.hourTicks.inner),\(dial.hourTicks.outer),\(dial.hourTicks.width)")
    for (name, hand) in [("hour", style.hourHand), ("minute", style.minuteHand), ("second", style.secondHand)] {
      parts.append("\(name)Hand=\(hand.outline.rawValue),\(hand.length),\(hand.tail),\(hand.width),\(hand.tipWidth),\(hand.counterweight),\(hand.tipDisc)")
    }
    let theme = renderer.theme
    parts.append("theme=\(theme.name.rawValue) backdrop=\(theme.backdrop)")
    parts.append("colors=" + SceneRole.allCases.map { "\($0.rawValue):\(theme.color(for: $0))" }.joined(separator: ","))
    parts.append("background=" + (renderer.background.map(\.description) ?? "-"))
    parts.append("font=\(renderer.typeface.regularFile),\(renderer.typeface.boldFile)")
    text = parts.joined(separator: " ")
  }

  init(text: String) { self.text = text }
}
