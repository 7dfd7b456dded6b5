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

/// The one loop of the tool: drives a ``LivePresentation`` on a ``LiveTicker`` until it is
/// finished, `--count` entries are shown, the user leaves, or a signal ends the process.
///
/// The calling thread does all the showing: it shows each due entry, and between entries waits
/// on the wall clock (the ticker's rules: nothing drifts, a late wake-up shows only the newest
/// entry, a step of the wall clock is followed). Keys, window resizes, job control and changes
/// from outside arrive on other threads; each is queued and wakes the loop, which answers it at
/// once, follows the presentation's schedule if a key changed it, and waits again. Nothing here
/// uses Swift concurrency (see Docs/decisions on threads): a blocked thread woken by the kernel
/// is the cheapest wait there is.
///
/// On every way out the terminal is given back and the presentation's farewell printed, once:
/// at the end of ``run(_:)``, or from a signal's exit (``TerminationSignals``).
package struct LiveRunner {
  // No initial values here: the initializer sets each, and a stored default would be evaluated
  // as well (`.system()` opens the alarm's timerfd and eventfd).
  /// Where displayed time comes from (`--at`, `--speed`).
  package var wallClock: WallClock
  /// Stop after this many entries shown (`--count`).
  package var count: Int?
  /// How the loop waits (a simulated wall clock in tests).
  package var waiter: TickWaiter
  /// Where the presentation's farewell goes (a recorder in tests).
  package var farewellOutput: LineOutput

  /// A runner on `wallClock`, stopping after `count` entries shown, waiting with `waiter`, the
  /// farewell written to `farewellOutput`.
  package init(
    wallClock: WallClock = .system, count: Int? = nil, waiter: TickWaiter = .system(), farewellOutput: LineOutput = .standardOutput
  ) {
    self.wallClock = wallClock
    self.count = count
    self.waiter = waiter
    self.farewellOutput = farewellOutput
  }

  /// What other threads hand the loop.
  private enum Input: Sendable {
    case key(KeyCommand)
    case repaint
    case outsideChange
  }

  /// Runs `presentation` and returns the exit status; the terminal is given back by then.
  package func run<P: LivePresentation>(_ presentation: P) throws(CLIError) -> Int32 {
    try TerminationSignals.exitCleanly()
    let run = Run(presentation: presentation, wallClock: wallClock, waiter: waiter, farewellOutput: farewellOutput)
    return try run.loop(count: count)
  }

  /// One run's shared state.
  private final class Run<P: LivePresentation>: @unchecked Sendable {
    // @unchecked: `presentation` is only touched under `lock`; the rest is Sendable.
    private var presentation: P
    private let lock = Mutex(())
    private let inbox = Mutex<[Input]>([])
    private let ticker: LiveTicker
    private let session: TerminalSession?
    private let finished = Mutex(false)
    private let farewellOutput: LineOutput

    init(presentation: P, wallClock: WallClock, waiter: TickWaiter, farewellOutput: LineOutput) {
      self.presentation = presentation
      self.farewellOutput = farewellOutput
      ticker = LiveTicker(schedule: presentation.changes, wallClock: wallClock, waiter: waiter)
      session = presentation.takesTerminal ? TerminalSession() : nil
      if let session { self.presentation.attach(session) }
    }

    func loop(count: Int?) throws(CLIError) -> Int32 {
      TerminationSignals.beforeExit { [self] deadline in finish(before: deadline) }
      listen()
      do throws(CLIError) {
        let status = try steps(count: count)
        if let afterEnd = locked({ $0.afterEnd }) { try afterEnd() }
        finish()
        return status
      } catch {
        // The terminal back before the error is reported on it.
        finish()
        throw error
      }
    }

    /// Shows entries and answers inputs until the run ends; its exit status.
    private func steps(count: Int?) throws(CLIError) -> Int32 {
      var shown = 0
      // The first moment: the newest entry if one is due at the start, else the start itself
      // (an idle stopwatch has no entry to wait for, a timer's first change is ahead).
      var progress = if let entry = ticker.dueEntry() {
        try show(.entry(entry, now: ticker.wallClock.now()))
      } else {
        try show(.start(now: ticker.wallClock.now()))
      }
      while true {
        switch progress {
        case .finished(let status): return status
        case .shown:
          shown += 1
          if let count, shown >= count { return 0 }
        case .unchanged: break
        }
        switch ticker.next() {
        case .due(let entry): progress = try show(.entry(entry, now: ticker.wallClock.now()))
        case .woken: progress = try answerInputs()
        case .end:
          if let status = locked({ $0.scheduleEnded(at: ticker.wallClock.now()) }) { return status }
          ticker.waitUntilWoken()
          progress = try answerInputs()
        }
      }
    }

    /// Shows the presentation at `moment`, under the lock the farewell also takes.
    private func show(_ moment: LiveMoment) throws(CLIError) -> LiveProgress {
      try lock.withLock { _ throws(CLIError) in try presentation.show(moment) }
    }

    /// Runs `body` on the presentation under the lock.
    private func locked<T, E: Error>(_ body: (inout P) throws(E) -> T) throws(E) -> T {
      try lock.withLock { _ throws(E) in try body(&presentation) }
    }

    /// Answers what other threads queued: `.finished` if one of them ends the run, else
    /// `.unchanged` (what keys redraw does not count towards `--count`).
    private func answerInputs() throws(CLIError) -> LiveProgress {
      let inputs = inbox.withLock { inbox in
        defer { inbox = [] }
        return inbox
      }
      for input in inputs {
        let now = ticker.wallClock.now()
        let progress: LiveProgress
        switch input {
        case .key(.quit): return .finished(0)
        case .key(.interrupt): return .finished(130)
        case .key(.suspend):
          if let session { JobControl.suspend(session) { [self] in queue(.repaint) } }
          continue
        case .key(.redraw), .repaint: progress = try show(.repaint(now: now))
        case .key(let key):
          progress = try locked { presentation throws(CLIError) in
            presentation.press(key, at: now)
            return try presentation.show(.again(now: now))
          }
          ticker.follow(locked { $0.changes })
        case .outsideChange: progress = try show(.again(now: now))
        }
        if case .finished = progress { return progress }
      }
      return .unchanged
    }

    /// Starts the threads that queue inputs: keys, SIGWINCH and job control on a terminal, and
    /// the presentation's changes from outside.
    private func listen() {
      // Under the lock like every use of the presentation: a signal's exit may already read it.
      locked { $0.observeOutsideChanges { [self] in queue(.outsideChange) } }
      guard let session else { return }
      // The relay runs already (exitCleanly started it), so this cannot fail.
      _ = SignalRelay.handle([SIGWINCH]) { [self] _ in queue(.repaint) }
      JobControl.install(session: session) { [self] in queue(.repaint) }
      KeyReader.start { [self] key in queue(.key(key)) }
    }

    private func queue(_ input: Input) {
      inbox.withLock { $0.append(input) }
      ticker.wake()
    }

    /// Gives the terminal back and prints the farewell, once, whichever way out comes first.
    /// On a signal's way out, by `deadline`: the main thread may be stuck writing a frame to
    /// a terminal that stopped reading, holding the terminal and the presentation; then the
    /// terminal gets its modes back and there is no farewell (it would go to that terminal).
    private func finish(before deadline: ContinuousClock.Instant? = nil) {
      let first = finished.withLock { finished in
        defer { finished = true }
        return !finished
      }
      guard first else { return }
      // At the run's own wall time, as every moment shown (a simulated one in tests). A failed
      // write is no news at the exit: the results were on the screen.
      let farewell: String?
      if let deadline {
        session?.restoreBeforeExit(until: deadline)
        let now = ticker.wallClock.now()
        farewell = lock.withLock(before: deadline) { _ in presentation.farewell(at: now) } ?? nil
      } else {
        session?.restore()
        farewell = locked { $0.farewell(at: ticker.wallClock.now()) }
      }
      if let farewell { try? farewellOutput.write(farewell) }
    }
  }
}

extension LiveRunner {
  /// Runs `presentation` and exits with its status, after the clean-ups a signal's exit runs
  /// too (the actions' children, temporary files).
  package func runToExit<P: LivePresentation>(_ presentation: P) throws(CLIError) -> Never {
    TerminationSignals.exit(status: try run(presentation))
  }
}
