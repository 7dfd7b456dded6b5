#if os(Linux)
import ClockSchedule
import Foundation
import Glibc
import Testing

/// The kernel-backed wait under `ThreadSleeper.system` and the live dials: what ends a wait, brief
/// (a second or less: a futex) or long (a timer on the wall clock), and how deadlines become
/// `CLOCK_REALTIME` readings. (A step of the wall clock cannot be made here without changing the
/// machine's clock; `WallClockStepTests` covers the ticker's side of it, and
/// `WallClockSyscallTests` shows which waits arm the timer on the wall clock, cancelled on set.)
@Suite("WallClockAlarm")
struct WallClockAlarmTests {
  @Test func aDeadlineAlreadyPastEndsTheWaitAtOnce() throws {
    let alarm = try #require(WallClockAlarm())
    #expect(alarm.wait(until: Date(timeIntervalSince1970: 0)) == .deadline)
    #expect(alarm.wait(until: Date(timeIntervalSince1970: -86_400)) == .deadline)
    #expect(alarm.wait(until: Date().addingTimeInterval(-1)) == .deadline)
  }

  @Test(arguments: [true, false])
  func aWaitEndsWhenTheWallClockReadsItsDeadlineNotBefore(wakeable: Bool) throws {
    let alarm = try #require(WallClockAlarm(wakeable: wakeable))
    let deadline = Date().addingTimeInterval(0.03)
    #expect(alarm.wait(until: deadline) == .deadline)
    #expect(Date() >= deadline)
    // A wake-up means nothing to an alarm that is not wakeable.
    alarm.wake()
    #expect(alarm.wait(until: Date(timeIntervalSince1970: 0)) == (wakeable ? .woken : .deadline))
  }

  @Test func wakeUpsGivenBeforeAWaitEndItAtOnceAndCoalesce() throws {
    let alarm = try #require(WallClockAlarm())
    alarm.wake()
    alarm.wake()
    #expect(alarm.wait(until: nil) == .woken)
    // Both wake-ups were spent on that wait: this one runs to its (past) deadline.
    #expect(alarm.wait(until: Date(timeIntervalSince1970: 0)) == .deadline)
  }

  /// Waits on `alarm` until `deadline` on a thread of its own, wakes it from this one (before
  /// that wait starts or during it), and returns how the wait ended.
  static func waitWokenFromAnotherThread(_ alarm: WallClockAlarm, until deadline: Date?) -> WallClockAlarm.Outcome? {
    let ended = DispatchSemaphore(value: 0)
    let outcome = LockedOutcome()
    Thread {
      outcome.set(alarm.wait(until: deadline))
      ended.signal()
    }.start()
    alarm.wake()
    ended.wait()
    return outcome.get()
  }

  @Test func anotherThreadEndsAWaitWithoutDeadline() throws {
    let alarm = try #require(WallClockAlarm())
    #expect(Self.waitWokenFromAnotherThread(alarm, until: nil) == .woken)
  }

  @Test func anotherThreadEndsABriefWait() throws {
    let alarm = try #require(WallClockAlarm())
    let started = Date()
    // Under a second: the futex, not the timer.
    #expect(Self.waitWokenFromAnotherThread(alarm, until: started.addingTimeInterval(0.9)) == .woken)
    #expect(Date().timeIntervalSince(started) < 0.6, "the wait ran to its deadline")
  }

  @Test func aWakeUpEndsOneWaitOnlyWhicheverWayItWaits() throws {
    let alarm = try #require(WallClockAlarm())
    // Given while nobody waits, taken by a long wait (no deadline: the timer and the eventfd).
    alarm.wake()
    #expect(alarm.wait(until: nil) == .woken)
    // Given from another thread, before the long wait or during it (then through the eventfd).
    #expect(Self.waitWokenFromAnotherThread(alarm, until: nil) == .woken)
    // Neither is taken again: a brief wait and a long one run to their deadlines.
    let brief = Date().addingTimeInterval(0.03)
    #expect(alarm.wait(until: brief) == .deadline)
    #expect(Date() >= brief)
    let long = Date().addingTimeInterval(1.05)
    #expect(alarm.wait(until: long) == .deadline)
    #expect(Date() >= long)
  }

  @Test func waitsOfASecondOrLessSleepWhatIsLeftOnTheMonotonicClock() throws {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    let half = try #require(WallClockAlarm.briefWait(until: timespec(tv_sec: now.tv_sec + 1, tv_nsec: now.tv_nsec)))
    // What is left of a second from the reading above, less the moments since.
    let left = Double(half.tv_sec) + Double(half.tv_nsec) / 1e9
    #expect(left > 0.9 && left <= 1)
    #expect(half.tv_nsec >= 0 && half.tv_nsec < 1_000_000_000)
    #expect(WallClockAlarm.briefWait(until: timespec(tv_sec: now.tv_sec + 2, tv_nsec: now.tv_nsec)) == nil)
    let past = try #require(WallClockAlarm.briefWait(until: timespec(tv_sec: now.tv_sec - 5, tv_nsec: 0)))
    #expect(past.tv_sec == 0 && past.tv_nsec == 0)
  }

  @Test func deadlinesBecomeRealtimeReadingsRoundedUpToTheNanosecond() {
    let whole = WallClockAlarm.realtime(of: Date(timeIntervalSince1970: 1_718_442_931))
    #expect(whole.tv_sec == 1_718_442_931 && whole.tv_nsec == 0)
    let quarter = WallClockAlarm.realtime(of: Date(timeIntervalSince1970: 1_718_442_930.25))
    #expect(quarter.tv_sec == 1_718_442_930 && quarter.tv_nsec == 250_000_000)
    let early = WallClockAlarm.realtime(of: Date(timeIntervalSince1970: -5))
    #expect(early.tv_sec == 0 && early.tv_nsec == 0)
  }

  @Test func aDurationFromNowIsAReadingThatFarAhead() {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    let later = ClockReading.after(.milliseconds(1500), on: CLOCK_REALTIME)
    let difference = Double(later.tv_sec - now.tv_sec) + Double(later.tv_nsec - now.tv_nsec) / 1e9
    #expect(difference >= 1.5 && difference < 1.6)
    #expect(later.tv_nsec >= 0 && later.tv_nsec < 1_000_000_000)
    let far = ClockReading.after(.seconds(Int64.max), on: CLOCK_MONOTONIC)
    #expect(far.tv_sec > 1 << 40 && far.tv_sec < 1 << 41)
  }
}

/// An outcome handed from a waiting thread to the test.
private final class LockedOutcome: @unchecked Sendable {
  // Sound: every access holds the lock.
  private let lock = NSLock()
  private var outcome: WallClockAlarm.Outcome?
  func set(_ value: WallClockAlarm.Outcome) { lock.withLock { outcome = value } }
  func get() -> WallClockAlarm.Outcome? { lock.withLock { outcome } }
}
#endif
