import AClockValues
import ArgumentParser
import ClockGeometry
import ClockRender

// The option values' parsers live in AClockValues, which does not link ArgumentParser (a server
// can parse the same values); here they become arguments.

extension ThemeChoice: ExpressibleByArgument {}
extension TickFormat: ExpressibleByArgument {}
extension FrameFormat: ExpressibleByArgument {}
extension PictureRotation: ExpressibleByArgument {}
extension ColorChoice: ExpressibleByArgument {}
extension PaletteChoice: ExpressibleByArgument {}
extension FrameNaming: ExpressibleByArgument {}
extension Dithering: ExpressibleByArgument {}
extension StatusOutput: ExpressibleByArgument {
  /// `--status` alone means `--status text` (see ``OmittableValue``).
  static let omittable = OmittableValue(option: "--status", values: allCases.map(\.rawValue), fallback: text.rawValue)
}

extension TimeZoneSpec {
  /// The option's names, the same in every command: `--timezone` and its short form `--tz`.
  static let optionNames: NameSpecification = [.customLong("timezone"), .customLong("tz")]

  /// Completions for the option: `local`, `UTC` and every zone name of the system's database,
  /// asked of aclock when the shell completes (so a tzdata update shows without reinstalling).
  static let completion = CompletionKind.custom { _, _, prefix in
    (["local", "UTC"] + ZoneRules.knownIdentifiers).filter { $0.hasPrefix(prefix) }
  }
}
