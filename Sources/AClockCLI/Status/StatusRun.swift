import AClockPresentations
import AClockRuntime
import AClockValues
import ClockSchedule
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#endif

/// Prints a ``StatusSource``'s line whenever it changes: at once, then at each entry of its
/// schedule that changes it, each line one `write(2)` to stdout, so a status bar reading the
/// pipe gets it when it is due. The entries come from ``BlockingTicker``, which waits on the
/// wall clock and never drifts; a line equal to the previous one is not printed again.
enum StatusRun {
  /// Runs until the source is finished (then waits for its actions; with `holds`, goes on
  /// waiting for a signal or for stdout's reader to go), `count` lines are printed, or a signal
  /// ends the process.
  static func run(
    _ source: some StatusSource, output: StatusOutput, wallClock: WallClock = .system, count: Int? = nil, holds: Bool = false
  ) throws(CLIError) {
    try TerminationSignals.exitCleanly()
    var source = source
    var previous: String?
    var printed = 0
    /// Prints the line at `instant` if it changed; whether the run is over.
    func show(at instant: Date) throws(CLIError) -> Bool {
      source.actOnEvents(at: instant)
      let line = try source.line(at: instant).written(as: output)
      if line != previous {
        try StandardOutput.write(line)
        previous = line
        printed += 1
      }
      if let count, printed >= count { return true }
      return source.isFinished(at: instant)
    }
    // The line now, as of the schedule's newest entry (the clock shows whole ticks: 09:15:00 of
    // an --every-minute schedule, not the 09:15:30 of the start); before the first entry (a
    // timer's first change is up to a second away), as of now. The ticker yields that entry
    // first, and an equal line is not printed twice.
    let start = wallClock.now()
    if try !show(at: source.changes.entries(from: start).latestEntry(atOrBefore: start) ?? start) {
      for entry in BlockingTicker(schedule: source.changes, wallClock: wallClock) where try show(at: entry) { break }
    }
    source.waitForActions()
    guard holds else { return }
    // Held: the last line stays the module's until a signal ends the command, or the bar does:
    // a held stream writes nothing more, so it would never see EPIPE (a restarted Waybar,
    // `| head` left it running for good). It watches stdout instead, and leaves as a failed
    // write would: 141, quietly.
    try StandardOutput.waitForReaderToLeave()
  }

  /// Prints the line at `instant` once (`--at`).
  static func once(_ source: some StatusSource, at instant: Date, output: StatusOutput) throws(CLIError) {
    var source = source
    try StandardOutput.write(try source.line(at: instant).written(as: output))
  }
}
