#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Several countdowns that pause and resume together: the time left on each at any instant, and
/// when some readout next changes.
///
/// A pause freezes every countdown's time left; resuming moves each later by the length of the
/// pause (``Countdown/delayed(by:)``), so a timer always lasts its length of running time. Like
/// ``Countdown`` it never reads the real clock: every instant is given. A set of one is a
/// timer that can pause.
///
/// ```swift
/// var timers = TimerSet([Countdown(start: t0, length: .seconds(240))])
/// timers.togglePause(at: t0 + 10)    // paused with 3:50 left
/// timers.togglePause(at: t0 + 70)    // resumed: it now ends at t0 + 300
/// timers.nextChange(after: t0 + 70)  // t0 + 71: the readout goes from 3:50 to 3:49
/// ```
public struct TimerSet: Sendable, Hashable {
  /// The countdowns as they now run: moved later by every pause so far.
  public private(set) var countdowns: [Countdown]
  /// When the set was paused, or nil while it runs.
  public private(set) var pausedAt: Date?

  /// The countdowns, running.
  public init(_ countdowns: [Countdown]) {
    self.countdowns = countdowns
  }

  /// Pauses at `now`, or, if paused, resumes at `now` (each countdown moved later by the time
  /// since the pause began, to the microsecond; a `now` before the pause counts as no time).
  public mutating func togglePause(at now: Date) {
    if let pausedAt {
      let pause = max(.zero, Duration.elapsed(from: pausedAt, to: now))
      countdowns = countdowns.map { $0.delayed(by: pause) }
      self.pausedAt = nil
    } else {
      pausedAt = now
    }
  }

  /// The time left on each countdown at `now`, frozen at the pause's start while paused.
  public func remaining(at now: Date) -> [Duration] {
    let instant = Self.readingInstant(now, pausedAt: pausedAt)
    return countdowns.map { $0.remaining(at: instant) }
  }

  /// Whether every countdown has finished by `now` (as read while paused: at the pause's start).
  public func allFinished(at now: Date) -> Bool {
    let instant = Self.readingInstant(now, pausedAt: pausedAt)
    return countdowns.allSatisfy { $0.isFinished(at: instant) }
  }

  /// When the last countdown finishes if the set runs on from now (nil for no countdowns).
  public var lastEnd: Date? { countdowns.map(\.interval.upperBound).max() }

  /// While running, the first instant after `now` at which some countdown's readout (time left
  /// rounded up to the second, ``DurationRounding/up``) changes: a whole number of seconds
  /// before that countdown's end, its end last. Each countdown keeps its own phase, so timers
  /// whose ends are apart by a fraction of a second each get their own instants. Nil while
  /// paused and once every countdown has finished.
  ///
  /// Before a countdown's start its readout holds its whole length, so its first change is the
  /// first whole second before its end that is after its start (start + 1 s for a whole length).
  public func nextChange(after now: Date) -> Date? {
    guard pausedAt == nil else { return nil }
    return countdowns.compactMap { countdown -> Date? in
      let left = countdown.remaining(at: now)
      guard left > .zero else { return nil }
      // The readout shows ⌈left⌉ s; it next changes when left reaches the whole second below
      // (⌈left⌉ − 1). Counted back from the end, so the instant is the end's own phase and does
      // not collect the rounding of `now`.
      let wholeSecondsBelow = (left - .microseconds(1)).components.seconds
      return countdown.interval.upperBound.addingTimeInterval(-Double(wholeSecondsBelow))
    }.min()
  }

  /// The instant countdowns are read at: `now` while running, the pause's start (or `now`, if
  /// earlier) while paused.
  package static func readingInstant(_ now: Date, pausedAt: Date?) -> Date {
    pausedAt.map { min($0, now) } ?? now
  }
}
