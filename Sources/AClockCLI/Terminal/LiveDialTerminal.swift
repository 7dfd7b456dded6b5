import AClockRuntime
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

/// Runs a ``DialDisplay`` on the terminal: takes the screen over, draws whenever the display
/// says it changes and after every key, follows the window's size, and gives the terminal back
/// on every way out (`q`, Esc, Ctrl-C, signals, the display finishing).
///
/// The main thread steps a `TickCursor` over the display's schedule of changes
/// (``DialDisplay/changes``), the same rules `BlockingTicker` follows: each deadline is worked
/// out afresh from the wall clock, so nothing drifts, a late wake-up draws once for the newest
/// change, and a change already drawn is not drawn again. Between changes it waits on a
/// ``WakeableSleeper``; a key or a resize wakes it early. A key that changes the schedule (start,
/// stop, pause, resume) makes the cursor again, in the same lock as the key's own frame. Nothing
/// here uses Swift concurrency (see ``AClockCommand/main(_:)``).
final class LiveDialTerminal<Display: DialDisplay>: Sendable {
  private struct State {
    var display: Display
    var encoder = FrameEncoder(lineFeedMovesDown: false)
    var session: TerminalSession?
    var size: TerminalSize
    /// Where the display's schedule of changes stands.
    var cursor: TickCursor

    /// Starts following the display's schedule afresh if a key changed it (a cursor made again
    /// finds the newest change at or before the next step due at once).
    mutating func followChanges() {
      let schedule = display.changes
      if schedule != cursor.schedule { cursor = TickCursor(schedule: schedule) }
    }
  }

  /// What the main thread does after one step of the cursor.
  private enum Pass {
    case drawn
    case exit(Int32)
    case sleep(until: Date?)
  }

  private let options: TerminalOptions
  private let state: Mutex<State>
  private let sleeper = WakeableSleeper()

  init(display: Display, options: TerminalOptions) {
    self.options = options
    state = Mutex(State(
      display: display, size: options.size(terminal: TerminalSize.of(descriptor: STDOUT_FILENO)),
      cursor: TickCursor(schedule: display.changes)))
  }

  /// Runs until the display is done (exits with its status) or the user leaves.
  func run() throws(CLIError) -> Never {
    try TerminationSignals.exitCleanly()
    // Registered before the session's restore, so it runs after it (last registered, first
    // run): on every way out, the display's last words go to the main screen.
    TerminationSignals.beforeExit { [self] in
      if let farewell = state.withLock({ $0.display.farewell(at: Date()) }) {
        _ = DescriptorWrite.all(Array(farewell.utf8), to: STDOUT_FILENO)
      }
    }
    let session = TerminalSession()
    state.withLock { state in
      state.session = session
      state.encoder = FrameEncoder(lineFeedMovesDown: session.lineFeedMovesDown)
    }
    let repaint: @Sendable () -> Void = { [self] in
      state.withLock { state in
        state.size = options.size(terminal: TerminalSize.of(descriptor: STDOUT_FILENO))
        _ = Self.draw(&state, at: Date(), repaint: true)
      }
      sleeper.wake()
    }
    // The relay runs already (exitCleanly started it), so this cannot fail.
    _ = SignalRelay.handle([SIGWINCH]) { _ in repaint() }
    JobControl.install(session: session, repaint: repaint)
    // An action's child ending (its report on the key line; the last one may let it finish).
    state.withLock { $0.display }.observeOutsideChanges { [self] in
      if let status = state.withLock({ Self.draw(&$0, at: Date(), repaint: false) }) {
        TerminationSignals.exit(status: status)
      }
    }
    KeyReader.start { [self] key in
      switch key {
      case .quit: TerminationSignals.exit(status: 0)
      case .interrupt: TerminationSignals.exit(status: 130)
      case .suspend: JobControl.suspend(session, repaint: repaint)
      case .redraw: state.withLock { _ = Self.draw(&$0, at: Date(), repaint: true) }
      case .space, .character:
        state.withLock { state in
          let now = Date()
          state.display.handle(key, at: now)
          _ = Self.draw(&state, at: now, repaint: false)
          state.followChanges()
        }
        sleeper.wake()
      }
    }
    // The first frame, whatever the schedule: an idle stopwatch has no change to wait for.
    if let status = state.withLock({ Self.draw(&$0, at: Date(), repaint: false) }) {
      TerminationSignals.exit(status: status)
    }
    while true {
      let pass = state.withLock { state -> Pass in
        // Read inside the lock: a key handled just before (stop, lap) is drawn at its own later
        // instant, and a frame for an earlier instant must not follow it. So a due change is
        // drawn at this instant, not at the change's own (they differ by the wake-up's lateness).
        let now = Date()
        switch state.cursor.step(at: now) {
        case .due: return Self.draw(&state, at: now, repaint: false).map(Pass.exit) ?? .drawn
        case .wait(let deadline): return .sleep(until: deadline)
        case .end: return .sleep(until: nil)
        }
      }
      switch pass {
      case .drawn: continue
      case .exit(let status): TerminationSignals.exit(status: status)
      case .sleep(let deadline): sleeper.sleep(until: deadline)
      }
    }
  }

  /// Draws the display at `now` (and acts on its events, ringing their bells); returns its exit
  /// status if it is done.
  private static func draw(_ state: inout State, at now: Date, repaint: Bool) -> Int32? {
    guard let session = state.session else { return nil }
    // Acted on first, so the frame already shows what the actions started (the key line).
    let bells = state.display.actOnEvents(at: now)
    var bytes = state.encoder.encode(state.display.frame(at: now, size: state.size), repaint: repaint)
    bytes += Array(repeating: 0x07, count: bells)
    session.write(bytes)
    return state.display.exitStatus(at: now)
  }
}
