import ClockGeometry
import ClockSchedule
import ConcurrencyExtras
import Foundation
import Testing

/// The blocking ticker on a simulated wall clock: its sleeper moves the wall time on instead of
/// waiting, by the requested time plus whatever lateness a test chooses, so every wake-up
/// happens at an instant the test picked and nothing waits on real time.
@Suite("BlockingTicker")
struct BlockingTickerTests {
  /// 2024-06-15T09:15:30.25Z: a quarter of a second past a whole second.
  static let start = unix(1_718_442_930.25)

  /// Simulated wall time and a record of every sleep requested.
  final class Wall: Sendable {
    let now: LockIsolated<Date>
    let sleeps = LockIsolated<[Double]>([])
    /// Seconds of wall time that pass per requested second of sleep.
    let rate: Double
    /// Extra wall time a sleep takes (negative: it ends early), by the number of the sleep
    /// (0, 1, …) and the seconds requested.
    let lateness: @Sendable (_ number: Int, _ requested: Double) -> Double

    init(
      start: Date = BlockingTickerTests.start, rate: Double = 1,
      lateness: @escaping @Sendable (_ number: Int, _ requested: Double) -> Double = { _, _ in 0 }
    ) {
      now = LockIsolated(start)
      self.rate = rate
      self.lateness = lateness
    }

    var wallClock: WallClock { WallClock(rate: rate) { [now] in now.value } }

    var sleeper: ThreadSleeper {
      ThreadSleeper { [self] duration in
        let (seconds, attoseconds) = duration.components
        let requested = Double(seconds) + Double(attoseconds) / 1e18
        let number = sleeps.withValue { sleeps in
          sleeps.append(requested)
          return sleeps.count - 1
        }
        now.withValue { $0 = $0.addingTimeInterval(requested * rate + lateness(number, requested)) }
      }
    }

    /// Runs `ticker` for `count` entries, returning each with the wall time it was yielded at.
    func run(_ schedule: TickSchedule, count: Int) -> [(entry: Double, at: Double)] {
      var result: [(Double, Double)] = []
      for entry in BlockingTicker(schedule: schedule, wallClock: wallClock, sleeper: sleeper).prefix(count) {
        result.append((entry.timeIntervalSince1970, now.value.timeIntervalSince1970))
      }
      return result
    }
  }

  @Test func firstEntryAtOnceThenEachWholeSecondExactlyOnTime() {
    let wall = Wall()
    let run = wall.run(.everySecond, count: 5)
    #expect(run.map(\.entry) == [1_718_442_930, 1_718_442_931, 1_718_442_932, 1_718_442_933, 1_718_442_934])
    #expect(run.map(\.at) == [1_718_442_930.25, 1_718_442_931, 1_718_442_932, 1_718_442_933, 1_718_442_934])
    // Each sleep is the wait to the next boundary, computed afresh (never a fixed second).
    #expect(wall.sleeps.value.map { ($0 * 1e6).rounded() / 1e6 } == [0.75, 1, 1, 1])
  }

  @Test func wokenLateItShowsTheNewestEntryOnceAndSkipsTheStaleOnes() {
    // The second sleep oversleeps by 2.5 s: 09:15:32 and :33 are stale by then.
    let wall = Wall { number, _ in number == 1 ? 2.5 : 0 }
    let run = wall.run(.everySecond, count: 4)
    #expect(run.map(\.entry) == [1_718_442_930, 1_718_442_931, 1_718_442_934, 1_718_442_935])
    #expect(run[2].at == 1_718_442_934.5)
  }

  @Test func wokenEarlyItSleepsAgainAndNeverRepeatsAnEntry() {
    // Every other sleep ends 40 % early: each second takes two sleeps, but shows once.
    let wall = Wall { number, requested in number.isMultiple(of: 2) ? -0.4 * requested : 0 }
    let run = wall.run(.everySecond, count: 4)
    #expect(run.map(\.entry) == [1_718_442_930, 1_718_442_931, 1_718_442_932, 1_718_442_933])
    #expect(run.dropFirst().allSatisfy { $0.at >= $0.entry && $0.at < $0.entry + 0.001 })
    #expect(wall.sleeps.value.count == 6)
  }

  @Test func aFiniteScheduleEnds() {
    let wall = Wall()
    let dates = [unix(1_718_442_931), unix(1_718_442_935)]
    let run = wall.run(.explicit(dates), count: 10)
    #expect(run.map(\.entry) == [1_718_442_931, 1_718_442_935])
    #expect(run.map(\.at) == [1_718_442_931, 1_718_442_935])
  }

  @Test func aFasterWallClockSleepsItsWaitDividedByItsRate() {
    // Displayed time runs 60 times as fast: a minute passes in a second of sleep.
    let wall = Wall(start: unix(1_718_442_930), rate: 60)
    let run = wall.run(.everyMinute(in: .utc), count: 3)
    #expect(run.map(\.entry) == [1_718_442_900, 1_718_442_960, 1_718_443_020])
    #expect(wall.sleeps.value.map { ($0 * 1e6).rounded() / 1e6 } == [0.5, 1])
  }

  @Test func aDayOfLateWakeUpsNeitherDriftsNorSkips() {
    // Up to 3 ms late at every wake-up, pseudo-randomly: lateness never adds up.
    let wall = Wall(start: unix(1_718_409_600)) { number, _ in Double((number &* 7_919) % 3_000) / 1e6 }
    let run = wall.run(.everySecond, count: 86_400)
    let entries = run.map(\.entry)
    #expect(entries.first == 1_718_409_600 && entries.last == 1_718_409_600 + 86_399)
    #expect(zip(entries, entries.dropFirst()).allSatisfy { $1 - $0 == 1 })
    #expect(run.dropFirst().allSatisfy { $0.at >= $0.entry && $0.at - $0.entry < 0.003 })
  }
}
