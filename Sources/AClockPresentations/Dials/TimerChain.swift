import AClockRuntime
import AClockValues
import ClockGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--chain` and `--repeat N`: the timers given run one after the other, the whole list N times
/// (`timer work=25m break=5m --chain --repeat 4`), as one ``TimerSet`` whose countdowns each
/// start when the one before finishes (``TimerSet/init(chaining:names:rounds:from:)``). Only the
/// running timer is drawn; its dial says which round it is and what comes next.
package struct TimerChain: Sendable, Equatable {
  /// The timers given, one round.
  package let timersPerRound: Int
  /// How many times the list runs (`--repeat`, 1 without it).
  package let rounds: Int

  /// `timersPerRound` timers run one after the other, `rounds` times.
  package init(timersPerRound: Int, rounds: Int) {
    self.timersPerRound = timersPerRound
    self.rounds = rounds
  }

  /// The most timers one command runs in all, side by side or in a chain (its rounds counted).
  package static let maximumTimers = 1000

  /// The largest `--repeat`: with a single timer, the most timers in all.
  package static let maximumRounds = maximumTimers

  /// What the dial of timer `index` says above its readout: its name, then its round when
  /// there are several (`work 2/4`; an unnamed timer `2/4`).
  package func dialCaption(index: Int, in timers: TimerSet) -> String? {
    let name = timers.timers[index].name
    guard rounds > 1 else { return name }
    let round = "\(index / timersPerRound + 1)/\(rounds)"
    return name.map { "\($0) \(round)" } ?? round
  }

  /// What the dial of timer `index` says under its readout: the timer that follows it
  /// (`next: break`, an unnamed one by its length, `next: 5:00`); nil for the last.
  package func note(after index: Int, in timers: TimerSet) -> String? {
    let next = index + 1
    guard next < timers.timers.count else { return nil }
    let timer = timers.timers[next]
    return "next: " + (timer.name ?? DurationFormat.short.string(timer.countdown.length, rounding: .up))
  }

  /// The countdown of `timers` (made as this chain) that runs at `now`: the first not finished
  /// (the first before the chain starts), or the last once all have finished.
  package func running(in timers: TimerSet, at now: Date) -> Int {
    timers.firstUnfinished(at: now) ?? max(0, timers.timers.count - 1)
  }

  /// The countdowns that have started by `now`, in order: those finished and the one running.
  /// Lines listing the timers leave out the rest (a Pomodoro quit in its first round is not
  /// seven timers "left").
  package func started(in timers: TimerSet, at now: Date) -> [Int] {
    Array(0...running(in: timers, at: now))
  }
}
