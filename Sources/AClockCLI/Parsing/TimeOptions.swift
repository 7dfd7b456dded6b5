import ArgumentParser
import ClockGeometry
import Foundation

/// `--at` and `--timezone`, shared by every command that shows a time, so the same value means
/// the same instant everywhere.
struct TimeOptions: ParsableArguments {
  @Option(
    name: .customLong("at"),
    help: ArgumentHelp(
      "The instant to show (default: now).",
      discussion: InstantSpec.acceptedForms,
      valueName: "instant"
    ),
    transform: OptionValueHint.transform(InstantSpec.init(parsing:))
  )
  var at: InstantSpec?

  @OptionGroup var zone: ZoneOptions

  /// The zone given with `--timezone`/`--tz` (default: local).
  var timeZone: TimeZoneSpec { zone.timeZone }

  /// The instant to show: `--at` resolved in the zone, or `now`.
  func instant(now: Date) -> Date {
    at?.resolve(in: timeZone.timeZone, now: now) ?? now
  }
}
