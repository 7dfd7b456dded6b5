import Foundation

/// The instants `anchor + k · interval` for every integer `k`, with exact arithmetic.
///
/// The index of an instant is computed from its offset from the anchor, never from `fmod` of an
/// absolute time (which rounds toward zero and so picks the wrong boundary before 1970).
struct PeriodicGrid: Sendable, Hashable {
  /// The shortest interval a grid accepts; shorter (or non-positive) ones are raised to it.
  static let minimumInterval = Duration.microseconds(1)

  let anchor: Duration
  let interval: Duration

  init(anchor: Date, interval: Duration) {
    self.anchor = ExactInstant.offset(of: anchor)
    self.interval = max(interval, Self.minimumInterval)
  }

  /// The grid point with index `k`.
  func point(_ k: Int) -> Date {
    ExactInstant.date(at: anchor + interval * k)
  }

  /// The largest `k` whose point is at or before `date`: ⌊(date − anchor) / interval⌋.
  func index(atOrBefore date: Date) -> Int {
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
