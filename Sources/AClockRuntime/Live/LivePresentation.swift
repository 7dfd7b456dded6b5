import ClockSchedule
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a live command shows, moment by moment: the terminal clock, the stopwatch and timers on
/// the screen, a status line, picture files kept up to date, the lines of `ticks` or of timers
/// in a script. Each one is a value that knows when it changes by itself (``changes``), shows
/// itself at a moment into its sink (a screen, standard output, files), answers keys, and says
/// when it is finished. ``LiveRunner`` drives every one of them with the same loop.
///
/// The runner calls every method on one thread, except ``farewell(at:)``, which a signal's exit
/// may call from another (under the same lock).
package protocol LivePresentation: SendableMetatype {
  /// The instants at which it changes without a key, in its state now; no entries while only a
  /// key can change it. The runner asks again after every key.
  var changes: TickSchedule { get }
  /// Whether it takes the terminal over (alternate screen, raw keys): the runner then makes the
  /// ``TerminalSession``, hands it over with ``attach(_:)``, reads keys and follows the
  /// window's size and job control.
  var takesTerminal: Bool { get }
  /// Receives the terminal taken over, before the first ``show(_:)``.
  mutating func attach(_ session: TerminalSession)
  /// Shows itself as of `moment`.
  mutating func show(_ moment: LiveMoment) throws(CLIError) -> LiveProgress
  /// Answers a key other than those every live screen answers alike (quit, Ctrl-C, Ctrl-L,
  /// Ctrl-Z); the runner then shows it again at once.
  mutating func press(_ key: KeyCommand, at now: Date)
  /// The exit status when its schedule has no more entries at `now`; nil to go on answering keys.
  func scheduleEnded(at now: Date) -> Int32?
  /// What to print on standard output once the terminal is given back, on every way out (done,
  /// `q`, Ctrl-C, a signal): results a user would otherwise lose with the screen.
  mutating func farewell(at now: Date) -> String?
  /// What to wait for after the run has ended by itself, outside the runner's lock (children
  /// of the actions; a status line held for its reader). Nil: nothing.
  var afterEnd: (@Sendable () throws(CLIError) -> Void)? { get }
  /// Calls `changed`, from any thread, whenever something other than a key or the schedule
  /// changes what it shows or may finish it (an action's child ending).
  func observeOutsideChanges(_ changed: @escaping @Sendable () -> Void)
}

extension LivePresentation {
  package var takesTerminal: Bool { false }
  package mutating func attach(_ session: TerminalSession) {}
  package mutating func press(_ key: KeyCommand, at now: Date) {}
  package func scheduleEnded(at now: Date) -> Int32? { 0 }
  package mutating func farewell(at now: Date) -> String? { nil }
  package var afterEnd: (@Sendable () throws(CLIError) -> Void)? { nil }
  package func observeOutsideChanges(_ changed: @escaping @Sendable () -> Void) {}
}

/// The moment a presentation is asked to show.
package enum LiveMoment: Sendable, Equatable {
  /// The run starts at `now` and no entry of the schedule is due yet (the first is ahead).
  case start(now: Date)
  /// An entry of the schedule became due; the wall time is `now` (a little later).
  case entry(Date, now: Date)
  /// After a key or a change from outside: show the state at `now` again (only what changed).
  case again(now: Date)
  /// The screen may be damaged or resized (Ctrl-L, SIGWINCH, back from Ctrl-Z): read the
  /// window's size and show all of it at `now`.
  case repaint(now: Date)

  /// The wall time of the moment.
  package var now: Date {
    switch self {
    case .start(let now), .entry(_, let now), .again(let now), .repaint(let now): now
    }
  }
}

/// What a ``LivePresentation/show(_:)`` did.
package enum LiveProgress: Sendable, Equatable {
  /// Nothing new went out (a status line equal to the last one; files before their first entry).
  case unchanged
  /// Something new went out: counts towards `--count`.
  case shown
  /// It is finished: the run ends with this exit status.
  case finished(Int32)
}
