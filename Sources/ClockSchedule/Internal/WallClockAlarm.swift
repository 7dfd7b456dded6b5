#if os(Linux)
import CLinuxExtras
import Glibc
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A thread's wait until the wall clock (`CLOCK_REALTIME`) reads a deadline, which ends early
/// when the wall clock is set and which another thread can end early with ``wake()``.
///
/// Why the wall clock: a wait measured on `CLOCK_MONOTONIC` (a relative sleep, a semaphore's
/// timeout) stops counting while the machine is suspended and ignores steps of the wall clock,
/// so a wait for the next minute computed before a suspend or a step ends up to a minute late in
/// wall time: a status-bar clock shows the old time after resume. A timerfd on `CLOCK_REALTIME`
/// armed with an absolute deadline fires at resume when the deadline has passed meanwhile, and
/// with `TFD_TIMER_CANCEL_ON_SET` a wait also ends when the wall clock is set, forward or back
/// (`clock_nanosleep(CLOCK_REALTIME, TIMER_ABSTIME)` alone would wait out a step back). Either
/// way the caller reads the wall clock again and works out its next deadline from there.
///
/// Waits of up to ``longestBriefWait`` (a ticking clock's, to the next second) sleep on the
/// monotonic clock instead, on a futex: with the timerfd's `timerfd_settime`, `poll` and
/// `read`, a C program that only waits and writes each second used a third more CPU [0059]. A
/// step or a resume is then noticed when the brief wait ends, within a second, as the caller
/// reads the wall clock again.
///
/// The ``wake()`` side is a word the waiting thread sleeps on (a futex) during brief waits, and
/// an eventfd polled with the timer during long ones: a wake-up given while nobody waits ends
/// the next wait at once, and several coalesce into one.
///
/// One thread waits at a time; any thread may call ``wake()``.
package final class WallClockAlarm: Sendable {
  /// Why a wait ended.
  package enum Outcome: Sendable, Hashable {
    /// The wall clock reached the deadline (or, for a brief wait, its length has passed).
    case deadline
    /// The wall clock was set (stepped) during the wait.
    case clockSet
    /// ``WallClockAlarm/wake()`` was called.
    case woken
  }

  /// The longest wait made on the monotonic clock; longer ones arm the timer.
  package static let longestBriefWait = timespec(tv_sec: 1, tv_nsec: 0)

  private let timer: Int32
  private let waker: Int32
  /// Bits of ``woken`` (a wake-up not yet taken) and ``polling`` (the waiting thread polls the
  /// eventfd, so a wake-up writes it rather than waking the futex).
  // Sound to share: allocated here and freed in deinit, and read or written only through
  // CLinuxExtras' atomic functions and futex calls.
  private nonisolated(unsafe) let word: UnsafeMutablePointer<UInt32>
  private static let woken: UInt32 = 1
  private static let polling: UInt32 = 2

  /// An alarm, or nil when the kernel gives no timerfd or eventfd (no file descriptor left).
  /// One that is not `wakeable` has no eventfd and waits with a blocking read instead of poll:
  /// two system calls fewer a wait, for sleepers nothing else wakes.
  package init?(wakeable: Bool = true) {
    let timer = timerfd_create(CLOCK_REALTIME, Int32(TFD_CLOEXEC))
    let waker = wakeable ? eventfd(0, Int32(EFD_CLOEXEC | EFD_NONBLOCK)) : -1
    guard timer >= 0, waker >= 0 || !wakeable else {
      if timer >= 0 { close(timer) }
      if waker >= 0 { close(waker) }
      return nil
    }
    self.timer = timer
    self.waker = waker
    word = .allocate(capacity: 1)
    word.initialize(to: 0)
  }

  deinit {
    close(timer)
    if waker >= 0 { close(waker) }
    word.deallocate()
  }

  /// Blocks until the wall clock reads `deadline`, the wall clock is set, or ``wake()`` is
  /// called; with no deadline, until one of the last two (for an alarm that is not wakeable,
  /// until the clock is set). A deadline already past ends the wait at once.
  package func wait(until deadline: Date?) -> Outcome {
    wait(untilRealtime: deadline.map(Self.realtime(of:)))
  }

  /// ``wait(until:)`` with the deadline as a `CLOCK_REALTIME` reading.
  package func wait(untilRealtime deadline: timespec?) -> Outcome {
    if let deadline, let brief = Self.briefWait(until: deadline) { return waitBriefly(brief) }
    return waitOnTimer(until: deadline)
  }

  /// Ends the current wait, or the next one if no thread is waiting (nothing for an alarm that
  /// is not wakeable).
  package func wake() {
    guard waker >= 0 else { return }
    if aclock_atomic_fetch_or(word, Self.woken) & Self.polling != 0 {
      var one: UInt64 = 1
      _ = write(waker, &one, MemoryLayout<UInt64>.size)
    } else {
      aclock_futex_wake(word)
    }
  }

  /// The time from now until `deadline` when it is at most ``longestBriefWait`` (zero when it
  /// has passed); nil for a longer wait.
  package static func briefWait(until deadline: timespec) -> timespec? {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    var seconds = deadline.tv_sec - now.tv_sec
    var nanoseconds = deadline.tv_nsec - now.tv_nsec
    if nanoseconds < 0 {
      seconds -= 1
      nanoseconds += 1_000_000_000
    }
    if seconds < 0 { return timespec() }
    let longest = longestBriefWait
    guard seconds < longest.tv_sec || (seconds == longest.tv_sec && nanoseconds <= longest.tv_nsec) else { return nil }
    return timespec(tv_sec: seconds, tv_nsec: nanoseconds)
  }

  /// Sleeps `length` on the monotonic clock, unless woken before or during it.
  private func waitBriefly(_ length: timespec) -> Outcome {
    if takeWakeUp() { return .woken }
    guard length.tv_sec > 0 || length.tv_nsec > 0 else { return .deadline }
    var length = length
    // Returns at once if a wake-up is given after the check above (the word is no longer 0);
    // a signal may end it early, which the caller takes as any early end.
    _ = aclock_futex_wait(word, 0, &length)
    return takeWakeUp() ? .woken : .deadline
  }

  /// Waits on the timer armed at `deadline` (disarmed: no deadline).
  private func waitOnTimer(until deadline: timespec?) -> Outcome {
    var setting = itimerspec()
    if let deadline {
      // An all-zero value would disarm the timer: the earliest deadline is 1 ns after the epoch.
      setting.it_value = deadline.tv_sec > 0 || deadline.tv_nsec > 0 ? deadline : timespec(tv_sec: 0, tv_nsec: 1)
    }
    if timerfd_settime(timer, Int32(TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET), &setting, nil) != 0 {
      // Only an invalid value fails here; the clock is then read again by the caller.
      return .clockSet
    }
    var count: UInt64 = 0
    guard waker >= 0 else {
      while read(timer, &count, MemoryLayout<UInt64>.size) < 0 {
        if errno != EINTR { return errno == ECANCELED ? .clockSet : .deadline }
      }
      return .deadline
    }
    // From here a wake-up writes the eventfd; one given before is in the word.
    _ = aclock_atomic_fetch_or(word, Self.polling)
    defer { _ = aclock_atomic_fetch_clear(word, Self.polling) }
    if takeWakeUp() { return .woken }
    // On the stack: an array here was a heap allocation and release every tick.
    return withUnsafeTemporaryAllocation(of: pollfd.self, capacity: 2) { descriptors in
      descriptors[0] = pollfd(fd: waker, events: Int16(POLLIN), revents: 0)
      descriptors[1] = pollfd(fd: timer, events: Int16(POLLIN), revents: 0)
      while true {
        let ready = poll(descriptors.baseAddress, 2, -1)
        if ready < 0 {
          if errno == EINTR { continue }
          return .clockSet
        }
        if descriptors[0].revents != 0 {
          _ = read(waker, &count, MemoryLayout<UInt64>.size)
          // A write left over from a wake-up already taken (it came as an earlier wait ended)
          // is not a new one.
          if takeWakeUp() { return .woken }
        }
        if descriptors[1].revents != 0 {
          if read(timer, &count, MemoryLayout<UInt64>.size) < 0, errno == ECANCELED { return .clockSet }
          return .deadline
        }
      }
    }
  }

  /// Whether a wake-up was given since the last one taken; takes it.
  private func takeWakeUp() -> Bool {
    aclock_atomic_fetch_clear(word, Self.woken) & Self.woken != 0
  }

  /// `date` as a `CLOCK_REALTIME` reading, rounded up to the nanosecond (so a wait never ends
  /// before the date), clamped to the year 1970…~36812.
  package static func realtime(of date: Date) -> timespec {
    let seconds = min(max(date.timeIntervalSince1970, 0), 1e12)
    let whole = seconds.rounded(.down)
    let nanoseconds = min(((seconds - whole) * 1e9).rounded(.up), 999_999_999)
    return timespec(tv_sec: time_t(whole), tv_nsec: Int(nanoseconds))
  }
}
#endif
