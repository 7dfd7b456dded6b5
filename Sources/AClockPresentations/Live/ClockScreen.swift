import AClockRuntime
import AClockValues
import ClockGeometry
import ClockSchedule
import ClockText
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#endif

/// The live clock on a terminal: redrawn on every entry of its pace's schedule, at the window's
/// size, answering `s`, `2`, `m` and `?`. A key that changes the second hand changes the schedule
/// with it (every second, every minute, a sweep's frames), which the runner then follows.
package struct ClockScreen: LivePresentation {
  private var clock: TerminalClock
  private var screen: TerminalScreen?
  private var size: TerminalSize
  /// The entry on display.
  private var shown: Date?
  private var showsHelp = false
  private var lastRepaint = MonotonicSeconds.now()
  /// The next frames, drawn in one go [0059].
  private(set) var ahead = FramesAhead()
  /// Whether frames are drawn ahead; tests turn it off to compare.
  var drawsAhead = true
  /// The window's layout; nil for frames of a fixed size onto a screen of the caller's.
  private let layout: ScreenLayout?
  private let pace: ClockPace
  private let modes: [TextMode]
  private let help: KeyHelpOverlay

  /// A full repaint this often heals damage left by other programs writing to the terminal.
  package static let healingSeconds = 300

  /// `clock` drawn at `layout`'s size, on `pace`'s schedule for its second hand; `m` cycles
  /// through `modes`.
  package init(clock: TerminalClock, layout: ScreenLayout, pace: ClockPace, modes: [TextMode]) {
    self.clock = clock
    self.layout = layout
    self.pace = pace
    self.modes = modes
    help = KeyHelpOverlay(modes: modes, theme: clock.theme)
    size = layout.sizeOfStandardOutput()
  }

  /// `clock` drawn `size` cells large onto `screen`, without a terminal: no keys are read (a
  /// test presses them with ``press(_:at:)``) and a repaint keeps the size.
  package init(clock: TerminalClock, size: TerminalSize, screen: TerminalScreen, pace: ClockPace, modes: [TextMode]) {
    self.clock = clock
    self.size = size
    self.screen = screen
    self.pace = pace
    self.modes = modes
    help = KeyHelpOverlay(modes: modes, theme: clock.theme)
    layout = nil
  }

  package var changes: TickSchedule { pace.schedule(for: clock.face.secondHand) }
  package var takesTerminal: Bool { layout != nil }

  package mutating func attach(_ session: TerminalSession) {
    screen = TerminalScreen(session: session)
  }

  package mutating func show(_ moment: LiveMoment) -> LiveProgress {
    switch moment {
    case .start: return .unchanged
    case .entry(let entry, _):
      shown = entry
      let heals = MonotonicSeconds.now() - lastRepaint >= Self.healingSeconds
      if !heals, !showsHelp, let bytes = ahead.take(entry, clock: &clock, screen: &screen) {
        screen?.write(bytes)
      } else {
        draw(repaint: heals)
      }
      drawAhead()
      return .shown
    case .again:
      draw(repaint: false)
    case .repaint:
      settle()
      if let layout { size = layout.sizeOfStandardOutput() }
      draw(repaint: true)
    }
    return .unchanged
  }

  package mutating func press(_ key: KeyCommand, at now: Date) {
    guard let key = ClockKey(key) else { return }
    settle()
    switch key {
    case .secondHand: clock.toggleSecondHand()
    case .dial: clock.toggleDial()
    case .mode:
      let next = modes.firstIndex(of: clock.mode).map { modes[(modes.index(after: $0)) % modes.count] }
      if let next, next != clock.mode { clock.draw(with: next) }
    case .help: showsHelp.toggle()
    }
  }

  /// Draws the entry on display. The help goes over a copy of the board's frame; the encoder
  /// then compares that frame with the screen in full (it is not the board's), and the next
  /// frame without it in full again, which takes the box off.
  private mutating func draw(repaint: Bool) {
    guard let instant = shown, screen != nil else { return }
    settle()
    if repaint { lastRepaint = MonotonicSeconds.now() }
    let update = clock.update(at: instant, size: size)
    guard showsHelp else {
      screen?.show(update, repaint: repaint)
      return
    }
    var frame = update.frame
    help.write(into: &frame, asciiOnly: clock.mode == .ascii)
    screen?.show(frame, repaint: repaint)
  }

  /// Draws the next frames of the schedule after the entry on display, when they are all taken
  /// (the help's frames are drawn one at a time: it is up for a moment).
  private mutating func drawAhead() {
    guard drawsAhead, ahead.isEmpty, !showsHelp, let entry = shown, let screen else { return }
    ahead.draw(after: entry, on: changes, clock: clock, screen: screen, size: size)
  }

  /// Brings the clock and screen to the frame on the terminal, dropping the frames ahead.
  private mutating func settle() {
    guard !ahead.isEmpty, var screen else { return }
    ahead.settle(clock: &clock, screen: &screen)
    self.screen = screen
  }
}

/// Whole seconds of the monotonic clock: enough to time a healing repaint, and cheaper than
/// `ContinuousClock`'s 128-bit instants on a path that runs once a second.
package enum MonotonicSeconds {
  /// The monotonic clock's reading, in whole seconds.
  package static func now() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return now.tv_sec
  }
}
