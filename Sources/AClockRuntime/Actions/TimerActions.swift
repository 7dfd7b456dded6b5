import AClockValues
import ClockGeometry
import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// What `aclock timer` does when a timer finishes, beyond its line and its bell: `--exec CMD`
/// (through `/bin/sh -c`, with `ACLOCK_TIMER_NAME` and `ACLOCK_TIMER_DURATION` set) and
/// `--notify` (`notify-send`). Live on the terminal and in a script alike; a later status-line
/// mode takes the same finishings.
///
/// Children run beside the display, never blocking it: each has a thread of its own that waits
/// for it (`waitid` with `WNOWAIT`, then `waitpid` under the lock, so ``terminateAll()`` never
/// signals a pid already reaped and reused) and reports how it ended (`--exec for tea: exit 0`)
/// to whoever listens (``listen(_:)``): the key line live, stderr in a script. A command that
/// ends normally waits for its children (``waitUntilIdle()``); one that is quit or signalled
/// sends SIGTERM to the process groups of those still running, and SIGKILL to the groups left
/// after ``grace`` (``terminateAll()``), so none outlives aclock, and its exit status stays 0,
/// 130, 143 or 129. Should aclock die without that, the kernel kills each child
/// (``ChildSpawn/parentDeathSignal``).
///
/// A class: it owns processes (pids), like a C handle.
package final class TimerActions: Sendable {
  private struct State {
    /// Children not reaped yet: the ones ``terminateAll()`` may signal.
    var running: Set<pid_t> = []
    /// Children started whose end is not reported yet.
    var unreported = 0
    /// Children started, and how many of their ends ``waitUntilIdle()`` has waited for.
    var started = 0
    var awaited = 0
    var latest: (text: String, at: Date)?
    var listener: (@Sendable (String?) -> Void)?
    /// Set by ``terminateAll()``: no child starts and no report is passed on any more (the
    /// screen they would be drawn on has been given back).
    var terminating = false
  }

  /// The shell command of `--exec`, if given.
  package let command: String?
  /// The path of `notify-send` when `--notify` was given and it was found on `PATH`.
  package let notifier: String?
  private let output: ChildSpawn.Output
  private let state = Mutex(State())
  /// Signalled once per child, after its report, for ``waitUntilIdle()``.
  private let reaped = DispatchSemaphore(value: 0)

  /// The note printed when `--notify` finds no `notify-send`.
  package static let missingNotifierNote =
    "--notify: notify-send is not on PATH (Debian: apt install libnotify-bin); timers finish without desktop notifications"

  /// Actions for `--exec command` and `--notify`, their children writing as `output` says; nil
  /// when neither is asked for. Looks for `notify-send` once, and says on stderr (one line) when
  /// it is missing. Registers ``terminateAll()`` to run on every exit.
  package static func make(command: String?, notifies: Bool, output: ChildSpawn.Output) -> TimerActions? {
    guard command != nil || notifies else { return nil }
    let notifier = notifies ? ChildSpawn.find("notify-send") : nil
    if notifies && notifier == nil { StandardError.writeLine("aclock: " + missingNotifierNote) }
    let actions = TimerActions(command: command, notifier: notifier, output: output)
    TerminationSignals.beforeExit { _ in actions.terminateAll() }
    return actions
  }

  private init(command: String?, notifier: String?, output: ChildSpawn.Output) {
    self.command = command
    self.notifier = notifier
    self.output = output
  }

  /// Where the children's output goes: aclock's stderr, unless the live screen is drawn and
  /// stderr is a terminal (a child writing there would scribble over the screen).
  package static func output(live: Bool) -> ChildSpawn.Output {
    live && isatty(STDERR_FILENO) == 1 ? .discarded : .standardError
  }

  /// Starts the actions for `timer`, which finished: they call it by its
  /// ``TimerSet/Timer/displayName`` (`timer` when it has none).
  package func timerFinished(_ timer: TimerSet.Timer) {
    let name = timer.displayName, length = timer.countdown.length
    let shown = UserText.shown(name)
    if let command {
      let environment = ChildSpawn.environment(overriding: [
        ("ACLOCK_TIMER_NAME", name), ("ACLOCK_TIMER_DURATION", Self.seconds(length)),
      ])
      start(["/bin/sh", "-c", command], environment: environment, what: "--exec for \(shown)", reportsSuccess: true)
    }
    if let notifier {
      let summary = timer.report(remaining: .zero)
      start(
        [notifier, "--app-name=aclock", "--", summary], environment: ChildSpawn.environment(overriding: []),
        what: "--notify for \(shown)", reportsSuccess: false)
    }
  }

  /// Calls `listener` (from a child's watching thread) with each report from now on, and with
  /// nil when a child ended without one (a `notify-send` that succeeded).
  package func listen(_ listener: @escaping @Sendable (String?) -> Void) {
    state.withLock { $0.listener = listener }
  }

  /// Prints each report from now on as a line on stderr (`aclock: --exec for tea: exit 0`):
  /// in a script and with `--status`, where stdout holds the timers' lines.
  package func reportOnStandardError() {
    listen { report in
      if let report { StandardError.writeLine("aclock: " + report) }
    }
  }

  /// The newest report and when it came, for the key line.
  package var latest: (text: String, at: Date)? { state.withLock { $0.latest } }

  /// Whether every child started so far has ended and been reported.
  package var isIdle: Bool { state.withLock { $0.unreported == 0 } }

  /// Blocks until every child started so far has ended and its report has reached the
  /// listener (each watching thread signals once, after the listener returns).
  package func waitUntilIdle() {
    let pending = state.withLock { state in
      defer { state.awaited = state.started }
      return state.started - state.awaited
    }
    for _ in 0..<pending { reaped.wait() }
  }

  /// How long children have after SIGTERM before SIGKILL: enough for a script to clean up
  /// (a `trap` that removes a file), short enough that quitting never seems to hang.
  package static let grace = Duration.seconds(2)

  /// Sends SIGTERM to every child still running and to what it started (each child leads a
  /// process group of its own), waits until those groups are empty or ``grace`` has passed,
  /// then sends SIGKILL to the groups still there (a child that ignores SIGTERM, or a shell's
  /// `sleep` left behind by a shell that did not). Starts no child and passes on no report
  /// from then on.
  ///
  /// Each group is named by its leader's pid, which was not reaped when it was signalled. A
  /// group keeps that number for as long as any member lives, so the SIGKILL reaches only
  /// aclock's children; a group that emptied meanwhile is skipped, unless in the moment between
  /// the last look and the SIGKILL its number was reused by a new group, which takes the
  /// kernel's pids wrapping around within the grace period.
  package func terminateAll() {
    var left = state.withLock { state in
      state.terminating = true
      for pid in state.running { kill(-pid, SIGTERM) }
      return state.running.map(ProcessGroup.init(id:))
    }
    let deadline = ContinuousClock.now + Self.grace
    while true {
      left.removeAll { !$0.isRunning }
      guard !left.isEmpty, ContinuousClock.now < deadline else { break }
      // The groups are not aclock's children (only their leaders are), so nothing signals their
      // end: a look every 10 ms, for at most the grace period, on the way out.
      usleep(10_000)
    }
    for group in left { kill(-group.id, SIGKILL) }
  }

  /// `length` in seconds as ACLOCK_TIMER_DURATION gives it: a decimal number, its fraction (to
  /// the microsecond) without trailing zeros: `240`, `0.5`, `5400.25`.
  package static func seconds(_ length: Duration) -> String {
    let (seconds, attoseconds) = max(length, .zero).components
    let whole = String(seconds)
    let fraction = attoseconds / 1_000_000_000_000
    guard fraction > 0 else { return whole }
    var digits = String(fraction)
    digits = String(repeating: "0", count: 6 - digits.count) + digits
    while digits.last == "0" { digits.removeLast() }
    return whole + "." + digits
  }

  /// Starts one child and a thread that waits for it.
  private func start(_ arguments: [String], environment: [[UInt8]], what: String, reportsSuccess: Bool) {
    // Under the lock, so terminateAll() either sees the pid or runs before the child exists.
    let started = state.withLock { state -> Result<pid_t, ChildSpawnError>? in
      guard !state.terminating else { return nil }
      let result = ChildSpawn.start(arguments, environment: environment, output: output)
      if case .success(let pid) = result {
        state.running.insert(pid)
        state.unreported += 1
        state.started += 1
      }
      return result
    }
    switch started {
    case nil:
      return
    case .failure(let error):
      report("\(what): cannot start \(arguments[0]): \(error)", childEnded: false)
    case .success(let pid):
      let watch: @Sendable () -> Void = { [self] in
        let status = reap(pid)
        report(reportsSuccess || status != 0 ? "\(what): \(ChildSpawn.describe(status: status))" : nil, childEnded: true)
        reaped.signal()
      }
      // Without a thread to spare, wait here: late, but no zombie and no lost report.
      if !WorkerThread.start(stackSize: 1 << 16, watch) { watch() }
    }
  }

  /// Waits for `pid` to end, then reaps it and forgets it in one hold of the lock; its status.
  private func reap(_ pid: pid_t) -> Int32 {
    var info = siginfo_t()
    while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0 && errno == EINTR {}
    return state.withLock { state in
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
      state.running.remove(pid)
      return status
    }
  }

  /// Records `text` (if any) as the newest report and a child as ended (if one did), in one
  /// hold of the lock, then tells the listener: so whoever the listener asks sees both.
  private func report(_ text: String?, childEnded: Bool) {
    let listener = state.withLock { state in
      if let text { state.latest = (text, Date()) }
      if childEnded { state.unreported -= 1 }
      return state.terminating ? nil : state.listener
    }
    listener?(text)
  }
}
