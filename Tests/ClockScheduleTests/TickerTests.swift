import ClockGeometry
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

  /// A ticker iterated in a task, recording each entry with the wall time at which it arrived.
  struct Run: Sendable {
    let clock: TestClock<Duration>
    let wall: SimulatedWall<TestClock<Duration>>
    let received = LockIsolated<[(entry: Date, seenAt: Date)]>([])
    let task: Task<Void, Never>

    init(_ schedule: TickSchedule, clock: TestClock<Duration>, wall: SimulatedWall<TestClock<Duration>>, wallClock: WallClock?) {
      self.clock = clock
      self.wall = wall
      let received = self.received
      let ticker = Ticker(schedule: schedule, clock: clock, wallClock: wallClock ?? wall.wallClock)
      task = Task {
        for await entry in ticker {
          received.withValue { $0.append((entry, wall.now())) }
        }
      }
    }

    var entries: [Double] { unixSeconds(received.value.map(\.entry)) }
    var seenAt: [Double] { unixSeconds(received.value.map(\.seenAt)) }
  }

  /// Starts a ticker at ``start`` on a fresh TestClock (letting it run until it first waits), runs
  /// `body`, then cancels the ticker and waits for its task to end.
  ///
  /// `displayed` replaces the simulated wall clock the ticker reads (it still records `seenAt`
  /// in simulated wall time).
  func withTicker(
    _ schedule: TickSchedule = .everySecond,
    displayed: (@Sendable (WallClock) -> WallClock)? = nil,
    _ body: @Sendable (Run) async throws -> Void
  ) async rethrows {
    try await withMainSerialExecutor {
      let clock = TestClock()
      let wall = SimulatedWall(clock: clock, base: Self.start)
      let run = Run(schedule, clock: clock, wall: wall, wallClock: displayed?(wall.wallClock))
      await clock.advance(by: .zero)
      try await body(run)
      run.task.cancel()
      await run.task.value
    }
  }

  @Test func firstEntryAtOnceThenEachWholeSecondExactlyOnTime() async {
    await withTicker { run in
      #expect(run.entries == [1_718_442_930])
      await run.clock.advance(by: .milliseconds(749))
      #expect(run.entries == [1_718_442_930])
      await run.clock.advance(by: .milliseconds(1))
      #expect(run.entries == [1_718_442_930, 1_718_442_931])
      await run.clock.advance(by: .seconds(2))
      #expect(run.entries == [1_718_442_930, 1_718_442_931, 1_718_442_932, 1_718_442_933])
      #expect(run.seenAt == [1_718_442_930.25, 1_718_442_931, 1_718_442_932, 1_718_442_933])
    }
  }

  @Test func wokenPeriodsLateYieldsOnlyTheNewestDueEntry() async {
    await withTicker { run in
      // The wait for :31 ends with the wall clock 3.6 s past its deadline, at 09:15:34.6.
      run.wall.step.setValue(3.6)
      await run.clock.advance(by: .milliseconds(750))
      // Shows :34 once, not :31, :32, :33, :34; back on the boundary at :35.
      #expect(run.entries == [1_718_442_930, 1_718_442_934])
      await run.clock.advance(by: .milliseconds(400))
      #expect(run.entries == [1_718_442_930, 1_718_442_934, 1_718_442_935])
      #expect(run.seenAt == [1_718_442_930.25, 1_718_442_934.6, 1_718_442_935])
    }
  }

  @Test func wokenEarlyWaitsAgainAndNeverRepeatsAnEntry() async {
    await withTicker { run in
      // The wait for :31 ends with the wall clock 0.25 s short of it, at :30.75.
      run.wall.step.setValue(-0.25)
      await run.clock.advance(by: .milliseconds(750))
      #expect(run.entries == [1_718_442_930])
      // It waits the 0.25 s left, and shows :31 then.
      await run.clock.advance(by: .milliseconds(249))
      #expect(run.entries == [1_718_442_930])
      await run.clock.advance(by: .milliseconds(1))
      #expect(run.entries == [1_718_442_930, 1_718_442_931])
      #expect(run.seenAt == [1_718_442_930.25, 1_718_442_931])
    }
  }

  @Test func cancellationEndsTheSequenceWithoutAdvancingTheClock() async throws {
    try await withTicker { run in
      run.task.cancel()
      await run.task.value
      try await run.clock.checkSuspension()
      #expect(run.entries == [1_718_442_930])
    }
  }

  @Test func aStepForwardReAlignsOnTheNextTick() async {
    await withTicker { run in
      run.wall.step.setValue(3600.5)  // NTP steps the wall clock 1 h 0.5 s ahead
      await run.clock.advance(by: .milliseconds(750))
      // Woken at 10:15:31.5: shows 10:15:31, next at 10:15:32 (0.5 s later on the test clock).
      #expect(run.entries == [1_718_442_930, 1_718_446_531])
      await run.clock.advance(by: .milliseconds(499))
      #expect(run.entries == [1_718_442_930, 1_718_446_531])
      await run.clock.advance(by: .milliseconds(1))
      #expect(run.entries == [1_718_442_930, 1_718_446_531, 1_718_446_532])
      #expect(run.seenAt.last == 1_718_446_532)
    }
  }

  @Test func aStepBackReAlignsOnTheNextTick() async {
    await withTicker { run in
      run.wall.step.setValue(-3600)
      await run.clock.advance(by: .milliseconds(750))
      #expect(run.entries == [1_718_442_930, 1_718_439_331])
      await run.clock.advance(by: .seconds(1))
      #expect(run.entries == [1_718_442_930, 1_718_439_331, 1_718_439_332])
    }
  }

  @Test func aSmallStepBackDoesNotRepeatTheSecondOnDisplay() async {
    await withTicker { run in
      await run.clock.advance(by: .milliseconds(750))
      #expect(run.entries == [1_718_442_930, 1_718_442_931])
      run.wall.step.setValue(-0.5)
      // The wait for :32 ends at wall :31.5, still inside the second on display.
      await run.clock.advance(by: .seconds(1))
      #expect(run.entries == [1_718_442_930, 1_718_442_931])
      await run.clock.advance(by: .milliseconds(500))
      #expect(run.entries == [1_718_442_930, 1_718_442_931, 1_718_442_932])
      #expect(run.seenAt.last == 1_718_442_932)
    }
  }

  @Test func anExplicitScheduleEndsAfterItsLastDate() async {
    await withTicker(.explicit([unix(1_718_442_934), unix(1_718_442_932)])) { run in
      await run.clock.advance(by: .seconds(10))
      await run.task.value  // ends by itself: nothing cancelled it yet
      #expect(run.entries == [1_718_442_932, 1_718_442_934])
      #expect(run.seenAt == [1_718_442_932, 1_718_442_934])
    }
  }

  @Test func everyMinuteInKathmanduTicksOnLocalMinutes() async throws {
    let kathmandu = try #require(ZoneRules.named("Asia/Kathmandu"))
    await withTicker(.everyMinute(in: kathmandu)) { run in
      await run.clock.advance(by: .seconds(120))
      // 15:00:30.25+05:45 → 15:00, 15:01, 15:02 local (09:15, 09:16, 09:17 UTC).
      #expect(run.entries == [1_718_442_900, 1_718_442_960, 1_718_443_020])
      #expect(run.seenAt == [1_718_442_930.25, 1_718_442_960, 1_718_443_020])
    }
  }

  @Test func aScaledWallClockRunsMinutesInSeconds() async throws {
    let utc = try #require(ZoneRules.fixed(utcOffsetSeconds: 0))
    // Displayed time starts at 2024-06-15T09:59:30Z and runs 60× as fast as the simulated wall.
    await withTicker(.everyMinute(in: utc), displayed: { $0.scaled(by: 60, from: unix(1_718_445_570)) }) { run in
      #expect(run.entries == [1_718_445_540])
      await run.clock.advance(by: .milliseconds(499))
      #expect(run.entries == [1_718_445_540])
      await run.clock.advance(by: .milliseconds(1))  // 0.5 real seconds = 30 displayed seconds
      await run.clock.advance(by: .seconds(1))
      #expect(run.entries == [1_718_445_540, 1_718_445_600, 1_718_445_660])
      // Seen 0.5 s and 1.5 s after the start on the simulated wall clock.
      #expect(run.seenAt == [1_718_442_930.25, 1_718_442_930.75, 1_718_442_931.75])
    }
  }
}
