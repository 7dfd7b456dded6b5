#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Duration {
  /// The elapsed time from `start` to `end` (negative when `end` is earlier), to the nearest
  /// microsecond.
  ///
  /// `Date` arithmetic is seconds in UTC, so this is physical time: a day with a daylight-saving
  /// change still lasts 86 400 s here. Both instants are split exactly (``SplitInstant``) and only
  /// the difference is rounded, once: a `Date` near today is a `Double` with about 0.1 µs of
  /// resolution, so instants written with up to six decimals (`09:15:35.23`) give the durations
  /// they name (`5.23 s`), not a few attoseconds either side of them.
  static func elapsed(from start: Date, to end: Date) -> Duration {
    let from = SplitInstant(start)
    let to = SplitInstant(end)
    let microseconds = ((to.fraction - from.fraction) * 1e6).rounded()
    return .seconds(to.unixSeconds - from.unixSeconds) + .microseconds(Int(microseconds))
  }

  /// The duration in seconds, as `Date` arithmetic takes it (`date.addingTimeInterval(d.timeInterval)`).
  package var timeInterval: TimeInterval {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
