import ArgumentParser
import ClockGeometry
import ClockSchedule
import Foundation

/// `--every`, `--every-minute`, `--count` and `--speed`: when a live command acts, shared by
/// `aclock ticks` and the live picture mode so the same schedule means the same ticks.
struct ScheduleOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp("Tick every DURATION (500ms, 1.5s, 5m, 1h30m, 01:30:00).", valueName: "duration"),
    transform: OptionValueHint.transform(DurationSpec.init(parsing:))
  )
  var every: DurationSpec?

  @Flag(help: "Tick at the start of every local minute.")
  var everyMinute = false

  @Option(help: ArgumentHelp("Stop after this many ticks.", valueName: "n"))
  var count: Int?

  @Option(help: ArgumentHelp("Run displayed time this many times as fast as real time (live only; at most 1000000).", valueName: "factor"))
  var speed: Double?

  /// The fastest `--speed`: a displayed millisecond per nanosecond of real time, the finest
  /// step a wait can take. Faster, a millisecond schedule's entries could no longer each get a
  /// wake-up of their own, and far faster (10¹⁸) displayed time outruns the precision of `Date`
  /// and the ticker could no longer tell one entry from the next.
  static let fastestSpeed = 1_000_000.0

  func validate() throws {
    if every != nil && everyMinute {
      throw ValidationError("choose one schedule: --every or --every-minute")
    }
    if let count, count < 1 {
      throw ValidationError("--count must be at least 1, not \(count)")
    }
    if let speed, !(speed > 0 && speed <= Self.fastestSpeed) {
      throw ValidationError("--speed must be a number above 0 and at most 1000000, not \(speed)")
    }
  }

  /// Whether any schedule option was given.
  var isSet: Bool { every != nil || everyMinute }

  /// `--every-minute`, or `--every` (default `fallback`) anchored at `anchor`, or without one at
  /// local midnight of the start day, so `--every 1s` ticks on whole seconds and `--every 1h`
  /// on the local hours.
  func schedule(startingAt start: Date, in timeZone: TimeZone, anchor: Date? = nil, fallback: Duration = .seconds(1)) -> TickSchedule {
    if everyMinute { return .everyMinute(in: timeZone) }
    let startDay = LocalTime(start, in: timeZone)
    let midnight = LocalTime(year: startDay.year, month: startDay.month, day: startDay.day, hour: 0, minute: 0, second: 0)
    return .periodic(from: anchor ?? midnight.instant(in: timeZone), by: every?.duration ?? fallback)
  }

  /// The wall clock a live run shows: real time, or displayed time starting at `start` and
  /// running `--speed` times as fast when the start was given (`--at`, `--from`) or sped up.
  func wallClock(start: Date, startWasGiven: Bool) -> WallClock {
    guard startWasGiven || speed != nil else { return .system }
    return WallClock.system.scaled(by: speed ?? 1, from: start)
  }
}
