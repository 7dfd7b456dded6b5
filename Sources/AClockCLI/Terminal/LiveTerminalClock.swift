import AClockPresentations
import AClockRuntime
import ClockGeometry
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
/// The calling thread steps a `TickCursor` over the schedule (the rules `BlockingTicker`
/// follows: each deadline worked out afresh from the wall clock, so nothing drifts) and draws
/// each due entry itself; between entries it waits on a ``WakeableSleeper``, on the wall clock.
/// Keys and SIGWINCH draw from their own threads, all under one lock. A key that changes the
/// schedule (`s`: every second or every minute, or a sweep's frames) makes the cursor again in
/// that lock and wakes the waiting thread, which then waits for the new schedule's entries. At
/// one frame a second the wake-ups, not the drawing, are most of the CPU time: a blocked thread
/// woken by the kernel costs a tenth of a `Task.sleep` wake-up, and there is no hop between the
/// wake-up and the write.
struct LiveTerminalClock {
  let screen: LiveScreen
  let wallClock: WallClock
  let count: Int?

  /// A live `clock` drawn by `options`, on `pace`'s schedule for its second hand, in displayed
  /// time from `wallClock`; `m` cycles through `modes`.
  init(clock: TerminalClock, options: TerminalOptions, pace: ClockPace, modes: [TextMode], wallClock: WallClock, count: Int?) {
    screen = LiveScreen(clock: clock, options: options, pace: pace, modes: modes)
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
    let sleeper = WakeableSleeper()
    // The relay runs already (exitCleanly started it), so this cannot fail.
    _ = SignalRelay.handle([SIGWINCH]) { _ in screen.resize() }
    JobControl.install(session: session) { screen.resize() }
    KeyReader.start { key in
      switch key {
      case .quit: TerminationSignals.exit(status: 0)
      case .interrupt: TerminationSignals.exit(status: 130)
      case .suspend: JobControl.suspend(session) { screen.resize() }
      case .redraw: screen.draw(repaint: true)
      case .space, .character:
        if let clockKey = ClockKey(key), screen.press(clockKey) { sleeper.wake() }
      }
    }
    var drawn = 0
    while true {
      let now = wallClock.now()
      switch screen.step(at: now) {
      case .due:
        drawn += 1
        if let count, drawn >= count { return }
      case .wait(let deadline): sleeper.sleep(until: wallClock.systemInstant(at: deadline, now: now))
      case .end: return
      }
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
    /// Where the schedule of the clock's look now stands.
    var cursor: TickCursor
    var shown: Date?
    var showsHelp = false
    var lastRepaint = LiveScreen.monotonicSeconds()
  }

  /// A full repaint this often heals damage left by other programs writing to the terminal.
  static let healingSeconds = 300

  private let options: TerminalOptions
  private let pace: ClockPace
  private let modes: [TextMode]
  private let help: KeyHelpOverlay
  private let state: Mutex<State>

  init(clock: TerminalClock, options: TerminalOptions, pace: ClockPace, modes: [TextMode]) {
    self.options = options
    self.pace = pace
    self.modes = modes
    help = KeyHelpOverlay(modes: modes, theme: clock.theme)
    state = Mutex(State(
      clock: clock, size: options.size(terminal: TerminalSize.of(descriptor: STDOUT_FILENO)),
      cursor: TickCursor(schedule: pace.schedule(for: clock.face.secondHand))))
  }

  /// Starts drawing to `session`.
  func attach(_ session: TerminalSession) {
    state.withLock { state in
      state.session = session
      state.encoder = FrameEncoder(lineFeedMovesDown: session.lineFeedMovesDown)
    }
  }

  /// Steps the schedule at wall time `now` (the displayed time), drawing the entry if one is due.
  func step(at now: Date) -> TickCursor.Step {
    state.withLock { state in
      let step = state.cursor.step(at: now)
      if case .due(let entry) = step {
        state.shown = entry
        draw(&state, repaint: Self.monotonicSeconds() - state.lastRepaint >= Self.healingSeconds)
      }
      return step
    }
  }

  /// Answers `key` and draws the entry on display in the new look; returns whether the
  /// schedule changed with it, so the waiting thread must be woken to follow the new one.
  func press(_ key: ClockKey) -> Bool {
    state.withLock { state in
      switch key {
      case .secondHand: state.clock.toggleSecondHand()
      case .dial: state.clock.toggleDial()
      case .mode:
        let next = modes.firstIndex(of: state.clock.mode).map { modes[(modes.index(after: $0)) % modes.count] }
        if let next, next != state.clock.mode { state.clock.draw(with: next) }
      case .help: state.showsHelp.toggle()
      }
      draw(&state, repaint: false)
      let schedule = pace.schedule(for: state.clock.face.secondHand)
      guard schedule != state.cursor.schedule else { return false }
      // Its first step is due at once: the newest entry of the new schedule.
      state.cursor = TickCursor(schedule: schedule)
      return true
    }
  }

  /// Lays the clock out for the window's new size and repaints.
  func resize() {
    state.withLock { state in
      state.size = options.size(terminal: TerminalSize.of(descriptor: STDOUT_FILENO))
      draw(&state, repaint: true)
    }
  }

  /// Draws the entry on display again; all of the screen with `repaint`.
  func draw(repaint: Bool) {
    state.withLock { draw(&$0, repaint: repaint) }
  }

  /// Whole seconds of the monotonic clock: enough to time the healing repaint, and cheaper than
  /// `ContinuousClock`'s 128-bit instants on a path that runs once a second.
  static func monotonicSeconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return now.tv_sec
  }

  /// Draws the entry on display. The help goes over a copy of the board's frame; the encoder
  /// then compares that frame with the screen in full (it is not the board's), and the next
  /// frame without it in full again, which takes the box off.
  private func draw(_ state: inout State, repaint: Bool) {
    guard let instant = state.shown, let session = state.session else { return }
    if repaint { state.lastRepaint = Self.monotonicSeconds() }
    let update = state.clock.update(at: instant, size: state.size)
    guard state.showsHelp else {
      session.write(state.encoder.encode(update, repaint: repaint))
      return
    }
    var frame = update.frame
    help.write(into: &frame, asciiOnly: state.clock.mode == .ascii)
    session.write(state.encoder.encode(frame, repaint: repaint))
  }
}
