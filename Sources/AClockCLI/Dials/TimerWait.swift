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
/// finishes (`Tea 4:00 done`), and exits 0 when all have. Ended by SIGINT, SIGTERM or SIGHUP, it
/// prints the state of each timer not yet reported (`Tea 1:23 left of 4:00`) and exits 130,
/// 143 or 129.
struct TimerWait {
  let countdowns: [Countdown]
  let captions: [String?]

  func run() throws(CLIError) -> Never {
    try TerminationSignals.exitCleanly()
    let reported = Mutex([Bool](repeating: false, count: countdowns.count))
    let countdowns = countdowns, captions = captions
    TerminationSignals.beforeExit {
      let now = Date()
      reported.withLock { reported in
        for index in countdowns.indices where !reported[index] {
          Self.print(TimerSet.report(caption: captions[index], length: countdowns[index].length, remaining: countdowns[index].remaining(at: now)))
          reported[index] = true
        }
      }
    }
    let ends = countdowns.map(\.interval.upperBound)
    // Sorted by end, ties in the order given: each line appears when its timer finishes.
    let byEnd = countdowns.indices.sorted { ends[$0] < ends[$1] }
    // The ticker sleeps on the wall clock and checks it when it wakes: an early wake-up (or a
    // wall-clock step back) waits again, and a late one yields only the newest end
    // due, so every timer that has ended by an entry is reported at that entry (ends already past
    // at the start, all at once).
    for entry in BlockingTicker(schedule: .explicit(ends)) {
      for index in byEnd where ends[index] <= entry {
        let failure = reported.withLock { reported -> CLIError? in
          guard !reported[index] else { return nil }
          reported[index] = true
          return Self.print(TimerSet.report(caption: captions[index], length: countdowns[index].length, remaining: .zero))
        }
        // Thrown outside the lock: the exit's clean-up takes it to report the other timers.
        if let failure { throw failure }
      }
    }
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
