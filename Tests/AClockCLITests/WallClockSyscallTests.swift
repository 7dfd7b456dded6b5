import ClockTestSupport
import Foundation
import Testing

/// The real kernel's side of waking on the wall clock: under strace, every wait of `ticks` (a
/// `LiveRunner`'s `LiveTicker`) and of a live timer dial (the same) is a timerfd on
/// `CLOCK_REALTIME` armed with an absolute deadline and `TFD_TIMER_CANCEL_ON_SET`, the timer the
/// kernel fires at resume when its deadline has passed and cancels when the wall clock is set.
/// (Setting the clock would change the machine's; `WallClockStepTests` plays steps and suspends
/// through the ticker on a simulated clock instead.)
@Suite("Waits on the wall clock (strace)", .tags(.integration, .strace))
struct WallClockSyscallTests {
  /// The `it_value` seconds and nanoseconds of every `timerfd_settime` in strace's `log`, after
  /// checking each arms an absolute, cancel-on-set timer made on `CLOCK_REALTIME`.
  static func deadlines(in log: String) -> [(seconds: Int, nanoseconds: Int)] {
    let lines = log.split(separator: "\n")
    let created = lines.filter { $0.contains("timerfd_create(") }
    #expect(!created.isEmpty && created.allSatisfy { $0.contains("timerfd_create(CLOCK_REALTIME, TFD_CLOEXEC)") }, "\(created)")
    #expect(!lines.contains { $0.contains("clock_nanosleep(CLOCK_MONOTONIC") }, "a monotonic sleep is left")
    return lines.filter { $0.contains("timerfd_settime(") }.compactMap { line in
      #expect(line.contains("TFD_TIMER_ABSTIME|TFD_TIMER_CANCEL_ON_SET"), "\(line)")
      guard let value = line.firstRange(of: "it_value={tv_sec=") else { return nil }
      let fields = line[value.upperBound...].split(whereSeparator: { !$0.isNumber }).prefix(2).compactMap { Int($0) }
      return fields.count == 2 ? (fields[0], fields[1]) : nil
    }
  }

  static func strace(_ command: [String]) throws -> String {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-strace-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: log) }
    let result = try AClockProcess.run(
      ["-f", "-o", log.path, "-e", "trace=timerfd_create,timerfd_settime,clock_nanosleep"] + command,
      executable: URL(fileURLWithPath: "/usr/bin/strace"))
    #expect(result.status == 0, "\(result.stderr)")
    return try String(contentsOf: log, encoding: .utf8)
  }

  @Test func ticksWaitForEachWholeSecondOnTheWallClock() throws {
    let deadlines = Self.deadlines(in: try Self.strace([AClockProcess.binary.path, "ticks", "--every", "1s", "--count", "3"]))
    #expect(deadlines.count == 2)
    // Each deadline is the next whole second, a little after it (the time between the ticker's
    // reading of the clock and the sleeper's); one second apart.
    for deadline in deadlines { #expect(deadline.nanoseconds < 250_000_000, "\(deadline)") }
    if deadlines.count == 2 { #expect(deadlines[1].seconds == deadlines[0].seconds + 1) }
  }

  @Test func theLiveClockWaitsForEachWholeSecondOnTheWallClock() throws {
    // On a pseudo-terminal (script(1)), four frames; the deadlines are the schedule's entries
    // themselves, whole seconds, one second apart. Four, not three: a start slowed past a
    // second's boundary (a loaded CI machine, under strace) shows that second at once without a
    // wait, as a late wake-up does, and three frames then had only one wait to check.
    let deadlines = Self.deadlines(in: try Self.strace(
      ["/usr/bin/script", "-qec", "'\(AClockProcess.binary.path)' --count 4 --color never", "/dev/null"]))
    #expect(deadlines.count >= 2, "\(deadlines)")
    for deadline in deadlines { #expect(deadline.nanoseconds == 0, "\(deadlines)") }
    for (earlier, later) in zip(deadlines, deadlines.dropFirst()) {
      #expect(later.seconds == earlier.seconds + 1, "\(deadlines)")
    }
  }

  @Test func aLiveTimerDialWaitsForEachChangeOnTheWallClock() throws {
    // A terminal of its own (script(1) gives the dial a pseudo-terminal); it ends with its timer.
    let deadlines = Self.deadlines(in: try Self.strace(
      ["/usr/bin/script", "-qec", "'\(AClockProcess.binary.path)' timer 2s --no-bell", "/dev/null"]))
    #expect(deadlines.count >= 2, "\(deadlines)")
    // The dial changes every second from its start: the same fraction each time, a second apart.
    for (earlier, later) in zip(deadlines, deadlines.dropFirst()) {
      #expect(later.seconds == earlier.seconds + 1 && later.nanoseconds == earlier.nanoseconds, "\(deadlines)")
    }
  }
}
