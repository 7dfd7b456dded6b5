#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A timer over a span of instants: how much of it is left, and how much has gone, at any
/// instant, both clamped to the span.
///
/// Durations are elapsed (physical) time, not differences of wall-clock readings: `Date` counts
/// UTC seconds, so a one-hour timer across a daylight-saving change lasts one hour although the
/// local clocks move by two hours or none. Durations are exact to the microsecond (`Date` itself
/// resolves about a tenth of one today). Nothing here reads the real clock: every instant is
/// given.
///
/// ```swift
/// let timer = Countdown(start..<start.addingTimeInterval(555))
/// DurationFormat.short.string(timer.remaining(at: now), rounding: .up)  // "9:15" at the start
/// ```
public struct Countdown: Sendable, Hashable {
  /// The span timed: it starts at the lower bound and finishes at the upper one.
  public let interval: Range<Date>

  /// A countdown from `interval.lowerBound` to `interval.upperBound`.
  public init(_ interval: Range<Date>) {
    self.interval = interval
  }

  /// A countdown of `length` from `start` (a negative length counts as zero).
  public init(start: Date, length: Duration) {
    self.init(start..<start.addingTimeInterval(max(length, .zero).timeInterval))
  }

  /// The same countdown moved later by `delay`: what a paused timer becomes when it resumes.
  public func delayed(by delay: Duration) -> Countdown {
    let offset = delay.timeInterval
    return Countdown(interval.lowerBound.addingTimeInterval(offset)..<interval.upperBound.addingTimeInterval(offset))
  }

  /// How long the countdown lasts: upper − lower bound (never negative).
  public var length: Duration {
    .elapsed(from: interval.lowerBound, to: interval.upperBound)
  }

  /// The time left at `now`: upper bound − `now`, clamped to [0, ``length``]. The whole length
  /// before the start, zero from the end on.
  public func remaining(at now: Date) -> Duration {
    Self.clamp(.elapsed(from: now, to: interval.upperBound), to: length)
  }

  /// The time gone at `now`: `now` − lower bound, clamped to [0, ``length``]. Zero before the
  /// start, the whole length from the end on.
  public func elapsed(at now: Date) -> Duration {
    Self.clamp(.elapsed(from: interval.lowerBound, to: now), to: length)
  }

  /// Whether nothing is left at `now`: from the upper bound on (to the microsecond, so exactly
  /// when ``remaining(at:)`` is zero). An empty span is always finished.
  public func isFinished(at now: Date) -> Bool {
    remaining(at: now) == .zero
  }

  private static func clamp(_ duration: Duration, to length: Duration) -> Duration {
    min(max(duration, .zero), length)
  }
}
