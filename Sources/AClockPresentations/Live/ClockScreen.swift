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
  private let layout: ScreenLayout
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

  package var changes: TickSchedule { pace.schedule(for: clock.face.secondHand) }
  package var takesTerminal: Bool { true }

  package mutating func attach(_ session: TerminalSession) {
    screen = TerminalScreen(session: session)
  }

  package mutating func show(_ moment: LiveMoment) -> LiveProgress {
    switch moment {
    case .start: return .unchanged
    case .entry(let entry, _):
      shown = entry
      draw(repaint: MonotonicSeconds.now() - lastRepaint >= Self.healingSeconds)
      return .shown
    case .again:
      draw(repaint: false)
    case .repaint:
      size = layout.sizeOfStandardOutput()
      draw(repaint: true)
    }
    return .unchanged
  }

  package mutating func press(_ key: KeyCommand, at now: Date) {
    guard let key = ClockKey(key) else { return }
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
