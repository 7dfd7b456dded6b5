import ClockGeometry
import ClockSchedule
import ConcurrencyExtras
import Foundation
import Testing

/// The live ticker on a simulated wall clock: a wait moves the wall time to its deadline (plus
/// a lateness the test picks), and a "key" arrives during a chosen wait, moving the time to its
/// own instant and waking the ticker, so nothing waits on real time.
@Suite("LiveTicker")
struct LiveTickerTests {
  /// 2024-06-15T09:15:30.25Z: a quarter of a second past a whole second.
  static let start = Date(timeIntervalSince1970: 1_718_442_930.25)

  /// Simulated wall time; `keys` maps the number of a wait (0, 1, …) to the instant a key
  /// arrives during it, if before the deadline.
  final class Wall: Sendable {
    let now = LockIsolated(LiveTickerTests.start)
    let waits = LockIsolated<[Double?]>([])
    let keys: [Int: Double]
    let lateness: Double
    /// Set by the test: the ticker to wake when a key arrives.
    let ticker = LockIsolated<LiveTicker?>(nil)

    init(keys: [Int: Double] = [:], lateness: Double = 0) {
      self.keys = keys
      self.lateness = lateness
    }

    var wallClock: WallClock { WallClock { [now] in now.value } }

    var waiter: TickWaiter {
      TickWaiter(
        wait: { [self] deadline, _ in
          let number = waits.withValue { waits in
            waits.append(deadline?.timeIntervalSince1970)
            return waits.count - 1
          }
          if let key = keys[number], deadline.map({ key < $0.timeIntervalSince1970 }) ?? true {
            // The key's thread: the time of the key, and a wake-up.
            now.setValue(Date(timeIntervalSince1970: key))
            ticker.value?.wake()
            return
          }
          if let deadline { now.setValue(deadline.addingTimeInterval(lateness)) }
        },
        wake: {})
    }

    func makeTicker(_ schedule: TickSchedule) -> LiveTicker {
      let made = LiveTicker(schedule: schedule, wallClock: wallClock, waiter: waiter)
      ticker.setValue(made)
      return made
    }
  }

  @Test func entriesBecomeDueOnTheWholeSecondsWithoutDrift() {
    let wall = Wall(lateness: 0.0004)
    let ticker = wall.makeTicker(.everySecond)
    var entries: [Double] = []
    for _ in 0..<4 {
      guard case .due(let entry) = ticker.next() else { Issue.record("not due"); return }
      entries.append(entry.timeIntervalSince1970)
    }
    #expect(entries == [1_718_442_930, 1_718_442_931, 1_718_442_932, 1_718_442_933])
    // Each deadline is the next whole second, worked out afresh: lateness never adds up.
    #expect(wall.waits.value == [1_718_442_931, 1_718_442_932, 1_718_442_933])
  }

  @Test func aWakeUpEndsTheWaitAndTheNextEntryIsStillDueOnTime() {
    // During the second wait, at 09:15:31.6, a key arrives (the test's waiter plays the key's
    // thread: it calls wake(), and the wait ends there).
    let wall = Wall(keys: [1: 1_718_442_931.6])
    let ticker = wall.makeTicker(.everySecond)
    var events: [String] = []
    for _ in 0..<5 {
      switch ticker.next() {
      case .due(let entry): events.append("due \(entry.timeIntervalSince1970 - 1_718_442_930)")
      case .woken: events.append("woken at \(((wall.now.value.timeIntervalSince1970 - 1_718_442_930) * 10).rounded() / 10)")
      case .end: events.append("end")
      }
    }
    #expect(events == ["due 0.0", "due 1.0", "woken at 1.6", "due 2.0", "due 3.0"])
  }

  @Test func aWakeUpGivenWhileNobodyWaitsEndsTheNextWaitAtOnce() {
    let wall = Wall()
    let ticker = wall.makeTicker(.everySecond)
    #expect(ticker.next() == .due(Date(timeIntervalSince1970: 1_718_442_930)))
    ticker.wake()
    #expect(ticker.next() == .woken)
    #expect(wall.waits.value.isEmpty, "it did not wait at all")
    #expect(ticker.next() == .due(Date(timeIntervalSince1970: 1_718_442_931)))
  }

  @Test func followingANewScheduleMakesItsNewestEntryDueAtOnce() throws {
    let wall = Wall()
    let utc = try #require(ZoneRules.named("UTC"))
    let ticker = wall.makeTicker(.everySecond)
    #expect(ticker.next() == .due(Date(timeIntervalSince1970: 1_718_442_930)))
    #expect(ticker.next() == .due(Date(timeIntervalSince1970: 1_718_442_931)))
    // A key hides the second hand: every minute from now on; 09:15:00 is due at once.
    ticker.follow(.everyMinute(in: utc))
    #expect(ticker.next() == .due(Date(timeIntervalSince1970: 1_718_442_900)))
    #expect(ticker.next() == .due(Date(timeIntervalSince1970: 1_718_442_960)))
    // The same schedule again changes nothing: no entry repeats.
    ticker.follow(.everyMinute(in: utc))
    #expect(ticker.next() == .due(Date(timeIntervalSince1970: 1_718_443_020)))
  }

  @Test func anExplicitScheduleEndsAndThenOnlyAWakeUpEndsTheWait() {
    let wall = Wall()
    let ticker = wall.makeTicker(.explicit([Date(timeIntervalSince1970: 1_718_442_932)]))
    #expect(ticker.next() == .due(Date(timeIntervalSince1970: 1_718_442_932)))
    #expect(ticker.next() == .end)
    ticker.wake()
    ticker.waitUntilWoken()
    #expect(wall.waits.value == [1_718_442_932], "the wake-up was taken without a wait for ever")
  }
}
