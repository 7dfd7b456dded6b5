import AClockPresentations
import AClockRuntime
import AClockValues
import ArgumentParser
import ClockGeometry
import ClockSchedule
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--every` and `--every-minute`: which entries a command acts on, shared by `aclock ticks`,
/// the clock (live pictures and the terminal) and `aclock frames`, so the same schedule means
/// the same entries everywhere. How long a live run goes on is ``LiveRunOptions``.
struct ScheduleOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp("Tick every DURATION (500ms, 1.5s, 5m, 1h30m, 01:30:00).", valueName: "duration"),
    transform: OptionValueHint.transform(DurationSpec.init(parsing:))
  )
  var every: DurationSpec?

  @Flag(help: "Tick at the start of every local minute.")
  var everyMinute = false

  func validate() throws {
    if every != nil && everyMinute {
      throw ValidationError("choose one schedule: --every or --every-minute")
    }
  }

  /// Whether any schedule option was given.
  var isSet: Bool { every != nil || everyMinute }

  /// `--every-minute`, or `--every` (default `fallback`) anchored at `anchor`, or without one at
  /// local midnight of the start day, so `--every 1s` ticks on whole seconds and `--every 1h`
  /// on the local hours.
  func schedule(startingAt start: Date, in timeZone: ZoneRules, anchor: Date? = nil, fallback: Duration = .seconds(1)) -> TickSchedule {
    if everyMinute { return .everyMinute(in: timeZone) }
    let midnight = LocalTime(start, in: timeZone).startOfDay
    return .periodic(from: anchor ?? midnight.instant(in: timeZone), by: every?.duration ?? fallback)
  }

  /// The paces of the live terminal clock started at `start` in `timeZone` (whole seconds and
  /// minutes counted from its local midnight, as ``schedule(startingAt:in:anchor:fallback:)``
  /// counts them), sweeping `frameInterval` apart.
  func pace(startingAt start: Date, in timeZone: ZoneRules, frameInterval: Duration) -> ClockPace {
    ClockPace(
      given: isSet ? schedule(startingAt: start, in: timeZone) : nil,
      // Without --every and --every-minute, the fallback is the period.
      everySecond: schedule(startingAt: start, in: timeZone, fallback: .seconds(1)),
      everyMinute: schedule(startingAt: start, in: timeZone, fallback: .seconds(60)),
      sweeping: .animation(minimumInterval: frameInterval))
  }
}
