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

/// What a live full-screen command other than the clock shows (the stopwatch, the timers): a
/// model that draws itself at any instant, answers keys, and says when it changes by itself and
/// when it is done. ``DialScreen`` shows one live.
package protocol DialDisplay: Sendable {
  /// The dials shown at `instant`, in their state now, in order: what a picture of that moment
  /// draws (a chain of timers shows the one running then), each for a picture `pixelSide`
  /// pixels square (nil: the side is not known), which a face may follow (an icon form).
  func dials(at instant: Date, pixelSide: Int?) -> [any DialFace]
  /// The screen at `now`, `size` cells large.
  mutating func frame(at now: Date, size: TerminalSize) -> TextFrame
  /// Answers a key pressed at `now` (quitting and Ctrl-C never reach it).
  mutating func handle(_ key: KeyCommand, at now: Date)
  /// The instants at which the screen changes without a key (readouts that move, the moment the
  /// display is done), in the display's state now; no entries while only a key can change it.
  /// A key may change it: the runner asks again after each one.
  var changes: TickSchedule { get }
  /// The exit status once the display is done at `now` (every timer finished); nil while it runs.
  func exitStatus(at now: Date) -> Int32?
  /// What to print on the main screen after the terminal is given back at `now`, on every way
  /// out (done, `q`, Ctrl-C, a signal): the results a user would otherwise lose with the screen.
  func farewell(at now: Date) -> String?
  /// Acts once on each event up to `now` (a timer finishing starts its `--exec` and
  /// `--notify`) and returns how many times to ring the terminal bell for them.
  mutating func actOnEvents(at now: Date) -> Int
  /// Calls `changed`, from any thread, whenever something other than a key or the schedule
  /// changes the screen or may end the display (an action's child ending); the runner draws
  /// then.
  func observeOutsideChanges(_ changed: @escaping @Sendable () -> Void)
}

extension DialDisplay {
  package func exitStatus(at now: Date) -> Int32? { nil }
  package func farewell(at now: Date) -> String? { nil }
  package mutating func actOnEvents(at now: Date) -> Int { 0 }
  package func observeOutsideChanges(_ changed: @escaping @Sendable () -> Void) {}
}
