import ClockGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Exact conversions between `Date` and a `Duration` since Foundation's reference date
/// (2001-01-01T00:00:00Z).
///
/// `Duration` holds 128 bits of attoseconds, so sums and products of these offsets are exact where
/// `Date` arithmetic (a `Double` of seconds) would round. Schedules do their arithmetic here and
/// round to a `Date` once, at the end.
enum ExactInstant {
  /// Instants are clamped to ±10¹² s (about ±31 700 years) around 2001, far beyond the years
  /// 0001–9999 the tool accepts, so that `k · interval` never overflows `Int` for intervals of a
  /// microsecond or more.
  static let limit: Double = 1e12

  /// The exact offset of `date` from the reference date (clamped to ±``limit``; NaN is 0).
  static func offset(of date: Date) -> Duration {
    duration(seconds: clamped(date))
  }

  /// `seconds` (finite, within ±9.2 · 10¹⁸) as a `Duration`, built from its whole and fractional
  /// parts: exact for the whole part, and without `Duration.seconds(Double)`'s generic 128-bit
  /// conversions (slow when cold, as after each second's sleep).
  static func duration(seconds: Double) -> Duration {
    let whole = seconds.rounded(.down)
    // Exact: `whole` and `seconds` are within one of each other.
    let fraction = seconds - whole
    return Duration(
      secondsComponent: Int64(whole),
      attosecondsComponent: Int64((fraction * 1e18).rounded())
    )
  }

  /// `date`'s seconds since the reference date, clamped to ±``limit`` (NaN is 0).
  static func clamped(_ date: Date) -> Double {
    let seconds = date.timeIntervalSinceReferenceDate
    return seconds.isNaN ? 0 : min(max(seconds, -limit), limit)
  }

  /// The `Date` nearest to an offset from the reference date.
  static func date(at offset: Duration) -> Date {
    Date(timeIntervalSinceReferenceDate: offset.timeInterval)
  }

  /// `duration` in seconds, as a `Double`.
  static func seconds(_ duration: Duration) -> Double {
    duration.timeInterval
  }
}
