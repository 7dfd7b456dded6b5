#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The terminal taken over by a live display: the alternate screen, a hidden cursor and raw
/// keyboard input, given back exactly as found by ``restore()``, on every way out (return,
/// error, `q`, Ctrl-C, SIGTERM, SIGHUP), and lent back for a while by ``suspend()`` (Ctrl-Z)
/// until ``resume()``.
///
/// Frames are written under a lock that ``restore()`` and ``suspend()`` also take, so a signal
/// arriving in the middle of a frame waits for the frame to finish; nothing is written after
/// the restore, or while suspended. A signal's exit waits a bounded time, though
/// (``restoreBeforeExit(until:)``): a terminal that stopped reading holds a frame's `write`
/// for as long as it does.
package final class TerminalSession: Sendable {
  private struct State {
    var restored = false
    var suspended = false
  }

  private let output: Int32
  /// The terminal whose modes are changed: stdin when it is one (keys are read from it), else
  /// stdout's terminal, so that keys typed at a clock whose stdin is /dev/null are not echoed
  /// onto its face.
  private let modesDescriptor: Int32?
  /// Whether keys are read from that terminal (stdin is it), so it can take them raw.
  private let readsKeys: Bool
  private let state: Mutex<State>
  /// The modes of the terminal whose echo and line editing are switched off, as found. Apart
  /// from the state: a signal's exit reads them while a frame's `write` may hold the state.
  private let savedModes: Mutex<termios?>
  /// Whether a line feed moves straight down (no carriage return added by the terminal driver).
  package let lineFeedMovesDown: Bool

  /// Alternate screen on, cursor hidden, auto-wrap off.
  private static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l"
  /// Any synchronized update ended, attributes reset, auto-wrap and cursor back, main screen.
  private static let leave = "\u{1B}[?2026l\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

  /// Takes over the terminal on `output`, with raw keys from `input` when it is a terminal.
  package init(output: Int32 = STDOUT_FILENO, input: Int32 = STDIN_FILENO) {
    self.output = output
    readsKeys = isatty(input) == 1
    modesDescriptor = readsKeys ? input : (isatty(output) == 1 ? output : nil)
    var saved: termios?
    if let modesDescriptor {
      var original = termios()
      if tcgetattr(modesDescriptor, &original) == 0 { saved = original }
    }
    state = Mutex(State())
    savedModes = Mutex(saved)
    Self.takeOver(modesDescriptor, readsKeys: readsKeys, savedModes: saved, output: output)
    var current = termios()
    if tcgetattr(output, &current) == 0 {
      lineFeedMovesDown = current.c_oflag & tcflag_t(OPOST) == 0 || current.c_oflag & tcflag_t(ONLCR) == 0
    } else {
      lineFeedMovesDown = false
    }
    TerminationSignals.beforeExit { [self] deadline in restoreBeforeExit(until: deadline) }
  }

  /// Writes `bytes` in full (retrying short writes), unless the terminal was restored or is
  /// suspended.
  package func write(_ bytes: [UInt8]) {
    state.withLock { state in
      guard !state.restored, !state.suspended else { return }
      writeAll(bytes)
    }
  }

  /// Gives the terminal back: main screen, cursor, attributes and input mode as they were.
  /// Safe to call more than once, from any thread.
  package func restore() {
    state.withLock { state in
      guard !state.restored else { return }
      if !state.suspended { giveBack() }
      state.restored = true
    }
  }

  /// Gives the terminal back as ``restore()`` does, on a signal's way out, without waiting
  /// past `deadline` for a terminal that takes no output.
  ///
  /// Why: when the terminal stops reading (a frozen emulator, an SSH link that died), a frame's
  /// `write` waits, holding the lock, until it reads again, and so did the exit: SIGTERM left
  /// aclock running. Now a frame in progress is waited for until the deadline; after that it
  /// is left to the kernel, and only the terminal's modes come back (setting them waits for no
  /// output). The main screen and cursor come back if their bytes can be written by then: a
  /// terminal that reads nothing gets nothing more, as the process ends.
  package func restoreBeforeExit(until deadline: ContinuousClock.Instant) {
    let taken: Void? = state.withLock(before: deadline) { state in
      guard !state.restored else { return }
      if !state.suspended { giveBack(until: deadline) }
      state.restored = true
    }
    guard taken == nil else { return }
    setSavedModesNow()
  }

  /// Gives the terminal back as ``restore()`` does, to take it again with ``resume()``: for
  /// job control (Ctrl-Z). Does nothing if restored or already suspended.
  package func suspend() {
    state.withLock { state in
      guard !state.restored, !state.suspended else { return }
      giveBack()
      state.suspended = true
    }
  }

  /// Takes the terminal again after ``suspend()``; returns whether it did (the caller then
  /// repaints everything, at the window's size now).
  package func resume() -> Bool {
    state.withLock { state in
      guard !state.restored, state.suspended else { return false }
      // Take the modes as the shell left them: it may have changed them while we were stopped.
      if let modesDescriptor {
        var current = termios()
        if tcgetattr(modesDescriptor, &current) == 0 { savedModes.withLock { $0 = current } }
      }
      state.suspended = false
      Self.takeOver(modesDescriptor, readsKeys: readsKeys, savedModes: savedModes.withLock { $0 }, output: output)
      return true
    }
  }

  /// Alternate screen, hidden cursor, keys one by one and unechoed.
  private static func takeOver(_ modesDescriptor: Int32?, readsKeys: Bool, savedModes: termios?, output: Int32) {
    if let modesDescriptor, var raw = savedModes, !readsKeys {
      // Keys are not read (stdin is not the terminal): only stop the terminal echoing them onto
      // the face; Ctrl-C and Ctrl-Z still raise their signals.
      raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
      tcsetattr(modesDescriptor, TCSAFLUSH, &raw)
    } else if let modesDescriptor, var raw = savedModes {
      // Keys arrive one by one, unechoed; Ctrl-C and Ctrl-Z arrive as bytes (the display turns
      // them into an exit or a suspension itself, after giving the terminal back); output is
      // not post-processed, so a line feed only moves down.
      raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
      raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | ISTRIP | INPCK)
      raw.c_oflag &= ~tcflag_t(OPOST)
      withUnsafeMutableBytes(of: &raw.c_cc) { cc in
        cc[Int(VMIN)] = 1
        cc[Int(VTIME)] = 0
      }
      tcsetattr(modesDescriptor, TCSAFLUSH, &raw)
    }
    writeAll(Array(enter.utf8), to: output)
  }

  /// Main screen, cursor and modes as they were.
  private func giveBack() {
    writeAll(Array(Self.leave.utf8))
    if let modesDescriptor, var saved = savedModes.withLock({ $0 }) { tcsetattr(modesDescriptor, TCSAFLUSH, &saved) }
  }

  /// ``giveBack()`` with nothing waiting past `deadline`: the bytes go out as far as the
  /// terminal takes them by then, and the modes are set at once.
  private func giveBack(until deadline: ContinuousClock.Instant) {
    DescriptorWrite.all(Array(Self.leave.utf8), to: output, until: deadline)
    setSavedModesNow()
  }

  /// The modes as found, set at once: typed-ahead keys dropped, as TCSAFLUSH does, without its
  /// wait for the output to drain.
  private func setSavedModesNow() {
    guard let modesDescriptor, var saved = savedModes.withLock({ $0 }) else { return }
    tcflush(modesDescriptor, TCIFLUSH)
    tcsetattr(modesDescriptor, TCSANOW, &saved)
  }

  private func writeAll(_ bytes: [UInt8]) {
    Self.writeAll(bytes, to: output)
  }

  private static func writeAll(_ bytes: [UInt8], to output: Int32) {
    // A terminal that cannot be written (hung up) has nothing to show the error on.
    _ = DescriptorWrite.all(bytes, to: output)
  }
}
