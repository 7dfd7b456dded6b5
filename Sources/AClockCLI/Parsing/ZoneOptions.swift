import ArgumentParser
import Foundation

/// `--timezone`/`--tz`, the zone whose wall clock a command shows: part of ``TimeOptions``, and
/// used alone by commands that take no `--at` (`aclock ticks`).
struct ZoneOptions: ParsableArguments {
  @Option(
    name: [.customLong("timezone"), .customLong("tz")],
    help: ArgumentHelp(
      "The time zone whose wall clock to show.",
      discussion: "An IANA name (Europe/Berlin), UTC, local (honours TZ), or an offset (+05:45).",
      valueName: "zone"
    ),
    transform: OptionValueHint.transform(TimeZoneSpec.init(parsing:))
  )
  var timeZone: TimeZoneSpec = .local
}
