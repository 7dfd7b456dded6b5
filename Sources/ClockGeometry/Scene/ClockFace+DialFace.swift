#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ClockFace: DialFace {
  /// The scene for the wall-clock reading of `instant` in the face's ``timeZone``.
  ///
  /// Reading the zone costs a lookup per call; a live clock that draws every second keeps a
  /// ``LocalTimeDecomposer`` and passes its `LocalTime` readings to `scene(at:)` instead.
  public func scene(at instant: Date) -> ClockScene {
    scene(at: LocalTime(instant, in: timeZone))
  }
}
