#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The instants `anchor + k · interval` for every integer `k`, with exact arithmetic.
///
/// The index of an instant is computed from its offset from the anchor, never from `fmod` of an
/// absolute time (which rounds toward zero and so picks the wrong boundary before 1970).
struct PeriodicGrid: Sendable, Hashable {
  /// The shortest interval a grid accepts; shorter (or non-positive) ones are raised to it.
  static let minimumInterval = Duration.microseconds(1)

  let anchor: Duration
  let interval: Duration
  /// Anchor and interval in whole seconds, when both are whole (every second, every minute, …).
  /// Then `Int` arithmetic on seconds is exact, and a live clock's tick skips the 128-bit
  /// `Duration` arithmetic, whose code is cold after each second's sleep.
  private let wholeSeconds: WholeSeconds?

  private struct WholeSeconds: Hashable {
    let anchor: Int
    let interval: Int
  }

  init(anchor: Date, interval: Duration) {
    self.anchor = ExactInstant.offset(of: anchor)
    self.interval = max(interval, Self.minimumInterval)
    let (anchorSeconds, anchorFraction) = self.anchor.components
    let (intervalSeconds, intervalFraction) = self.interval.components
    wholeSeconds = anchorFraction == 0 && intervalFraction == 0
      ? WholeSeconds(anchor: Int(anchorSeconds), interval: Int(intervalSeconds)) : nil
  }

  /// The grid point with index `k`.
  func point(_ k: Int) -> Date {
    if let wholeSeconds {
      // The same Date as the exact path: both round one whole number of seconds to a Double.
      let (product, productOverflows) = wholeSeconds.interval.multipliedReportingOverflow(by: k)
      let (sum, sumOverflows) = wholeSeconds.anchor.addingReportingOverflow(product)
      if !productOverflows && !sumOverflows {
        return Date(timeIntervalSinceReferenceDate: Double(sum))
      }
    }
    return ExactInstant.date(at: anchor + interval * k)
  }

  /// The largest `k` whose point is at or before `date`: ⌊(date − anchor) / interval⌋.
  func index(atOrBefore date: Date) -> Int {
    if let wholeSeconds {
      // With a whole anchor a and interval i, ⌊(t − a) / i⌋ = ⌊(⌊t⌋ − a) / i⌋.
      let seconds = Int(ExactInstant.clamped(date).rounded(.down))
      let offset = seconds - wholeSeconds.anchor
      let (quotient, remainder) = offset.quotientAndRemainder(dividingBy: wholeSeconds.interval)
      return remainder < 0 ? quotient - 1 : quotient
    }
    let offset = ExactInstant.offset(of: date) - anchor
    // The Double quotient is close; the exact remainder then fixes the last few steps.
    var k = Int((offset / interval).rounded(.down))
    var remainder = offset - interval * k
    let correction = Int((remainder / interval).rounded(.down))
    k += correction
    remainder -= interval * correction
    while remainder < .zero {
      k -= 1
      remainder += interval
    }
    while remainder >= interval {
      k += 1
      remainder -= interval
    }
    return k
  }

  /// The last point at or before `date`.
  func latest(atOrBefore date: Date) -> Date {
    point(index(atOrBefore: date))
  }

  /// The first point strictly after `date`.
  func first(after date: Date) -> Date {
    var k = index(atOrBefore: date) + 1
    var next = point(k)
    // Rounding to a Date can land on `date` itself only for sub-ulp intervals; skip such points.
    while next <= date {
      k += 1
      next = point(k)
    }
    return next
  }
}
