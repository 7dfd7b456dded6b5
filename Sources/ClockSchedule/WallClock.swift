#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a ``Ticker`` reads the wall time, and how fast that time runs against its sleeping clock.
///
/// Wall time (`Date`) and the clock a ticker sleeps on (`ContinuousClock`, a `TestClock`) are
/// different clocks: NTP slews and steps the first, never the second. A ticker computes each
/// deadline from ``now()`` and converts the wait to the sleeping clock with ``rate``.
///
/// - ``system``: `Date()`, rate 1.
/// - ``scaled(by:from:)``: displayed time starting at an instant and running `speed` times
///   faster than this wall clock (`--speed 60`: a minute a second).
/// - ``init(rate:now:)``: anything else, e.g. a test's simulated wall time.
///
/// ```swift
/// let demo = WallClock.system.scaled(by: 60, from: eightOClock)
/// for await minute in Ticker(schedule: .everyMinute(in: zone), clock: ContinuousClock(), wallClock: demo) {
///   draw(minute)   // once a real second
/// }
/// ```
public struct WallClock: Sendable {
  /// Wall-clock seconds that pass per second of the sleeping clock (1 for real time).
  public let rate: Double
  private let read: @Sendable () -> Date
  /// Whether this is ``system``, whose readings are the system's own wall time.
  private var isSystem = false

  /// A wall clock read by `now`, running `rate` times as fast as the sleeping clock.
  ///
  /// A `rate` that is not a positive finite number is taken as 1.
  ///
  /// ```swift
  /// let fixed = WallClock { Date(timeIntervalSince1970: 0) }  // frozen, for a test
  /// ```
  public init(rate: Double = 1, now: @escaping @Sendable () -> Date) {
    self.rate = rate.isFinite && rate > 0 ? rate : 1
    self.read = now
  }

  /// The system's wall clock: `Date()`.
  public static let system: WallClock = {
    var clock = WallClock { Date() }
    clock.isSystem = true
    return clock
  }()

  /// The current wall time.
  public func now() -> Date { read() }

  /// Displayed time that shows `start` now and then advances `speed` times as fast as this clock:
  /// displayed = start + speed × (elapsed on this clock since the call).
  ///
  /// A `speed` that is not a positive finite number is taken as 1. A step of this clock (NTP)
  /// steps the displayed time by `speed` times as much.
  ///
  /// ```swift
  /// let fast = WallClock.system.scaled(by: 3600, from: midnight)  // an hour a second
  /// ```
  public func scaled(by speed: Double, from start: Date) -> WallClock {
    let factor = speed.isFinite && speed > 0 ? speed : 1
    let base = self
    let origin = base.now()
    return WallClock(rate: rate * factor) {
      start.addingTimeInterval(factor * base.now().timeIntervalSince(origin))
    }
  }

  /// The system wall-clock instant at which this clock reads `deadline`, when it reads `now`
  /// (read just before): `deadline` itself for ``system``, else the system's wall time now plus
  /// ``wait(from:until:)``. What a thread waiting on the system's wall clock (a timerfd) is
  /// armed with.
  package func systemInstant(at deadline: Date, now: Date) -> Date {
    if isSystem { return deadline }
    let wait = self.wait(from: now, until: deadline).components
    return Date().addingTimeInterval(Double(wait.seconds) + Double(wait.attoseconds) * 1e-18)
  }

  /// How long the sleeping clock must run for this wall clock to go from `now` to `deadline`.
  /// Never negative, at most 10¹⁵ s.
  func wait(from now: Date, until deadline: Date) -> Duration {
    let seconds = min(max(deadline.timeIntervalSince(now) / rate, 0), 1e15)
    guard seconds.isFinite else { return .zero }
    return ExactInstant.duration(seconds: seconds)
  }
}
