import ClockGeometry
import ClockSchedule
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Timers in a script (`aclock timer 10m > log; notify-send done`): stdout is not a terminal,
/// so nothing is drawn; the command waits for each timer in real time, prints a line as each
/// finishes (`Tea 4:00 done`) and starts its actions (`--exec`, `--notify`; their reports go to
/// stderr), and exits 0 when all have finished and the actions' children have ended. Ended by
/// SIGINT, SIGTERM or SIGHUP, it prints the state of each timer not yet reported (`Tea 1:23
/// left of 4:00`), sends SIGTERM to the children still running, and exits 130, 143 or 129. A
/// chain's timers finish one after the other, each with its line; those of a chain not started
/// yet are left out of the signal's lines.
struct TimerWait {
  let timers: TimerSet
  let actions: TimerActions?
  /// The chain the timers run in, or nil when they run side by side.
  var chain: TimerChain?

  func run() throws(CLIError) -> Never {
    try TerminationSignals.exitCleanly()
    let finishes = Mutex(TimerFinishes(count: timers.timers.count))
    let timers = timers, actions = actions, chain = chain
    TerminationSignals.beforeExit {
      let now = Date()
      let left = timers.remaining(at: now)
      let listed = Set(chain?.started(in: timers, at: now) ?? Array(timers.timers.indices))
      finishes.withLock { finishes in
        for index in finishes.takeUnreported() where listed.contains(index) {
          Self.print(timers.timers[index].report(remaining: left[index]))
        }
      }
    }
    actions?.reportOnStandardError()
    // The ticker sleeps on the wall clock and checks it when it wakes: an early wake-up (or a
    // wall-clock step back) waits again, and a late one yields only the newest end
    // due, so every timer that has ended by an entry is reported at that entry, in the order of
    // their ends (ends already past at the start, all at once).
    for entry in BlockingTicker(schedule: .explicit(timers.countdowns.map(\.interval.upperBound))) {
      let failure = finishes.withLock { finishes -> CLIError? in
        for index in finishes.newlyFinished(in: timers, at: entry) {
          let timer = timers.timers[index]
          if let failure = Self.print(timer.report(remaining: .zero)) { return failure }
          actions?.timerFinished(timer)
        }
        return nil
      }
      // Thrown outside the lock: the exit's clean-up takes it to report the other timers.
      if let failure { throw failure }
    }
    actions?.waitUntilIdle()
    TerminationSignals.exit(status: 0)
  }

  /// Prints one line, straight to the descriptor (a reader of the log sees each as it happens);
  /// returns the failure, if any.
  @discardableResult
  private static func print(_ line: String) -> CLIError? {
    do throws(CLIError) {
      try StandardOutput.write(line + "\n")
      return nil
    } catch {
      return error
    }
  }
}
