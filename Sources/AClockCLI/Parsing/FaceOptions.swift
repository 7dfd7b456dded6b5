import Foundation
import ArgumentParser
import ClockGeometry

extension NumeralStyle: ExpressibleByArgument {}
extension DialKind: ExpressibleByArgument {
  /// Exactly `12` or `24`: read as an integer, `012` or `+24` would pass too.
  public init?(argument: String) {
    switch argument {
    case "12": self = .twelveHour
    case "24": self = .twentyFourHour
    default: return nil
    }
  }
}
extension ClockFaceOptions.Label: ExpressibleByArgument {}

/// How the face looks: shared by every command that draws a clock, so `--theme dark` means the
/// same in a PNG, a terminal and a timeline.
struct FaceOptions: ParsableArguments {
  @OptionGroup var colors: ColorOptions

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

  func validate() throws {
    if noSeconds && sweep {
      throw ValidationError("--sweep moves the second hand, and --no-seconds removes it; choose one")
    }
  }

  /// The theme given, or `fallback` (see ``ColorOptions/theme(default:)``).
  func theme(default fallback: ClockTheme.Name) -> ClockTheme { colors.theme(default: fallback) }

  /// The `--background` given.
  var background: BackgroundSpec? { colors.background }

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

