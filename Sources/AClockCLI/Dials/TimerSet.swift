import ClockGeometry
import Foundation

/// Several countdowns that pause and resume together, and when each one finished.
///
/// A pause freezes every countdown's remaining time; resuming moves each later by the length
/// of the pause (``Countdown/delayed(by:)``), so a timer always lasts its length of running time.
struct TimerSet: Sendable {
  /// The countdowns as they now run.
  private(set) var countdowns: [Countdown]
  /// When the set was paused, or nil while it runs.
  private(set) var pausedAt: Date?

  init(_ countdowns: [Countdown]) {
    self.countdowns = countdowns
  }

  /// Pauses at `now`, or resumes if paused.
  mutating func togglePause(at now: Date) {
    if let pausedAt {
      let pause = Duration.seconds(max(0, now.timeIntervalSince(pausedAt)))
      countdowns = countdowns.map { $0.delayed(by: pause) }
      self.pausedAt = nil
    } else {
      pausedAt = now
    }
  }

  /// The instant the countdowns are read at: `now`, or the pause's start.
  func effectiveInstant(_ now: Date) -> Date { pausedAt.map { min($0, now) } ?? now }

  /// The time left on each countdown at `now`.
  func remaining(at now: Date) -> [Duration] {
    let instant = effectiveInstant(now)
    return countdowns.map { $0.remaining(at: instant) }
  }

  /// Whether every countdown has finished by `now`.
  func allFinished(at now: Date) -> Bool {
    let instant = effectiveInstant(now)
    return countdowns.allSatisfy { $0.isFinished(at: instant) }
  }

  /// When the last countdown finishes (nil for no countdowns), while running.
  var lastEnd: Date? { countdowns.map(\.interval.upperBound).max() }

  /// While running, the first instant after `now` at which some countdown's readout (rounded up
  /// to the second) changes: one of its whole seconds before its end.
  func nextChange(after now: Date) -> Date? {
    guard pausedAt == nil else { return nil }
    return countdowns.compactMap { countdown -> Date? in
      let left = countdown.remaining(at: now)
      guard left > .zero else { return nil }
      // The readout shows ⌈left⌉; it changes when left reaches the next whole second below.
      let wholeSecondsBelow = (left - .microseconds(1)).components.seconds
      return now.addingTimeInterval((left - .seconds(wholeSecondsBelow)).timeInterval)
    }.min()
  }

  /// A timer's state in one line, as printed when it ends or when the command ends before it:
  /// `Tea 4:00 done`, `Tea 1:23 left of 4:00` (`timer` without a caption).
  static func report(caption: String?, length: Duration, remaining: Duration) -> String {
    let name = caption ?? "timer"
    let total = DurationFormat.short.string(length, rounding: .up)
    guard remaining > .zero else { return "\(name) \(total) done" }
    return "\(name) \(DurationFormat.short.string(remaining, rounding: .up)) left of \(total)"
  }
}
