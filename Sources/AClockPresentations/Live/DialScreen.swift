import AClockRuntime
import AClockValues
import ClockSchedule
import ClockText
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A ``DialDisplay`` (the stopwatch, the timers) live on the terminal: drawn at the wall time of
/// every change and after every key, acting on its events (a timer's actions and bell) first so
/// the frame already shows what they started, and finished when the display says so.
package struct DialScreen<Display: DialDisplay>: LivePresentation {
  private var display: Display
  private var screen: (any FrameSink)?
  private var size: TerminalSize
  /// The window's layout; nil for frames of a fixed size into a sink of the caller's.
  private let layout: ScreenLayout?

  /// `display` drawn at `layout`'s size on the terminal, which it takes over.
  package init(display: Display, layout: ScreenLayout) {
    self.display = display
    self.layout = layout
    size = layout.sizeOfStandardOutput()
  }

  /// `display` drawn `size` cells large into `sink`, without a terminal: no keys are read (a
  /// test presses them with ``press(_:at:)``) and a repaint keeps the size.
  package init(display: Display, size: TerminalSize, sink: some FrameSink) {
    self.display = display
    self.size = size
    screen = sink
    layout = nil
  }

  package var changes: TickSchedule { display.changes }
  package var takesTerminal: Bool { layout != nil }

  package mutating func attach(_ session: TerminalSession) {
    screen = TerminalScreen(session: session)
  }

  /// Draws the display at the moment's wall time, not at the entry's: a key handled just
  /// before (stop, lap) is drawn at its own later instant, and a frame for an earlier instant
  /// must not follow it.
  package mutating func show(_ moment: LiveMoment) -> LiveProgress {
    let now = moment.now
    let repaint = if case .repaint = moment { true } else { false }
    if repaint, let layout { size = layout.sizeOfStandardOutput() }
    let bells = display.actOnEvents(at: now)
    screen?.show(display.frame(at: now, size: size), repaint: repaint, bells: bells)
    if let status = display.exitStatus(at: now) { return .finished(status) }
    return .shown
  }

  package mutating func press(_ key: KeyCommand, at now: Date) {
    display.handle(key, at: now)
  }

  /// Only keys change an idle stopwatch or paused timers: wait for them.
  package func scheduleEnded(at now: Date) -> Int32? { nil }

  package mutating func farewell(at now: Date) -> String? {
    display.farewell(at: now)
  }

  package func observeOutsideChanges(_ changed: @escaping @Sendable () -> Void) {
    display.observeOutsideChanges(changed)
  }
}
