@testable import AClockRuntime
import ClockGeometry
import ClockSchedule
import Foundation
import Synchronization
import Testing

/// The one loop, on a simulated wall clock: its waits move the time to their deadline, so a
/// run of any length takes a moment and every instant is the test's.
@Suite("Live runner")
struct LiveRunnerTests {
  /// 2024-06-15T09:15:30.25Z.
  static let start = 1_718_442_930.25

  /// Simulated wall time; during wait number `outsideChangeDuring`, something outside (a
  /// child ending) changes the presentation at `outsideChangeAt`.
  final class Wall: Sendable {
    let now = Mutex(LiveRunnerTests.start)
    let waits = Mutex<[Double?]>([])
    let outside = Mutex<(@Sendable () -> Void)?>(nil)
    let outsideChangeDuring: Int?
    let outsideChangeAt: Double

    init(outsideChangeDuring wait: Int? = nil, at: Double = 0) {
      outsideChangeDuring = wait
      outsideChangeAt = at
    }

    var wallClock: WallClock { WallClock { [self] in Date(timeIntervalSince1970: now.withLock { $0 }) } }

    var waiter: TickWaiter {
      TickWaiter(
        wait: { [self] deadline, _ in
          let number = waits.withLock { waits in
            waits.append(deadline?.timeIntervalSince1970)
            return waits.count - 1
          }
          if number == outsideChangeDuring, let changed = outside.withLock({ $0 }) {
            now.withLock { $0 = outsideChangeAt }
            changed()
            return
          }
          if let deadline { now.withLock { $0 = deadline.timeIntervalSince1970 } }
        },
        wake: {})
    }
  }

  /// What a recorder saw, shared with the test.
  final class Log: Sendable {
    let lines = Mutex<[String]>([])
    var value: [String] { lines.withLock { $0 } }
  }

  /// Logs every moment it is shown, in seconds after 09:15:30; finished at `finishedAt`.
  struct Recorder: LivePresentation {
    let changes: TickSchedule
    let log: Log
    var finishedAt: Double?
    let wall: Wall

    func show(_ moment: LiveMoment) -> LiveProgress {
      let seconds = { (date: Date) in String(format: "%.2f", date.timeIntervalSince1970 - 1_718_442_930) }
      let entry: String
      switch moment {
      case .start(let now): entry = "start \(seconds(now))"
      case .entry(let date, let now): entry = "entry \(seconds(date)) at \(seconds(now))"
      case .again(let now): entry = "again \(seconds(now))"
      case .repaint(let now): entry = "repaint \(seconds(now))"
      }
      log.lines.withLock { $0.append(entry) }
      if let finishedAt, moment.now.timeIntervalSince1970 >= finishedAt { return .finished(3) }
      return .shown
    }

    func observeOutsideChanges(_ changed: @escaping @Sendable () -> Void) {
      wall.outside.withLock { $0 = changed }
    }
  }

  @Test func entriesAreShownOnTimeUntilTheCount() throws {
    let wall = Wall()
    let recorder = Recorder(changes: .everySecond, log: Log(), wall: wall)
    let status = try LiveRunner(wallClock: wall.wallClock, count: 3, waiter: wall.waiter).run(recorder)
    #expect(status == 0)
    #expect(recorder.log.value == ["entry 0.00 at 0.25", "entry 1.00 at 1.00", "entry 2.00 at 2.00"])
    #expect(wall.waits.withLock { $0 } == [1_718_442_931, 1_718_442_932])
  }

  @Test func beforeTheFirstEntryTheStartIsShownThenEachEntryUntilTheScheduleEnds() throws {
    let wall = Wall()
    let ends = [1_718_442_932.0, 1_718_442_935].map(Date.init(timeIntervalSince1970:))
    let recorder = Recorder(changes: .explicit(ends), log: Log(), wall: wall)
    let status = try LiveRunner(wallClock: wall.wallClock, waiter: wall.waiter).run(recorder)
    #expect(status == 0)
    #expect(recorder.log.value == ["start 0.25", "entry 2.00 at 2.00", "entry 5.00 at 5.00"])
  }

  @Test func aChangeFromOutsideIsShownAtOnceAndCanFinishTheRun() throws {
    // During the third wait (for 09:15:33), at 09:15:32.5, an action's child ends, and with it
    // the presentation: the run ends there with its status.
    let wall = Wall(outsideChangeDuring: 2, at: 1_718_442_932.5)
    var recorder = Recorder(changes: .everySecond, log: Log(), wall: wall)
    recorder.finishedAt = 1_718_442_932.5
    let status = try LiveRunner(wallClock: wall.wallClock, waiter: wall.waiter).run(recorder)
    #expect(status == 3)
    #expect(recorder.log.value == ["entry 0.00 at 0.25", "entry 1.00 at 1.00", "entry 2.00 at 2.00", "again 2.50"])
  }
}
