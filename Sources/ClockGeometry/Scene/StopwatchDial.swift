#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A stopwatch as a dial: a ``StopwatchFace`` showing a ``Stopwatch``'s elapsed time at any
/// instant, so it draws like any other ``DialFace``.
///
/// The stopwatch is the dial's state: operate it in place (`dial.stopwatch.start(at: now)`) and
/// the next scene follows.
///
/// ```swift
/// var dial = StopwatchDial(face: StopwatchFace(style: .classic), stopwatch: Stopwatch())
/// dial.stopwatch.start(at: t0)
/// dial.scene(at: t0 + 5.23)   // sweep hand at 31.38°, readout 00:05.23
/// ```
public struct StopwatchDial: DialFace {
  /// The dial drawn.
  public let face: StopwatchFace
  /// The stopwatch whose elapsed time the dial shows.
  public var stopwatch: Stopwatch

  /// `face` showing `stopwatch`.
  public init(face: StopwatchFace, stopwatch: Stopwatch) {
    self.face = face
    self.stopwatch = stopwatch
  }

  /// The dial after the stopwatch's elapsed time at `instant` (frozen while it is stopped).
  public func scene(at instant: Date) -> ClockScene {
    face.scene(elapsed: stopwatch.elapsed(at: instant))
  }
}
