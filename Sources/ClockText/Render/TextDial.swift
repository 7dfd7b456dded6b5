import ClockGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a ``TextClockRenderer`` needs to know about a dial before it draws any instant: the
/// still part every scene of it shares, whether its texts get a line under the dial, and from
/// what size its numerals are written.
///
/// ```swift
/// let clock = TextDial(options: ClockFaceOptions(label: .time))
/// let stopwatch = TextDial(still: StopwatchFace().scene(elapsed: .zero))
/// ```
public struct TextDial: Sendable {
  /// The still elements (from any scene of the dial: only ``ClockScene/staticElements`` count).
  public let still: ClockScene
  /// Whether the dial's texts (``SceneRole/label`` and ``SceneRole/finished``) are written on a
  /// line under it; without one they are not shown.
  public let hasLabelLine: Bool
  /// The smallest dial radius, in rows, at which the numerals are written (smaller dials crowd
  /// them); nil never writes them.
  public let numeralsMinimumRows: Double?

  /// A dial whose still part is `still`'s.
  public init(still: ClockScene, hasLabelLine: Bool = true, numeralsMinimumRows: Double? = 6) {
    self.still = still
    self.hasLabelLine = hasLabelLine
    self.numeralsMinimumRows = numeralsMinimumRows
  }

  /// A clock face with `options`: a label line when the options ask for a label (or name the
  /// zone), and numerals from a radius of 6 rows (10 on a 24-hour dial).
  public init(options: ClockFaceOptions) {
    // The face without hands: any instant and zone will do, only the still part is kept.
    let scene = ClockScene(time: LocalTime(Date(timeIntervalSince1970: 0), in: .utc), timeZone: .utc, options: options)
    self.init(
      still: scene, hasLabelLine: options.label != .none || options.namesZone,
      numeralsMinimumRows: options.numerals == .none ? nil : (options.dial == .twelveHour ? 6 : 10))
  }
}
