import AClockValues
import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--timezone`/`--tz`, repeatable: the zones whose wall clocks a command shows, for the commands
/// that can show several (the clock and `aclock frames` as a world clock, `aclock angles` as a
/// line per zone). Commands that show one zone take ``ZoneOption`` instead, so their help does
/// not offer a repeat they would refuse.
package struct ZoneOptions: ParsableArguments, ZoneSelection {
  /// The options unset; ArgumentParser fills them (package, so other targets can parse them).
  package init() {}

  @Option(
    name: TimeZoneSpec.optionNames,
    help: ArgumentHelp(
      "A time zone whose wall clock to show; repeat it to show several, in order (default: local).",
      discussion: TimeZoneSpec.acceptedForms,
      valueName: "zone"
    ),
    completion: TimeZoneSpec.completion,
    transform: OptionValueHint.transform(TimeZoneSpec.init(parsing:))
  )
  var timeZones: [TimeZoneSpec] = []

  /// The first zone given (default: local): the one `--at` is read in.
  package var timeZone: TimeZoneSpec { timeZones.first ?? .local }

  /// Every zone given, in order; just local when none was.
  package var all: [TimeZoneSpec] { timeZones.isEmpty ? [.local] : timeZones }
}
