import ArgumentParser
import ClockSchedule
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--count` and `--speed`: how long a live run goes on and how fast its displayed time runs,
/// shared by `aclock ticks` and the clock (live pictures and the terminal). `aclock frames`
/// covers a fixed range and does not take them.
struct LiveRunOptions: ParsableArguments {
  @Option(help: ArgumentHelp("Stop after this many ticks.", valueName: "n"))
  var count: Int?

  @Option(help: ArgumentHelp("Run displayed time this many times as fast as real time (live only; 0.000001 to 1000000).", valueName: "factor"))
  var speed: Double?

  /// The fastest `--speed`: a displayed millisecond per nanosecond of real time, the finest
  /// step a wait can take. Faster, a millisecond schedule's entries could no longer each get a
  /// wake-up of their own, and far faster (10¹⁸) displayed time outruns the precision of `Date`
  /// and the ticker could no longer tell one entry from the next.
  static let fastestSpeed = 1_000_000.0
  /// The slowest `--speed`, the fastest's reciprocal: a displayed second already takes 11.6
  /// days, and far slower (4.9e-324) a schedule's next entry is never reached and the
  /// arithmetic underflows.
  static let slowestSpeed = 1 / fastestSpeed

  func validate() throws {
    if let count, count < 1 {
      throw ValidationError("--count must be at least 1, not \(count)")
    }
    if let speed, !(speed >= Self.slowestSpeed && speed <= Self.fastestSpeed) {
      throw ValidationError("--speed must be a number from 0.000001 to 1000000, not \(speed)")
    }
  }

  /// Whether either option was given.
  var isSet: Bool { count != nil || speed != nil }

  /// The wall clock a live run shows: real time, or displayed time starting at `start` and
  /// running `--speed` times as fast when the start was given (`--at`, `--from`) or sped up.
  func wallClock(start: Date, startWasGiven: Bool) -> WallClock {
    guard startWasGiven || speed != nil else { return .system }
    return WallClock.system.scaled(by: speed ?? 1, from: start)
  }
}
