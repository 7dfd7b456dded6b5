import ClockGeometry
import ClockRender
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Everything that decides how a timeline's frames look, as text: the format, the side, the
/// zones, the face options, the theme variant and background, and the whole style (with the
/// font files) as a style file. Two runs with the same signature draw the same frame for the
/// same instant, so `--resume` may keep what the first one wrote.
///
/// The style is written by `ClockStyle.fileText`, which lists every key the style file format
/// has (a test parses it back for every built-in style), not by `String(describing:)`: the
/// theme keeps its colours in a dictionary, whose order changes from one process to the next.
struct DrawingSignature: Equatable {
  let text: String

  init(layout: FrameLayout, format: FrameFormat) {
    let face = layout.face, renderer = layout.renderer
    let options = [
      "format=\(format.rawValue)", "side=\(layout.side)", "zones=" + layout.timeZones.map(\.identifier).joined(separator: ","),
      "dial=\(face.dial.hoursPerTurn)", "numerals=\(face.numerals.rawValue)", "second=\(face.secondHand.rawValue)",
      "label=\(face.label.rawValue)", "shadow=\(face.shadow)", "minute=\(face.minuteHand.rawValue)",
      "pixelSide=\(face.pixelSide.map(String.init) ?? "-")", "theme=\(renderer.theme.name.rawValue)",
      "background=" + (renderer.background.map(\.description) ?? "-"),
    ]
    // SVG frames: aclock's own writer (version 2; cairo's SVGs were 1), its text mode, a
    // given id prefix, and the dark variant of --theme auto (the style's dark colours are in
    // its text below).
    let svg = format == .svg ? [
      "svg=2", "svgText=\(layout.svg.text.rawValue)",
      "svgID=" + { if case .fixed(let prefix) = layout.svg.idPrefix { prefix } else { "-" } }(),
    ] + (layout.svg.darkTheme == nil ? [] : ["svgDark=auto"]) : []
    // One line: the record file holds a header line and the signature.
    text = (options + svg + [face.style.fileText]).joined(separator: " ").replacing("\n", with: "; ")
  }

  init(text: String) { self.text = text }
}
