import AClockRuntime
import AClockValues
import ClockGeometry
import ClockSchedule
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Timers in a script (`aclock timer 10m > log; notify-send done`): stdout is not a terminal,
/// so nothing is drawn; the runner waits for each timer's end in real time, and this prints a
/// line as each finishes (`Tea 4:00 done`) and starts its actions (`--exec`, `--notify`; their
/// reports go to stderr). The run ends when all have finished and the actions' children have
/// ended (exit 0). Ended by SIGINT, SIGTERM or SIGHUP, it prints the state of each timer not
/// yet reported (`Tea 1:23 left of 4:00`); the actions send SIGTERM to the children still
/// running, and the command exits 130, 143 or 129. A chain's timers finish one after the
/// other, each with its line; those of a chain not started yet are left out of the signal's
/// lines.
package struct TimerWait: LivePresentation {
  package let timers: TimerSet
  package let actions: TimerActions?
  /// The chain the timers run in, or nil when they run side by side.
  package var chain: TimerChain?
  private var finishes: TimerFinishes
  private let lines: LineOutput

  /// `timers` waited for, each finishing with its line on `lines` and its `actions`.
  package init(timers: TimerSet, actions: TimerActions?, chain: TimerChain?, lines: LineOutput = .standardOutput) {
    self.timers = timers
    self.actions = actions
    self.chain = chain
    self.lines = lines
    finishes = TimerFinishes(count: timers.timers.count)
    actions?.reportOnStandardError()
  }

  /// The ends: a late wake-up makes only the newest end due, and every timer ended by then is
  /// reported at it, in the order of their ends (ends already past at the start, all at once).
  package var changes: TickSchedule { .explicit(timers.countdowns.map(\.interval.upperBound)) }

  package mutating func show(_ moment: LiveMoment) throws(CLIError) -> LiveProgress {
    let instant = if case .entry(let entry, _) = moment { entry } else { moment.now }
    var progress = LiveProgress.unchanged
    for index in finishes.newlyFinished(in: timers, at: instant) {
      let timer = timers.timers[index]
      try lines.write(timer.report(remaining: .zero) + "\n")
      actions?.timerFinished(timer)
      progress = .shown
    }
    return progress
  }

  package var afterEnd: (@Sendable () throws(CLIError) -> Void)? {
    let actions = actions
    return { actions?.waitUntilIdle() }
  }

  /// The timers not reported yet (of a chain, those started), with their time left.
  package mutating func farewell(at now: Date) -> String? {
    let left = timers.remaining(at: now)
    let listed = Set(chain?.started(in: timers, at: now) ?? Array(timers.timers.indices))
    let lines = finishes.takeUnreported().filter(listed.contains).map { timers.timers[$0].report(remaining: left[$0]) + "\n" }
    return lines.isEmpty ? nil : lines.joined()
  }
}
