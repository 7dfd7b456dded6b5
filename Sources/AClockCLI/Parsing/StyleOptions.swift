import AClockValues
import ArgumentParser
import ClockGeometry
import ClockRender
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--style`, `--theme`, `--background` and `--font`: the look of every dial a command draws
/// (clocks, stopwatches, timers), in pictures and in the terminal.
package struct StyleOptions: ParsableArguments {
  /// The options unset; ArgumentParser fills them (package, so other targets can parse them).
  package init() {}

  @Option(help: StyleSpec.help, completion: StyleSpec.completion, transform: StyleSpec.init(parsing:))
  var style: StyleSpec?

  @Option(help: "The style's light or dark variant, or auto (default: light for pictures, dark in the terminal; auto: SVG and HTML follow the viewer's preference, other outputs the default).")
  var theme: ThemeChoice?

  @Option(
    help: ArgumentHelp("Fill around the face: #RRGGBB, #RRGGBBAA, a CSS name or transparent (default: the style's).", valueName: "color"),
    transform: OptionValueHint.transform(BackgroundSpec.init(parsing:))
  )
  var background: BackgroundSpec?

  @Option(
    help: ArgumentHelp("Typeface of numerals and labels: a font file, or a family under /usr/share/fonts ('DejaVu Serif').", valueName: "family|file"),
    transform: FontSpec.init(parsing:))
  var font: FontSpec?

  /// The style given (classic by default), with `--font`'s typeface.
  var clockStyle: ClockStyle {
    var style = style?.style ?? .classic
    if let font { style.typeface = font.typeface }
    return style
  }

  /// The colours of the style's variant given, or `fallback`: pictures default to light, the
  /// terminal to dark, since most terminals are dark.
  func theme(default fallback: ClockTheme.Name) -> ClockTheme {
    clockStyle.theme(theme?.variant ?? fallback)
  }

  /// Whether SVG and HTML viewers that prefer a dark scheme get the dark colours (`--theme auto`).
  package var followsViewerScheme: Bool { theme == .auto }

  /// The picture renderer painting `look` (a face's: an icon's is toned) with `--background`, in
  /// the variant given (light unless `--theme` says otherwise).
  package func pictures(painting look: ClockLook) -> PictureRenderer {
    var look = look
    look.background = background?.color
    return PictureRenderer(look: look, variant: theme?.variant ?? .light)
  }
}

extension StyleSpec {
  /// `--style`'s help, the same in every command that takes it.
  static let help = ArgumentHelp(
    "A built-in style (\(ClockStyle.builtInNames.joined(separator: ", "))) or a style file; see 'aclock styles'.",
    valueName: "name|file")
  /// `--style` completes the built-in names (a file completes as a path).
  static let completion = CompletionKind.list(ClockStyle.builtInNames)
}
