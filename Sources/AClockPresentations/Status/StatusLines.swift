import AClockRuntime
import AClockValues
import ClockSchedule
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A ``StatusSource``'s line on standard output whenever it changes: at once, then at each entry
/// of its schedule that changes it, each line one `write(2)`, so a status bar reading the pipe
/// gets it when it is due. A line equal to the previous one is not printed again (nor counted
/// towards `--count`). Run by ``LiveRunner``.
package struct StatusLines<Source: StatusSource>: LivePresentation {
  private var source: Source
  private let output: StatusOutput
  private let holds: Bool
  private var previous: String?
  private let lines: LineOutput

  /// Lines of `source` written as `output` to `lines`; with `holds`, the last line stays until
  /// a signal ends the command or stdout's reader goes.
  package init(_ source: Source, output: StatusOutput, holds: Bool = false, lines: LineOutput = .standardOutput) {
    self.source = source
    self.output = output
    self.holds = holds
    self.lines = lines
  }

  package var changes: TickSchedule { source.changes }

  /// The line as of the moment's entry (the clock shows whole ticks: 09:15:00 of an
  /// --every-minute schedule, not the 09:15:30 of the start), or of the start before the
  /// first entry (a timer's first change is up to a second away).
  package mutating func show(_ moment: LiveMoment) throws(CLIError) -> LiveProgress {
    let instant = if case .entry(let entry, _) = moment { entry } else { moment.now }
    source.actOnEvents(at: instant)
    let line = try source.line(at: instant).written(as: output)
    var progress = LiveProgress.unchanged
    if line != previous {
      try lines.write(line)
      previous = line
      progress = .shown
    }
    return source.isFinished(at: instant) ? .finished(0) : progress
  }

  /// Waits for the actions' children; held, the last line stays the module's until a signal
  /// ends the command, or the bar does: a held stream writes nothing more, so it would never
  /// see EPIPE (a restarted Waybar, `| head` left it running for good). It watches stdout
  /// instead, and leaves as a failed write would: 141, quietly.
  package var afterEnd: (@Sendable () throws(CLIError) -> Void)? {
    let wait = source.actionWaiter
    let holds = holds
    return { () throws(CLIError) in
      wait()
      if holds { try StandardOutput.waitForReaderToLeave() }
    }
  }

  /// Prints `source`'s line at `instant` once (`--at`).
  package static func once(_ source: Source, at instant: Date, output: StatusOutput) throws(CLIError) {
    var source = source
    try StandardOutput.write(try source.line(at: instant).written(as: output))
  }
}
