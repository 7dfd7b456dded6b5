#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Several timers that pause and resume together: the time left on each at any instant, and
/// when some readout next changes.
///
/// A pause freezes the time left of every timer that pauses; resuming moves each later by the
/// length of the pause (``Countdown/delayed(by:)``), so such a timer always lasts its length of
/// running time. An *anchored* timer (one that counts down to an instant, such as 12:00) ends at
/// its instant whatever happens: a pause leaves it running, and a set of anchored timers alone
/// does not pause at all (``canPause``). Like ``Countdown`` it never reads the real clock: every
/// instant is given. A set of one is a timer that can pause. Which timers have finished, each
/// told once, is ``TimerFinishes``' job.
///
/// ```swift
/// var timers = TimerSet([Timer(Countdown(start: t0, length: .seconds(240)), name: "Tea")])
/// timers.togglePause(at: t0 + 10)    // paused with 3:50 left
/// timers.togglePause(at: t0 + 70)    // resumed: it now ends at t0 + 300
/// timers.nextChange(after: t0 + 70)  // t0 + 71: the readout goes from 3:50 to 3:49
/// ```
public struct TimerSet: Sendable, Hashable {
  /// The timers, in the order given, as they now run: those that pause moved later by every
  /// pause so far.
  public private(set) var timers: [Timer]
  /// When the set was paused, or nil while it runs.
  public private(set) var pausedAt: Date?

  /// The timers, running.
  public init(_ timers: [Timer]) {
    self.timers = timers
  }

  /// Each timer's countdown as it now runs, in order.
  public var countdowns: [Countdown] { timers.map(\.countdown) }

  /// Whether pausing holds anything: some timer is not anchored. A set of anchored timers
  /// alone (or of none) ignores ``togglePause(at:)``.
  public var canPause: Bool { timers.contains { !$0.isAnchored } }

  /// Pauses at `now`, or, if paused, resumes at `now` (each timer that pauses moved later by
  /// the time since the pause began, to the microsecond; a `now` before the pause counts as no
  /// time). Does nothing when the set cannot pause (``canPause``).
  public mutating func togglePause(at now: Date) {
    if let pausedAt {
      let pause = max(.zero, Duration.elapsed(from: pausedAt, to: now))
      for index in timers.indices where !timers[index].isAnchored {
        timers[index].countdown = timers[index].countdown.delayed(by: pause)
      }
      self.pausedAt = nil
    } else if canPause {
      pausedAt = now
    }
  }

  /// When timer `index` was paused: the set's pause for one that pauses, nil for an anchored
  /// one (it never pauses).
  public func pausedAt(timer index: Int) -> Date? {
    timers[index].isAnchored ? nil : pausedAt
  }

  /// The time left on each timer at `now`, in order; while paused, frozen at the pause's start
  /// for every timer but the anchored ones.
  public func remaining(at now: Date) -> [Duration] {
    timers.indices.map { timers[$0].countdown.remaining(at: readingInstant(now, timer: $0)) }
  }

  /// Whether every timer has finished by `now` (those that pause read, while paused, at
  /// the pause's start).
  public func allFinished(at now: Date) -> Bool {
    timers.indices.allSatisfy { timers[$0].countdown.isFinished(at: readingInstant(now, timer: $0)) }
  }

  /// When the last timer finishes if the set runs on from now (nil for no timers).
  public var lastEnd: Date? { timers.map(\.countdown.interval.upperBound).max() }

  /// The countdowns whose time left moves now: every timer's while running, the anchored
  /// ones' while paused.
  public var running: [Countdown] {
    guard pausedAt != nil else { return countdowns }
    return timers.filter(\.isAnchored).map(\.countdown)
  }

  /// The first instant after `now` at which the readout (time left rounded up to the second,
  /// ``DurationRounding/up``) of some ``running`` countdown changes: a whole number of seconds
  /// before that countdown's end, its end last. Each countdown keeps its own phase, so timers
  /// whose ends are apart by a fraction of a second each get their own instants. Nil once every
  /// running countdown has finished (so, while paused, nil unless an anchored one runs).
  ///
  /// Before a countdown's start its readout holds its whole length, so its first change is the
  /// first whole second before its end that is after its start (start + 1 s for a whole length).
  public func nextChange(after now: Date) -> Date? {
    running.compactMap { countdown -> Date? in
      let left = countdown.remaining(at: now)
      guard left > .zero else { return nil }
      // The readout shows ⌈left⌉ s; it next changes when left reaches the whole second below
      // (⌈left⌉ − 1). Counted back from the end, so the instant is the end's own phase and does
      // not collect the rounding of `now`.
      let wholeSecondsBelow = (left - .microseconds(1)).components.seconds
      return countdown.interval.upperBound.addingTimeInterval(-Double(wholeSecondsBelow))
    }.min()
  }

  /// The instant timer `index` is read at: `now`, or, while it is paused, the pause's start.
  func readingInstant(_ now: Date, timer index: Int) -> Date {
    Self.readingInstant(now, pausedAt: pausedAt(timer: index))
  }

  /// The instant countdowns are read at: `now` while running, the pause's start (or `now`, if
  /// earlier) while paused.
  package static func readingInstant(_ now: Date, pausedAt: Date?) -> Date {
    pausedAt.map { min($0, now) } ?? now
  }
}
