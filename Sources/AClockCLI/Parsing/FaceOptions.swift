#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AClockValues
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
package struct FaceOptions: ParsableArguments {
  /// The options unset; ArgumentParser fills them (package, so other targets can parse them).
  package init() {}

  @OptionGroup package var look: StyleOptions

  @Option(help: "Hour numerals: arabic, roman (IIII for four) or none (default: the style's).")
  var numerals: NumeralStyle?

  @Option(help: ArgumentHelp("Hours per turn of the hour hand: 12, or 24 (midnight at the top).", valueName: "12|24"))
  var dial: DialKind = .twelveHour

  @Option(help: "Text inside the face: none, time (HH:MM:SS), zone (the city), both, date (YYYY-MM-DD Www) or 12h (h:MM:SS AM); a world clock writes the time and city under each face.")
  var label: ClockFaceOptions.Label = .none

  @Option(
    help: ArgumentHelp(
      "Complications on the dial, in pictures: some of \(ComplicationListSpec.accepted) (a date window at 3, a 24-hour day-and-night dial at 9, the moon at 6, a second-zone hand on a 24-hour scale), or none (default: the style's).",
      valueName: "list"),
    transform: OptionValueHint.transform(ComplicationListSpec.init(parsing:)))
  var complications: ComplicationListSpec?

  @Option(
    name: .customLong("gmt-zone"),
    help: ArgumentHelp(
      "The zone a second-zone (GMT) hand shows, once round a day against a 24-hour scale; adds gmt to the complications, the style's or those given (default with gmt: UTC).",
      discussion: TimeZoneSpec.acceptedForms,
      valueName: "zone"),
    completion: TimeZoneSpec.completion,
    transform: OptionValueHint.transform(TimeZoneSpec.init(parsing:)))
  var gmtZone: TimeZoneSpec?

  @Flag(name: .customLong("no-seconds"), help: "Leave out the second hand.")
  var noSeconds = false

  @Flag(help: "Sweep the second hand smoothly instead of ticking.")
  var sweep = false

  @Flag(help: "Show the second hand on icons too (pictures under 72 px leave it out).")
  var seconds = false

  @Flag(name: .customLong("no-shadow"), help: "Draw the hands without their shadow.")
  var noShadow = false

  /// Refuses a second hand both removed and shown or swept.
  package func validate() throws {
    if noSeconds && sweep {
      throw ValidationError("--sweep moves the second hand, and --no-seconds removes it; choose one")
    }
    if noSeconds && seconds {
      throw ValidationError("--seconds shows the second hand, and --no-seconds removes it; choose one")
    }
  }

  /// The theme given, or `fallback` (see ``StyleOptions/theme(default:)``).
  func theme(default fallback: ClockTheme.Name) -> ClockTheme { look.theme(default: fallback) }

  /// The `--background` given.
  var background: BackgroundSpec? { look.background }

  /// How often the face changes when nothing else is asked for: every second, or every minute
  /// without a second hand (the time label then shows HH:MM too).
  package var redrawInterval: Duration {
    noSeconds ? .seconds(60) : .seconds(1)
  }

  /// The face options these flags describe, for pictures `side` pixels square (nil: the
  /// terminal). An icon (under 72 px) leaves out the second hand unless `--seconds` or
  /// `--sweep` asks for it.
  package func faceOptions(side: Int? = nil) -> ClockFaceOptions {
    let style = look.clockStyle
    let isIcon = side.map { $0 < ClockStyle.iconThreshold } ?? false
    let secondHand: ClockFaceOptions.SecondHand =
      noSeconds || (isIcon && !seconds && !sweep) ? .hidden : (sweep ? .sweeping : .ticking)
    var options = ClockFaceOptions(style: style, dial: dial, secondHand: secondHand, label: label, pixelSide: side)
    if let numerals { options.numerals = numerals }
    if noShadow { options.shadow = false }
    if let complications { options.complications = complications.complications }
    if let gmtZone {
      options.secondZone = gmtZone.timeZone
      if !options.complications.contains(.gmt) { options.complications.append(.gmt) }
    }
    return options
  }
}

