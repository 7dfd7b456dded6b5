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
      discussion: """
        ISO 8601 with Z or an offset (2024-06-15T09:15:30.5Z), @UNIXSECONDS (@1718442930.5), \
        or a local time today HH:MM[:SS[.fff]] in the chosen time zone.
        """,
      valueName: "instant"
    ),
    transform: OptionValueHint.transform(InstantSpec.init(parsing:))
  )
  var at: InstantSpec?

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

  /// The instant to show: `--at` resolved in the zone, or `now`.
  func instant(now: Date) -> Date {
    at?.resolve(in: timeZone.timeZone, now: now) ?? now
  }
}
