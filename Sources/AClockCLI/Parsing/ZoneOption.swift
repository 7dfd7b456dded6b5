import AClockValues
import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--timezone`/`--tz`, once: the zone of a command that shows one (the stopwatch, the timers,
/// `aclock ticks`): the zone local times such as `--at 09:15` are read in and instants are
/// shown in. As with any single-valued option, the last one given wins.
struct ZoneOption: ParsableArguments, ZoneSelection {
  @Option(
    name: TimeZoneSpec.optionNames,
    help: ArgumentHelp(
      "The time zone of local times, in values and in what is shown (default: local).",
      discussion: TimeZoneSpec.acceptedForms,
      valueName: "zone"
    ),
    completion: TimeZoneSpec.completion,
    transform: OptionValueHint.transform(TimeZoneSpec.init(parsing:))
  )
  var given: TimeZoneSpec?

  /// The zone given, or local.
  package var timeZone: TimeZoneSpec { given ?? .local }
}
