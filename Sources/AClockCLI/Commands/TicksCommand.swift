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

/// `aclock ticks`: the scheduler for shell scripts; one line per entry as it becomes due.
struct TicksCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "ticks",
    abstract: "Print instants on a schedule as they become due, without drift.",
    discussion: """
      Each line is printed (and flushed) when its instant arrives by the wall clock, within a \
      millisecond or so. Woken late (a suspended laptop), it prints only the newest due instant; \
      after a wall-clock step it re-aligns at the next tick.

      Schedules (choose one; default --every 1s): --every DURATION gives anchor + k·DURATION, \
      anchored without --anchor at local midnight of the start day in the zone, so --every 1s \
      ticks on whole seconds and --every 1h on the local hours; the first line is the latest \
      instant at or before the start (before a future --anchor: the start itself, then the \
      anchor, …). --every-minute gives the starts of local minutes. --explicit gives the latest \
      past instant once, then each future one, then ends.

      DURATION: seconds (90, 1.5), units largest first (500ms, 1.5s, 5m, 1h30m), or \
      H:MM:SS / M:SS (01:30:00, 1:30).

      --from INSTANT --no-wait prints at once the entries a start at INSTANT gives: all of an \
      --explicit schedule, otherwise --count of them (default 10). --from without --no-wait \
      runs live from that displayed instant, advancing at --speed times real time.

      Stopped by SIGINT, SIGTERM or SIGHUP, it exits with 130, 143 or 129.
      """
  )

  @OptionGroup(title: "Schedule") var scheduling: ScheduleOptions
  @OptionGroup(title: "Schedule") var liveRun: LiveRunOptions

  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp("Tick at exactly these instants.", discussion: InstantSpec.acceptedForms, valueName: "instant"),
    transform: OptionValueHint.transform(InstantSpec.init(parsing:))
  )
  var explicit: [InstantSpec] = []

  @Option(
    help: ArgumentHelp("Anchor --every at this instant (default: local midnight of the start day).", valueName: "instant"),
    transform: OptionValueHint.transform(InstantSpec.init(parsing:))
  )
  var anchor: InstantSpec?

  @OptionGroup var zone: ZoneOption

  @Option(
    help: ArgumentHelp("Start the schedule at this instant instead of now.", valueName: "instant"),
    transform: OptionValueHint.transform(InstantSpec.init(parsing:))
  )
  var from: InstantSpec?

  @Flag(help: "With --from: print the entries at once instead of waiting for them.")
  var noWait = false

  @Option(help: "iso: ISO 8601 with milliseconds and the offset in the zone; unix: seconds with milliseconds.")
  var format: TickFormat = .iso

  /// Lines `--no-wait` writes at a time.
  static let linesPerWrite = 1024

  /// Lines printed by `--from … --no-wait` without `--count` when the schedule never ends.
  static let defaultNoWaitCount = 10

  func validate() throws {
    if scheduling.isSet && !explicit.isEmpty {
      throw ValidationError("choose one schedule: --every, --every-minute or --explicit")
    }
    if anchor != nil, scheduling.every == nil {
      throw ValidationError("--anchor applies to --every")
    }
    if noWait, from == nil {
      throw ValidationError("--no-wait needs --from INSTANT, the start to compute entries from")
    }
    if liveRun.speed != nil, noWait {
      throw ValidationError("--speed applies to live ticks, not --no-wait")
    }
  }

  func run() throws {
    let timeZone = zone.timeZone.timeZone
    let now = Date()
    let start = from?.resolve(in: timeZone, now: now) ?? now
    let schedule = explicit.isEmpty
      ? scheduling.schedule(startingAt: start, in: timeZone, anchor: anchor?.resolve(in: timeZone, now: now))
      : .explicit(explicit.map { $0.resolve(in: timeZone, now: now) })
    let count = liveRun.count
    if noWait {
      let limit = count ?? (explicit.isEmpty ? Self.defaultNoWaitCount : .max)
      // In batches: a --count of millions starts printing at once, in bounded memory (all
      // lines were joined first: --count 2147483648 ran for ever, printing nothing).
      var batch = ""
      for (index, entry) in schedule.entries(from: start).prefix(limit).enumerated() {
        batch += format.line(for: entry, in: timeZone) + "\n"
        if index % Self.linesPerWrite == Self.linesPerWrite - 1 {
          try StandardOutput.write(batch)
          batch = ""
        }
      }
      if !batch.isEmpty { try StandardOutput.write(batch) }
      return
    }
    let runner = LiveRunner(wallClock: liveRun.wallClock(start: start, startWasGiven: from != nil), count: count)
    try runner.runToExit(TickLines(changes: schedule, format: format, zone: timeZone))
  }
}
