import AClockValues
import ClockGeometry
import ClockRender
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Everything that decides what a timeline's frames show, as text: the schedule (range, step,
/// first zone), the format, the side, the zones, the face options, the theme variant and
/// background, and the whole style (with the font files) as a style file. Two runs with the
/// same signature draw the same frames, so `--resume` may keep what the first one wrote.
///
/// The style is written by `ClockStyle.fileText`, which lists every key the style file format
/// has (a test parses it back for every built-in style), not by `String(describing:)`: the
/// theme keeps its colours in a dictionary, whose order changes from one process to the next.
package struct DrawingSignature: Equatable {
  package let text: String

  /// The signature of frames of `range`, whose schedule is every `every` (nil: every minute of
  /// the first zone), named by `names`, drawn with `layout` as `format`.
  package init(layout: FrameLayout, format: FrameFormat, range: FrameRange, every: Duration?, names: FrameNames) {
    let face = layout.face, pictures = layout.pictures
    let schedule: [String]
    switch range.entries {
    case .schedule(let from, let to, _):
      // Frame number n shows the schedule's n-th entry from `from`: the range and the step decide
      // which instant a file shows. frames has no --anchor: an interval's anchor is local
      // midnight of from's day in the first zone, so from, the step and the zones fix it.
      let step = every.map { "\($0.components.seconds)s\($0.components.attoseconds)as" } ?? "minute"
      schedule = ["from=" + Self.exact(from), "to=" + Self.exact(to), "every=" + step]
    case .listed(let lines):
      // Which file shows which instant: each frame's name and exact instant, hashed (a record
      // of a million lines would be tens of MB).
      var hash = ContentHash()
      for (index, line) in lines.enumerated() {
        hash.combine(Array((names.name(of: index, at: line.instant) + "\u{0}" + Self.exact(line.instant) + "\u{0}").utf8))
      }
      let hex = String(hash.value, radix: 16)
      schedule = ["instants=\(lines.count)", "instantsHash=" + String(repeating: "0", count: 16 - hex.count) + hex]
    }
    let options = schedule + [
      "format=\(format.rawValue)", "side=\(layout.side)", "zones=" + layout.timeZones.map(\.identifier).joined(separator: ","),
      "dial=\(face.dial.hoursPerTurn)", "numerals=\(face.numerals.rawValue)", "second=\(face.secondHand.rawValue)",
      "label=\(face.label.rawValue)", "shadow=\(face.shadow)", "minute=\(face.minuteHand.rawValue)",
      "pixelSide=\(face.pixelSide.map(String.init) ?? "-")", "theme=\(pictures.variant.rawValue)",
      "background=" + (pictures.look.background.map(\.description) ?? "-"),
    ] + Self.form(face.drawnStyle.form)
      + (layout.canvas.size.map { ["canvas=\($0.width)x\($0.height)"] } ?? [])
      + (layout.canvas.rotation == .none ? [] : ["rotate=\(layout.canvas.rotation.degrees)"])
      + (pictures.gray.map { gray in
        ["palette=\(gray.quantizer.palette.count)", "dither=\(gray.quantizer.dithering.rawValue)", "invert=\(gray.inverted)"]
      } ?? [])
    // SVG frames: aclock's own writer (version 2; cairo's SVGs were 1), its text mode, a
    // given id prefix, and the dark variant of --theme auto (the style's dark colours are in
    // its text below).
    let svg = format == .svg ? [
      "svg=2", "svgText=\(layout.svg.text.rawValue)",
      "svgID=" + { if case .fixed(let prefix) = layout.svg.idPrefix { prefix } else { "-" } }(),
    ] + (layout.svg.followsColorScheme ? ["svgDark=auto"] : []) : []
    // The font files the renderer draws with, as earlier versions recorded them (their styles
    // named the files); one line: the record file holds a header line and the signature.
    var style = face.style
    style.typeface = FontResolver().resolved(style.typeface)
    text = (options + svg + [style.fileText]).joined(separator: " ").replacing("\n", with: "; ")
  }

  /// The rung of the size ladder the frames are drawn on, unless full. Earlier runs wrote
  /// "iconPaint=toned" for an icon (one of 0.2.0 painted untoned marks) and nothing for a
  /// 72–159 px dial, which they drew full: neither matches a run drawn on the ladder.
  private static func form(_ form: DialForm) -> [String] {
    form == .full ? [] : ["form=\(form.rawValue)"]
  }

  /// An instant in UTC to the nanosecond.
  private static func exact(_ instant: Date) -> String {
    LocalTime(instant, in: .utc).iso8601String(fractionDigits: 9)
  }
}
