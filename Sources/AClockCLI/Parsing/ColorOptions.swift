import ArgumentParser
import ClockGeometry
import Foundation

extension ClockTheme.Name: ExpressibleByArgument {}

/// `--theme` and `--background`: the colours of every dial a command draws (clocks,
/// stopwatches, timers), in pictures and in the terminal.
struct ColorOptions: ParsableArguments {
  @Option(help: "Colour theme: light or dark (default: light for pictures, dark in the terminal).")
  var theme: ClockTheme.Name?

  @Option(
    help: ArgumentHelp("Fill around the face: #RRGGBB, #RRGGBBAA or transparent (default: the theme's).", valueName: "color"),
    transform: OptionValueHint.transform(BackgroundSpec.init(parsing:))
  )
  var background: BackgroundSpec?

  /// The theme given, or `fallback`: pictures default to light, the terminal to dark, since
  /// most terminals are dark.
  func theme(default fallback: ClockTheme.Name) -> ClockTheme {
    .named(theme ?? fallback)
  }
}

/// The value of `--background`.
struct BackgroundSpec: Sendable, Equatable {
  let color: RGBAColor

  init(parsing text: String) throws(OptionValueError) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    // The library forgives a missing `#`; on the command line `fff` is more likely a typo or a
    // name than a colour, so the `#` is required.
    guard trimmed.hasPrefix("#") || trimmed.lowercased() == "transparent", let color = RGBAColor(parsing: trimmed) else {
      throw .color(text)
    }
    self.color = color
  }
}
