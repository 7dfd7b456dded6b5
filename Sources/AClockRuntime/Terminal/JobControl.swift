#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-Z for a live display, as shells expect of full-screen programs: give the terminal back
/// (main screen, cursor, tty modes), stop, and when continued (`fg`) take it again and repaint
/// everything at the window's size then.
///
/// In raw mode Ctrl-Z reaches the display as a key (``KeyCommand/suspend``), which calls
/// ``suspend(_:repaint:)``; `kill -TSTP` arrives as SIGTSTP, relayed to the same function. The
/// stop itself is SIGTSTP with its default action, raised after the terminal is given back. A
/// process in an orphaned process group (started by a shell without job control) is not stopped
/// by it, as POSIX requires: the display then simply takes the terminal back at once. SIGCONT
/// after a stop aclock did not ask for (SIGSTOP) repaints too, since the shell may have written
/// over the screen.
package enum JobControl {
  /// Relays SIGTSTP and SIGCONT for `session` from now on; `repaint` draws everything again,
  /// reading the window's size anew.
  package static func install(session: TerminalSession, repaint: @escaping @Sendable () -> Void) {
    // The relay runs already (TerminationSignals started it), so these cannot fail.
    _ = SignalRelay.handle([SIGTSTP]) { _ in suspend(session, repaint: repaint) }
    _ = SignalRelay.handle([SIGCONT]) { _ in
      _ = session.resume()
      repaint()
    }
  }

  /// Gives the terminal back, stops the process, and on continuing takes the terminal again
  /// and repaints.
  package static func suspend(_ session: TerminalSession, repaint: @Sendable () -> Void) {
    session.suspend()
    var defaultAction = sigaction()
    defaultAction.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&defaultAction.sa_mask)
    var relayed = sigaction()
    sigaction(SIGTSTP, &defaultAction, &relayed)
    var tstp = sigset_t()
    sigemptyset(&tstp)
    sigaddset(&tstp, SIGTSTP)
    pthread_sigmask(SIG_UNBLOCK, &tstp, nil)
    // Sent to this thread, unblocked: the process stops before `raise` returns, and `raise`
    // returns when it is continued.
    raise(SIGTSTP)
    sigaction(SIGTSTP, &relayed, nil)
    if session.resume() { repaint() }
  }
}
