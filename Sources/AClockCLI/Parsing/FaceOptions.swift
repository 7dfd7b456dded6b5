import Foundation
import ArgumentParser
import ClockGeometry

extension ClockTheme.Name: ExpressibleByArgument {}
extension NumeralStyle: ExpressibleByArgument {}
extension DialKind: ExpressibleByArgument {}
extension ClockFaceOptions.Label: ExpressibleByArgument {}

/// How the face looks: shared by every command that draws a clock, so `--theme dark` means the
/// same in a PNG, a terminal and a timeline.
struct FaceOptions: ParsableArguments {
  @Option(help: "Colour theme: light or dark (default: light for pictures, dark in the terminal).")
  var theme: ClockTheme.Name?

  @Option(help: "Hour numerals: arabic, roman (with IIII) or none.")
  var numerals: NumeralStyle = .arabic

  @Option(help: ArgumentHelp("Hours per turn of the hour hand: 12, or 24 (midnight at the top).", valueName: "12|24"))
  var dial: DialKind = .twelveHour

  @Option(help: "Text inside the face: none, time (HH:MM:SS), zone (the city), or both.")
  var label: ClockFaceOptions.Label = .none

  @Flag(name: .customLong("no-seconds"), help: "Leave out the second hand.")
  var noSeconds = false

  @Flag(help: "Sweep the second hand smoothly instead of ticking.")
  var sweep = false

  @Flag(name: .customLong("no-shadow"), help: "Draw the hands without their shadow.")
  var noShadow = false

  @Option(
    help: ArgumentHelp("Fill around the face: #RRGGBB, #RRGGBBAA or transparent (default: the theme's).", valueName: "color"),
    transform: OptionValueHint.transform(BackgroundSpec.init(parsing:))
  )
  var background: BackgroundSpec?

  func validate() throws {
    if noSeconds && sweep {
      throw ValidationError("--sweep moves the second hand, and --no-seconds removes it; choose one")
    }
  }

  /// The theme given, or `fallback`: pictures default to light, the terminal to dark, since
  /// most terminals are dark.
  func theme(default fallback: ClockTheme.Name) -> ClockTheme {
    .named(theme ?? fallback)
  }

  /// How often the face changes when nothing else is asked for: every second, or every minute
  /// without a second hand (the time label then shows HH:MM too).
  var redrawInterval: Duration {
    noSeconds ? .seconds(60) : .seconds(1)
  }

  /// The face options these flags describe.
  var faceOptions: ClockFaceOptions {
    ClockFaceOptions(
      dial: dial, numerals: numerals,
      secondHand: noSeconds ? .hidden : (sweep ? .sweeping : .ticking),
      label: label, shadow: !noShadow)
  }
}

/// The value of `--background`.
struct BackgroundSpec: Sendable, Equatable {
  let color: RGBAColor

  init(parsing text: String) throws(OptionValueError) {
    guard let color = RGBAColor(parsing: text.trimmingCharacters(in: .whitespaces)) else { throw .color(text) }
    self.color = color
  }
}
