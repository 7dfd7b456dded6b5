import ClockSchedule
import Clocks
import ConcurrencyExtras
import Foundation
import Testing

/// The ticker against a TestClock whose wall time is derived from the clock, so every wake-up
/// happens at an instant the test chose. All run under `withMainSerialExecutor`.
@Suite("Ticker", .serialized)
struct TickerTests {
  /// 2024-06-15T09:15:30.25Z: a quarter of a second past a whole second.
  static let start = unix(1_718_442_930.25)

  /// Runs a ticker in a task and records each entry with the wall time at which it arrived.
  struct Run<C: Clock<Duration>>: Sendable {
    let wall: SimulatedWall<TestClock<Duration>>
    let received = LockIsolated<[(entry: Date, seenAt: Date)]>([])
    let task: Task<Void, Never>

    init(_ schedule: TickSchedule, clock: C, wall: SimulatedWall<TestClock<Duration>>) {
      self.wall = wall
      let received = self.received
      let ticker = Ticker(schedule: schedule, clock: clock, wallClock: wall.wallClock)
      task = Task {
        for await entry in ticker {
          received.withValue { $0.append((entry, wall.now())) }
        }
      }
    }

    var entries: [Double] { unixSeconds(received.value.map(\.entry)) }
    var seenAt: [Double] { unixSeconds(received.value.map(\.seenAt)) }
  }

