#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A `Date` split exactly into whole Unix seconds (rounded toward −∞) and the fraction left over.
///
/// `Date` stores seconds since 2001 as a `Double`. Flooring that value and subtracting is exact,
/// so the split never moves an instant into a neighbouring second; adding 978 307 200 afterwards
/// is integer arithmetic. `timeIntervalSince1970` would round first, and `fmod` gets the sign
/// wrong before 1970.
struct SplitInstant: Sendable, Hashable {
  /// Seconds since 1970-01-01T00:00:00Z, rounded toward −∞.
  let unixSeconds: Int
  /// The part of a second after `unixSeconds`, in [0, 1).
  let fraction: Double

  /// Instants further than this from 2001 are clamped: they are millions of years away, and
  /// clamping keeps every later integer operation far from overflow.
  static let limit: Double = 1e14

  init(_ date: Date) {
    var interval = date.timeIntervalSinceReferenceDate
    if interval.isNaN { interval = 0 }
    interval = min(max(interval, -Self.limit), Self.limit)
    let whole = interval.rounded(.down)
    var fraction = interval - whole
    // A tiny negative interval (−1e−20) floors to −1 and leaves 1 − 1e−20, which rounds to 1.0.
    if fraction >= 1 { fraction = 1.0.nextDown }
    self.unixSeconds = Int(whole) + Self.referenceDateUnixSeconds
    self.fraction = fraction
  }

  init(unixSeconds: Int, fraction: Double) {
    self.unixSeconds = unixSeconds
    self.fraction = fraction
  }

  /// The `Date` this split stands for.
  var date: Date {
    Date(timeIntervalSinceReferenceDate: Double(unixSeconds - Self.referenceDateUnixSeconds) + fraction)
  }

  /// Unix seconds of 2001-01-01T00:00:00Z, Foundation's reference date.
  static let referenceDateUnixSeconds = 978_307_200
}
