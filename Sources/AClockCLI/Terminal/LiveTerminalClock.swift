import ClockSchedule
import ClockText
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The live clock on a terminal: takes the screen over, redraws on every entry of the schedule,
/// follows the window's size, answers keys, and gives the terminal back on every way out.
///
/// The calling thread waits for each entry (``BlockingTicker``) and draws the frame itself; keys
/// and SIGWINCH draw from their own threads, all under one lock. At one frame a second the
/// wake-ups, not the drawing, are most of the CPU time: a blocked thread woken by the kernel costs
/// a tenth of a `Task.sleep` wake-up, and there is no hop between the wake-up and the write.
struct LiveTerminalClock {
  let screen: LiveScreen
  let schedule: TickSchedule
  let wallClock: WallClock
  let count: Int?

  init(clock: TerminalClock, options: TerminalOptions, schedule: TickSchedule, wallClock: WallClock, count: Int?) {
    screen = LiveScreen(clock: clock, options: options)
    self.schedule = schedule
    self.wallClock = wallClock
    self.count = count
  }

  /// Runs until `q`, Esc, the schedule's end or `--count`; keys, signals and Ctrl-C exit from
  /// their threads through ``TerminationSignals/exit(status:)``, which restores the terminal.
  func run() throws(CLIError) {
    try TerminationSignals.exitCleanly()
    let session = TerminalSession()
    defer { session.restore() }
    screen.attach(session)
    let screen = screen
    // The relay runs already (exitCleanly started it), so this cannot fail.
    _ = SignalRelay.handle([SIGWINCH]) { _ in screen.resize() }
    JobControl.install(session: session) { screen.resize() }
    KeyReader.start { key in
      switch key {
      case .quit: TerminationSignals.exit(status: 0)
      case .interrupt: TerminationSignals.exit(status: 130)
      case .suspend: JobControl.suspend(session) { screen.resize() }
      case .redraw: screen.draw(repaint: true)
      case .space, .character: break
      }
    }
    var drawn = 0
    for entry in BlockingTicker(schedule: schedule, wallClock: wallClock) {
      screen.show(entry)
      drawn += 1
      if let count, drawn >= count { return }
    }
  }
}

/// What the live clock's screen shows, drawn under one lock from whichever thread has news.
final class LiveScreen: Sendable {
  private struct State {
    var clock: TerminalClock
    var encoder = FrameEncoder(lineFeedMovesDown: false)
    var session: TerminalSession?
    var size: TerminalSize
    var shown: Date?
    var lastRepaint = LiveScreen.monotonicSeconds()
  }

  /// A full repaint this often heals damage left by other programs writing to the terminal.
  static let healingSeconds = 300

  private let options: TerminalOptions
  private let state: Mutex<State>

  init(clock: TerminalClock, options: TerminalOptions) {
    self.options = options
    state = Mutex(State(clock: clock, size: options.size(terminal: TerminalSize.of(descriptor: STDOUT_FILENO))))
  }

  /// Starts drawing to `session`.
  func attach(_ session: TerminalSession) {
    state.withLock { state in
      state.session = session
      state.encoder = FrameEncoder(lineFeedMovesDown: session.lineFeedMovesDown)
    }
  }

  /// Shows the schedule's entry `instant`.
  func show(_ instant: Date) {
    state.withLock { state in
      state.shown = instant
      Self.draw(&state, repaint: Self.monotonicSeconds() - state.lastRepaint >= Self.healingSeconds)
    }
  }

  /// Lays the clock out for the window's new size and repaints.
  func resize() {
    state.withLock { state in
      state.size = options.size(terminal: TerminalSize.of(descriptor: STDOUT_FILENO))
      Self.draw(&state, repaint: true)
    }
  }

  /// Draws the entry on display again; all of the screen with `repaint`.
  func draw(repaint: Bool) {
    state.withLock { Self.draw(&$0, repaint: repaint) }
  }

  /// Whole seconds of the monotonic clock: enough to time the healing repaint, and cheaper than
  /// `ContinuousClock`'s 128-bit instants on a path that runs once a second.
  static func monotonicSeconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return now.tv_sec
  }

  private static func draw(_ state: inout State, repaint: Bool) {
    guard let instant = state.shown, let session = state.session else { return }
    if repaint { state.lastRepaint = Self.monotonicSeconds() }
    let update = state.clock.update(at: instant, size: state.size)
    session.write(state.encoder.encode(update, repaint: repaint))
  }
}

