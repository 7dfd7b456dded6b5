import AClockValues
import ArgumentParser
import ClockGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--at` and `--timezone`, shared by every command that shows a time, so the same value means
/// the same instant everywhere. `Zones` is ``ZoneOptions`` where the command can show several
/// zones and ``ZoneOption`` where it shows one.
package struct TimeOptions<Zones: ZoneSelection>: ParsableArguments {
  /// The options unset; ArgumentParser fills them (package, so other targets can parse them).
  package init() {}

  @Option(
    name: .customLong("at"),
    help: ArgumentHelp(
      "The instant to show (default: now).",
      discussion: InstantSpec.acceptedForms,
      valueName: "instant"
    ),
    transform: OptionValueHint.transform(InstantSpec.init(parsing:))
  )
  package var at: InstantSpec?

  @OptionGroup package var zone: Zones

  /// The zone `--at` is read in: the one given with `--timezone`/`--tz`, or the first of
  /// several (default: local).
  var timeZone: TimeZoneSpec { zone.timeZone }

  /// The instant to show: `--at` resolved in the zone, or `now`.
  func instant(now: Date) -> Date {
    at?.resolve(in: timeZone.timeZone, now: now) ?? now
  }
}
