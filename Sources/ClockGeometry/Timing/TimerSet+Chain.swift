#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension TimerSet {
  /// Timers one after the other: each of `lengths` starts when the one before it finishes,
  /// the first at `start`, and the whole list runs `rounds` times (a Pomodoro: work, break,
  /// four times). Each is called by the entry of `names` at its place in the list (every round
  /// alike); a missing entry, or nil, leaves it unnamed.
  ///
  /// Every bound is `start` plus the lengths before it, summed exactly and rounded once, so the
  /// thousandth timer is not late by the rounding of 999 additions; a timer starts at the very
  /// instant the one before it ends. Nothing is anchored: pausing the set holds the running
  /// timer and moves every later one by the pause, so the chain goes on where it stopped.
  /// A negative length counts as zero; `rounds` below 1 counts as 1.
  ///
  /// ```swift
  /// var pomodoro = TimerSet(chaining: [.seconds(1500), .seconds(300)], names: ["work", "break"], rounds: 4, from: t0)
  /// pomodoro.timers.count                // 8
  /// pomodoro.timers[3].name              // "break"
  /// pomodoro.countdowns[1].interval      // t0 + 1500 ..< t0 + 1800
  /// pomodoro.firstUnfinished(at: t0 + 1600)  // 1: the first break
  /// ```
  public init(chaining lengths: [Duration], names: [String?] = [], rounds: Int = 1, from start: Date) {
    var timers: [Timer] = []
    timers.reserveCapacity(lengths.count * max(rounds, 1))
    var elapsed = Duration.zero
    var lower = start
    for _ in 0..<max(rounds, 1) {
      for (index, length) in lengths.enumerated() {
        elapsed += max(length, .zero)
        let upper = start.addingTimeInterval(elapsed.timeInterval)
        timers.append(Timer(Countdown(lower..<upper), name: index < names.count ? names[index] : nil))
        lower = upper
      }
    }
    self.init(timers)
  }

  /// The first timer, in order, that has not finished at `now` (read while paused at the
  /// pause's start, as ``remaining(at:)`` reads it); nil once every one has. In a chain
  /// (``init(chaining:names:rounds:from:)``) this is the one running, or, before the chain's start,
  /// the first.
  public func firstUnfinished(at now: Date) -> Int? {
    timers.indices.first { !timers[$0].countdown.isFinished(at: readingInstant(now, timer: $0)) }
  }
}
