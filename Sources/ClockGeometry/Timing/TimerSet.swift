#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Several countdowns that pause and resume together: the time left on each at any instant, and
/// when some readout next changes.
///
/// A pause freezes the time left of every countdown that pauses; resuming moves each later by
/// the length of the pause (``Countdown/delayed(by:)``), so such a timer always lasts its length
/// of running time. An *anchored* countdown (one that counts down to an instant, such as 12:00)
/// ends at its instant whatever happens: a pause leaves it running, and a set of anchored
/// countdowns alone does not pause at all (``canPause``). Like ``Countdown`` it never reads the
/// real clock: every instant is given. A set of one is a timer that can pause.
///
/// ```swift
/// var timers = TimerSet([Countdown(start: t0, length: .seconds(240))])
/// timers.togglePause(at: t0 + 10)    // paused with 3:50 left
/// timers.togglePause(at: t0 + 70)    // resumed: it now ends at t0 + 300
/// timers.nextChange(after: t0 + 70)  // t0 + 71: the readout goes from 3:50 to 3:49
/// ```
public struct TimerSet: Sendable, Hashable {
  /// The countdowns as they now run: those that pause moved later by every pause so far.
  public private(set) var countdowns: [Countdown]
  /// Whether each countdown is anchored (one entry per countdown): it ends at its upper bound
  /// whatever happens, so pausing the set leaves it running.
  public let anchored: [Bool]
  /// When the set was paused, or nil while it runs.
  public private(set) var pausedAt: Date?

  /// The countdowns, running; those whose entry of `anchored` is true are anchored (missing
  /// entries count as false, so `TimerSet(countdowns)` pauses every one).
  public init(_ countdowns: [Countdown], anchored: [Bool] = []) {
    self.countdowns = countdowns
    self.anchored = countdowns.indices.map { $0 < anchored.count && anchored[$0] }
  }

  /// Whether pausing holds anything: some countdown is not anchored. A set of anchored
  /// countdowns alone (or of none) ignores ``togglePause(at:)``.
  public var canPause: Bool { anchored.contains(false) }

  /// Pauses at `now`, or, if paused, resumes at `now` (each countdown that pauses moved later
  /// by the time since the pause began, to the microsecond; a `now` before the pause counts as
  /// no time). Does nothing when the set cannot pause (``canPause``).
  public mutating func togglePause(at now: Date) {
    if let pausedAt {
      let pause = max(.zero, Duration.elapsed(from: pausedAt, to: now))
      countdowns = zip(countdowns, anchored).map { countdown, anchored in anchored ? countdown : countdown.delayed(by: pause) }
      self.pausedAt = nil
    } else if canPause {
      pausedAt = now
    }
  }

  /// When countdown `index` was paused: the set's pause for one that pauses, nil for an
  /// anchored one (it never pauses).
  public func pausedAt(countdown index: Int) -> Date? {
    anchored[index] ? nil : pausedAt
  }

  /// The time left on each countdown at `now`; while paused, frozen at the pause's start for
  /// every countdown but the anchored ones.
  public func remaining(at now: Date) -> [Duration] {
    countdowns.indices.map { countdowns[$0].remaining(at: readingInstant(now, countdown: $0)) }
  }

  /// Whether every countdown has finished by `now` (those that pause read, while paused, at
  /// the pause's start).
  public func allFinished(at now: Date) -> Bool {
    countdowns.indices.allSatisfy { countdowns[$0].isFinished(at: readingInstant(now, countdown: $0)) }
  }

  /// When the last countdown finishes if the set runs on from now (nil for no countdowns).
  public var lastEnd: Date? { countdowns.map(\.interval.upperBound).max() }

  /// The countdowns whose time left moves now: every one while running, the anchored ones
  /// while paused.
  public var running: [Countdown] {
    guard pausedAt != nil else { return countdowns }
    return zip(countdowns, anchored).filter(\.1).map(\.0)
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

  /// The instant countdown `index` is read at: `now`, or, while it is paused, the pause's start.
  func readingInstant(_ now: Date, countdown index: Int) -> Date {
    Self.readingInstant(now, pausedAt: pausedAt(countdown: index))
  }

  /// The instant countdowns are read at: `now` while running, the pause's start (or `now`, if
  /// earlier) while paused.
  package static func readingInstant(_ now: Date, pausedAt: Date?) -> Date {
    pausedAt.map { min($0, now) } ?? now
  }
}