  @Test func firstEntryAtOnceThenEachWholeSecondExactlyOnTime() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let run = Run(.everySecond, clock: clock, wall: SimulatedWall(clock: clock, base: Self.start))
      await clock.advance(by: .zero)
      #expect(run.entries == [1_718_442_930])
      await clock.advance(by: .milliseconds(749))
      #expect(run.entries == [1_718_442_930])
      await clock.advance(by: .milliseconds(1))
      #expect(run.entries == [1_718_442_930, 1_718_442_931])
      await clock.advance(by: .seconds(2))
      #expect(run.entries == [1_718_442_930, 1_718_442_931, 1_718_442_932, 1_718_442_933])
      #expect(run.seenAt == [1_718_442_930.25, 1_718_442_931, 1_718_442_932, 1_718_442_933])
      run.task.cancel()
      await run.task.value
    }
  }

  @Test func wokenPeriodsLateYieldsOnlyTheNewestDueEntry() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let wall = SimulatedWall(clock: clock, base: Self.start)
      let run = Run(.everySecond, clock: clock, wall: wall)
      await clock.advance(by: .zero)
      // The sleep for :31 ends with the wall clock 3.6 s past its deadline, at 09:15:34.6.
      wall.step.setValue(3.6)
      await clock.advance(by: .milliseconds(750))
      // Shows :34 once, not :31, :32, :33, :34; back on the boundary at :35.
      #expect(run.entries == [1_718_442_930, 1_718_442_934])
      await clock.advance(by: .milliseconds(400))
      #expect(run.entries == [1_718_442_930, 1_718_442_934, 1_718_442_935])
      #expect(run.seenAt == [1_718_442_930.25, 1_718_442_934.6, 1_718_442_935])
      run.task.cancel()
      await run.task.value
    }
  }

  @Test func wokenEarlySleepsAgainAndNeverRepeatsAnEntry() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let wall = SimulatedWall(clock: clock, base: Self.start)
      let run = Run(.everySecond, clock: clock, wall: wall)
      await clock.advance(by: .zero)
      // The sleep for :31 ends with the wall clock 0.25 s short of it, at :30.75.
      wall.step.setValue(-0.25)
      await clock.advance(by: .milliseconds(750))
      #expect(run.entries == [1_718_442_930])
      // It sleeps the 0.25 s left, and shows :31 then.
      await clock.advance(by: .milliseconds(249))
      #expect(run.entries == [1_718_442_930])
      await clock.advance(by: .milliseconds(1))
      #expect(run.entries == [1_718_442_930, 1_718_442_931])
      #expect(run.seenAt == [1_718_442_930.25, 1_718_442_931])
      run.task.cancel()
      await run.task.value
    }
  }

  @Test func cancellationEndsTheSequenceWithoutAdvancingTheClock() async throws {
    try await withMainSerialExecutor {
      let clock = TestClock()
      let run = Run(.everySecond, clock: clock, wall: SimulatedWall(clock: clock, base: Self.start))
      await clock.advance(by: .zero)
      run.task.cancel()
      await run.task.value
      try await clock.checkSuspension()
      #expect(run.entries == [1_718_442_930])
    }
  }

  @Test func aStepForwardReAlignsOnTheNextTick() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let wall = SimulatedWall(clock: clock, base: Self.start)
      let run = Run(.everySecond, clock: clock, wall: wall)
      await clock.advance(by: .zero)
      wall.step.setValue(3600.5)  // NTP steps the wall clock 1 h 0.5 s ahead
      await clock.advance(by: .milliseconds(750))
      // Woken at 10:15:31.5: shows 10:15:31, next at 10:15:32 (0.5 s later on the sleeping clock).
      #expect(run.entries == [1_718_442_930, 1_718_446_531])
      await clock.advance(by: .milliseconds(499))
      #expect(run.entries == [1_718_442_930, 1_718_446_531])
      await clock.advance(by: .milliseconds(1))
      #expect(run.entries == [1_718_442_930, 1_718_446_531, 1_718_446_532])
      #expect(run.seenAt.last == 1_718_446_532)
      run.task.cancel()
      await run.task.value
    }
  }

  @Test func aStepBackReAlignsOnTheNextTick() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let wall = SimulatedWall(clock: clock, base: Self.start)
      let run = Run(.everySecond, clock: clock, wall: wall)
      await clock.advance(by: .zero)
      wall.step.setValue(-3600)
      await clock.advance(by: .milliseconds(750))
      #expect(run.entries == [1_718_442_930, 1_718_439_331])
      await clock.advance(by: .seconds(1))
      #expect(run.entries == [1_718_442_930, 1_718_439_331, 1_718_439_332])
      run.task.cancel()
      await run.task.value
    }
  }

  @Test func aSmallStepBackDoesNotRepeatTheSecondOnDisplay() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let wall = SimulatedWall(clock: clock, base: Self.start)
      let run = Run(.everySecond, clock: clock, wall: wall)
      await clock.advance(by: .milliseconds(750))
      #expect(run.entries == [1_718_442_930, 1_718_442_931])
      wall.step.setValue(-0.5)
      // The sleep for :32 ends at wall :31.5, still inside the second on display.
      await clock.advance(by: .seconds(1))
      #expect(run.entries == [1_718_442_930, 1_718_442_931])
      await clock.advance(by: .milliseconds(500))
      #expect(run.entries == [1_718_442_930, 1_718_442_931, 1_718_442_932])
      #expect(run.seenAt.last == 1_718_442_932)
      run.task.cancel()
      await run.task.value
    }
  }

  @Test func anExplicitScheduleEndsAfterItsLastDate() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let schedule = TickSchedule.explicit([unix(1_718_442_934), unix(1_718_442_932)])
      let run = Run(schedule, clock: clock, wall: SimulatedWall(clock: clock, base: Self.start))
      await clock.advance(by: .seconds(10))
      await run.task.value  // ends by itself: no cancel
      #expect(run.entries == [1_718_442_932, 1_718_442_934])
      #expect(run.seenAt == [1_718_442_932, 1_718_442_934])
    }
  }

  @Test func everyMinuteInKathmanduTicksOnLocalMinutes() async throws {
    let kathmandu = try #require(TimeZone(identifier: "Asia/Kathmandu"))
    await withMainSerialExecutor {
      let clock = TestClock()
      let run = Run(.everyMinute(in: kathmandu), clock: clock, wall: SimulatedWall(clock: clock, base: Self.start))
      await clock.advance(by: .seconds(120))
      // 15:00:30.25+05:45 → 15:00, 15:01, 15:02 local (09:15, 09:16, 09:17 UTC).
      #expect(run.entries == [1_718_442_900, 1_718_442_960, 1_718_443_020])
      #expect(run.seenAt == [1_718_442_930.25, 1_718_442_960, 1_718_443_020])
      run.task.cancel()
      await run.task.value
    }
  }

  @Test func aScaledWallClockRunsMinutesInSeconds() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let real = SimulatedWall(clock: clock, base: Self.start)
      // Displayed time starts at 2024-06-15T09:59:30Z and runs 60× as fast.
      let demo = real.wallClock.scaled(by: 60, from: unix(1_718_445_570))
      let received = LockIsolated<[Date]>([])
      let ticker = Ticker(schedule: .everyMinute(in: TimeZone(secondsFromGMT: 0) ?? .current), clock: clock, wallClock: demo)
      let task = Task { for await entry in ticker { received.withValue { $0.append(entry) } } }
      await clock.advance(by: .zero)
      #expect(unixSeconds(received.value) == [1_718_445_540])
      await clock.advance(by: .milliseconds(499))
      #expect(unixSeconds(received.value) == [1_718_445_540])
      await clock.advance(by: .milliseconds(1))  // 0.5 real seconds = 30 displayed seconds
      await clock.advance(by: .seconds(1))
      #expect(unixSeconds(received.value) == [1_718_445_540, 1_718_445_600, 1_718_445_660])
      task.cancel()
      await task.value
    }
  }
}
