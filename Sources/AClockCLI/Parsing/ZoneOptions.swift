import ArgumentParser
import Foundation

/// `--timezone`/`--tz`, the zones whose wall clocks a command shows: part of ``TimeOptions``,
/// and used alone by commands that take no `--at` (`aclock ticks`).
///
/// The option repeats: several zones make a world clock where a command can show one (the
/// terminal clock, pictures, frames); commands that show a single zone call ``single(in:)``.
struct ZoneOptions: ParsableArguments {
  @Option(
    name: [.customLong("timezone"), .customLong("tz")],
    help: ArgumentHelp(
      "The time zone whose wall clock to show; repeat it for a world clock.",
      discussion: "An IANA name (Europe/Berlin), UTC, local (honours TZ), or an offset (+05:45).",
      valueName: "zone"
    ),
    transform: OptionValueHint.transform(TimeZoneSpec.init(parsing:))
  )
  var timeZones: [TimeZoneSpec] = []

  /// The first zone given (default: local): the one `--at` is read in.
  var timeZone: TimeZoneSpec { timeZones.first ?? .local }

  /// Every zone given, in order; just local when none was.
  var all: [TimeZoneSpec] { timeZones.isEmpty ? [.local] : timeZones }

  /// The one zone of a command that cannot show several.
  func single(in command: String) throws(CLIError) -> TimeZoneSpec {
    guard timeZones.count <= 1 else {
      throw .badUsage("\(command) shows one time zone; --timezone was given \(timeZones.count) times")
    }
    return timeZone
  }
}
