import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The terminal taken over by the live clock: the alternate screen, a hidden cursor and raw
/// keyboard input, given back exactly as found by ``restore()``, on every way out (return,
/// error, `q`, Ctrl-C, SIGTERM, SIGHUP).
///
/// Frames are written under a lock that ``restore()`` also takes, so a signal arriving in the
/// middle of a frame waits for the frame to finish; nothing is written after the restore.
final class TerminalSession: Sendable {
  private struct State {
    var savedInput: termios?
    var restored = false
  }

  private let output: Int32
  private let input: Int32
  private let state: Mutex<State>
  /// Whether a line feed moves straight down (no carriage return added by the terminal driver).
  let lineFeedMovesDown: Bool

  /// Alternate screen on, cursor hidden, auto-wrap off.
  private static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l"
  /// Any synchronized update ended, attributes reset, auto-wrap and cursor back, main screen.
  private static let leave = "\u{1B}[?2026l\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

  /// Takes over the terminal on `output`, with raw keys from `input` when it is a terminal.
  init(output: Int32 = STDOUT_FILENO, input: Int32 = STDIN_FILENO) {
    self.output = output
    self.input = input
    var saved: termios?
    if isatty(input) == 1 {
      var original = termios()
      if tcgetattr(input, &original) == 0 {
        saved = original
        var raw = original
        // Keys arrive one by one, unechoed; Ctrl-C arrives as a byte (the clock turns it into
        // SIGINT itself, after restoring); output is not post-processed, so a line feed only
        // moves down.
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | ISTRIP | INPCK)
        raw.c_oflag &= ~tcflag_t(OPOST)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
          cc[Int(VMIN)] = 1
          cc[Int(VTIME)] = 0
        }
        tcsetattr(input, TCSAFLUSH, &raw)
      }
    }
    var current = termios()
    if tcgetattr(output, &current) == 0 {
      lineFeedMovesDown = current.c_oflag & tcflag_t(OPOST) == 0 || current.c_oflag & tcflag_t(ONLCR) == 0
    } else {
      lineFeedMovesDown = false
    }
    state = Mutex(State(savedInput: saved))
    write(Array(Self.enter.utf8))
    TerminationSignals.beforeExit { [self] in restore() }
  }

  /// Writes `bytes` in full (retrying short writes), unless the terminal was already restored.
  func write(_ bytes: [UInt8]) {
    state.withLock { state in
      guard !state.restored else { return }
      writeAll(bytes)
    }
  }

  /// Gives the terminal back: main screen, cursor, attributes and input mode as they were.
  /// Safe to call more than once, from any thread.
  func restore() {
    state.withLock { state in
      guard !state.restored else { return }
      state.restored = true
      writeAll(Array(Self.leave.utf8))
      if var saved = state.savedInput { tcsetattr(input, TCSAFLUSH, &saved) }
    }
  }

  private func writeAll(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { Glibc.write(output, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return
      }
      offset += written
    }
  }
}
