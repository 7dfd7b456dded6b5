#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Anything that draws a dial at an instant: a clock face, a stopwatch, a countdown. A renderer
/// or an app that shows dials of several kinds keeps them as `[any DialFace]` and asks each for
/// its ``ClockScene`` the same way, with the instant to show.
///
/// A face alone cannot answer that for a stopwatch or a countdown, whose scenes depend on state
/// (how long has run, how long is left), so those kinds conform as a face paired with its state:
/// ``StopwatchDial`` (a ``StopwatchFace`` and a ``Stopwatch``) and ``CountdownDial`` (a
/// ``CountdownFace`` and a ``Countdown``). A ``ClockFace`` knows its zone and conforms itself.
///
/// ```swift
/// let dials: [any DialFace] = [
///   ClockFace(timeZone: .utc),
///   StopwatchDial(face: StopwatchFace(), stopwatch: watch),
///   CountdownDial(face: CountdownFace(length: tea.length, caption: "Tea"), countdown: tea),
/// ]
/// let scenes = dials.map { $0.scene(at: now) }   // one per dial, drawn by any renderer
/// ```
public protocol DialFace: Sendable {
  /// The dial as it shows at `instant`. Scenes of one dial share their still part
  /// (``ClockScene/staticElements``), so any of them can stand for the dial before an instant
  /// is drawn.
  func scene(at instant: Date) -> ClockScene
}
