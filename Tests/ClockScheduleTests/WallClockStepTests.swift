import ClockGeometry
import ClockSchedule
import ConcurrencyExtras
import Foundation
import Testing

/// A minute ticker across a step of the wall clock and across a suspend, on a simulated machine
/// whose sleeper behaves as `ThreadSleeper.system` does on Linux (a timerfd on the wall clock
/// with an absolute deadline, cancelled when the clock is set): a sleep ends when the wall clock
/// reaches its deadline, including by a suspend, or at once when the clock is set. The ticker
/// must then show the right minute at the right wall time.
///
/// (A sleep on the monotonic clock, which the sleeper used to be, would have shown 09:16 at
/// 09:16:30 after the step forward, kept 09:15 on screen for an hour after the step back, and
/// shown 09:20 at 09:20:40 after the suspend.)
@Suite("Wall-clock steps and suspends")
struct WallClockStepTests {
  /// 2024-06-15T09:15:00Z.
  static let start = 1_718_442_900.0

  /// Something that happens to the machine once it has been asleep `after` seconds in total.
  enum Event: Sendable {
    /// The wall clock is set `by` seconds forward (or back, when negative).
    case step(after: Double, by: Double)
    /// The machine is suspended for `seconds` of wall time (nothing runs meanwhile).
    case suspend(after: Double, for: Double)
  }

  /// Wall time, the events still to come, and seconds slept so far (a sleeping thread's time).
  final class Machine: Sendable {
    let wall = LockIsolated(WallClockStepTests.start)
    let slept = LockIsolated(0.0)
    let events: LockIsolated<[Event]>

    init(_ events: [Event]) {
      self.events = LockIsolated(events)
    }

    var wallClock: WallClock { WallClock { [wall] in Date(timeIntervalSince1970: wall.value) } }

    /// Sleeps until the wall clock reads now + `duration`; ends early at a step of the clock.
    var sleeper: ThreadSleeper {
      ThreadSleeper { [self] duration in
        let (seconds, attoseconds) = duration.components
        let deadline = wall.value + Double(seconds) + Double(attoseconds) / 1e18
        while wall.value < deadline {
          guard let event = events.value.first else {
            pass(deadline - wall.value)
            return
          }
          switch event {
          case .step(let after, let by):
            guard after < slept.value + (deadline - wall.value) else { pass(deadline - wall.value); return }
            pass(after - slept.value)
            wall.withValue { $0 += by }
            events.withValue { _ = $0.removeFirst() }
            return  // TFD_TIMER_CANCEL_ON_SET: the wait ends when the clock is set
          case .suspend(let after, let length):
            guard after < slept.value + (deadline - wall.value) else { pass(deadline - wall.value); return }
            pass(after - slept.value)
            wall.withValue { $0 += length }  // an absolute wall-clock timer fires at resume if due
            events.withValue { _ = $0.removeFirst() }
          }
        }
      }
    }

    private func pass(_ seconds: Double) {
      wall.withValue { $0 += seconds }
      slept.withValue { $0 += seconds }
    }

    /// The first `count` entries of a minute ticker, as (entry, wall time shown) offsets from
    /// ``WallClockStepTests/start``.
    func minutes(_ count: Int) -> [[Double]] {
      BlockingTicker(schedule: .everyMinute(in: .utc), wallClock: wallClock, sleeper: sleeper).prefix(count).map {
        [$0.timeIntervalSince1970 - WallClockStepTests.start, wall.value - WallClockStepTests.start]
      }
    }
  }

  @Test func aStepForwardShowsTheNextMinuteWhenTheWallClockReachesIt() {
    // 10 s after 09:15 the clock is set 30 s forward, to 09:15:40: 09:16 is due 20 s later.
    let machine = Machine([.step(after: 10, by: 30)])
    #expect(machine.minutes(3) == [[0, 0], [60, 60], [120, 120]])
    #expect(machine.slept.value == 90)
  }

  @Test func aStepBackShowsTheMinuteOfTheNewTimeAtOnce() {
    // At 09:15:10 the clock is set back an hour, to 08:15:10: 08:15 is shown then, 08:16 at 08:16.
    let machine = Machine([.step(after: 10, by: -3600)])
    #expect(machine.minutes(3) == [[0, 0], [-3600, -3590], [-3540, -3540]])
  }

  @Test func aSuspendShowsTheNewestMinuteAtResume() {
    // Suspended at 09:15:20 for five minutes: resumed at 09:20:20, 09:20 is shown at once.
    let machine = Machine([.suspend(after: 20, for: 300)])
    #expect(machine.minutes(3) == [[0, 0], [300, 320], [360, 360]])
  }
}
