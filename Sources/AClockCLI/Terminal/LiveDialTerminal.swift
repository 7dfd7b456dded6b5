import ClockText
import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Runs a ``DialDisplay`` on the terminal: takes the screen over, draws whenever the display
/// says it changes and after every key, follows the window's size, and gives the terminal back
/// on every way out (`q`, Esc, Ctrl-C, signals, the display finishing).
///
/// The main thread sleeps until the display's next change, computed afresh from the wall clock
/// on every pass (so nothing drifts, and a change that moves, as when timers resume, is picked
/// up); a key or a resize wakes it early. Nothing here uses Swift concurrency (see
/// ``AClockCommand/main(_:)``).
final class LiveDialTerminal<Display: DialDisplay>: Sendable {
  private struct State {
    var display: Display
    var encoder = FrameEncoder(lineFeedMovesDown: false)
    var session: TerminalSession?
    var size: TerminalSize
  }

  private let options: TerminalOptions
  private let state: Mutex<State>
  private let wakeUp = DispatchSemaphore(value: 0)

  init(display: Display, options: TerminalOptions) {
    self.options = options
    state = Mutex(State(display: display, size: options.size(terminal: TerminalSize.of(descriptor: STDOUT_FILENO))))
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
    }
    // The relay runs already (exitCleanly started it), so this cannot fail.
    _ = SignalRelay.handle([SIGWINCH]) { _ in repaint() }
    JobControl.install(session: session, repaint: repaint)
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
        }
        wakeUp.signal()
      }
    }
    while true {
      let (next, status) = state.withLock { state in
        // Read inside the lock: a key handled just before (stop, lap) is drawn at its own later
        // instant, and a frame for an earlier instant must not follow it.
        let now = Date()
        let status = Self.draw(&state, at: now, repaint: false)
        return (state.display.nextChange(after: now), status)
      }
      if let status { TerminationSignals.exit(status: status) }
      guard let next else {
        wakeUp.wait()
        continue
      }
      let seconds = max(0, next.timeIntervalSince(Date()))
      _ = wakeUp.wait(timeout: .now() + .nanoseconds(Int((seconds * 1e9).rounded(.up))))
    }
  }

  /// Draws the display at `now` (and rings its bells); returns its exit status if it is done.
  private static func draw(_ state: inout State, at now: Date, repaint: Bool) -> Int32? {
    guard let session = state.session else { return nil }
    var bytes = state.encoder.encode(state.display.frame(at: now, size: state.size), repaint: repaint)
    bytes += Array(repeating: 0x07, count: state.display.bells(at: now))
    session.write(bytes)
    return state.display.exitStatus(at: now)
  }
}
