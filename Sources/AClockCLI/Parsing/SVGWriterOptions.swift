import AClockRuntime
import AClockValues
import ArgumentParser
import ClockGeometry
import ClockRender

extension SVGOptions.TextMode: ExpressibleByArgument {}

/// `--svg-text` and `--svg-id`: how aclock writes SVG pictures and frames.
package struct SVGWriterOptions: ParsableArguments {
  /// The options unset; ArgumentParser fills them (package, so other targets can parse them).
  package init() {}

  // Optional, so that giving it without an SVG output can be refused.
  @Option(help: ArgumentHelp(
    "SVG numerals and labels: text (in the style's font; the default) or outline (glyph shapes, exact without the font).",
    valueName: "mode"))
  var svgText: SVGOptions.TextMode?

  @Option(
    help: ArgumentHelp(
      "Start every id of the SVG with this prefix (default: one derived from the content).", valueName: "prefix"),
    transform: OptionValueHint.transform(Self.prefix(parsing:)))
  var svgID: String?

  /// Whether either option was given.
  var isSet: Bool { svgText != nil || svgID != nil }

  /// The writer's options, with `motion` and, for `--theme auto`, `followsColorScheme`; a derived prefix
  /// takes the process's next serial number (see ``SVGIDPrefix``), so make them once per
  /// picture job or frame run; or give the `serial` (a server's pictures all take 0, as a
  /// one-shot command does).
  package func options(motion: SVGOptions.Motion = .still, followsColorScheme: Bool = false, serial: UInt64? = nil) -> SVGOptions {
    SVGOptions(
      text: svgText ?? .text, idPrefix: svgID.map(SVGIDPrefix.fixed) ?? .derived(serial: serial ?? SVGIDPrefix.nextSerial()),
      motion: motion, followsColorScheme: followsColorScheme)
  }

  /// Refuses the options when nothing is written as SVG.
  package func validate(writesSVG: Bool) throws(CLIError) {
    if isSet && !writesSVG {
      throw .badUsage("--svg-text and --svg-id shape SVG output; add --svg FILE (aclock frames: --format svg; the clock: --html FILE) or leave them out")
    }
  }

  /// The one parser of `--svg-id`.
  static func prefix(parsing text: String) throws(OptionValueError) -> String {
    guard let prefix = SVGIDPrefix.validated(text) else { throw .svgID(text) }
    return prefix
  }
}
