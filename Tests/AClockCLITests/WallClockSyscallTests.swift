import ClockTestSupport
import Foundation
import Testing

/// The real kernel's side of waking on the wall clock, under strace. A wait longer than a second
/// (a `ticks --explicit` instant ahead) is a timerfd on `CLOCK_REALTIME` armed with an absolute
/// deadline and `TFD_TIMER_CANCEL_ON_SET`, the timer the kernel fires at resume when its deadline
/// has passed and cancels when the wall clock is set. A wait of a second or less (`ticks`, the live
/// clock and a timer dial, each second) sleeps on a futex for what is left until the entry, no
/// timer armed [0059]. (Setting the clock would change the machine's; `WallClockStepTests` plays
/// steps and suspends through the ticker on a simulated clock instead.)
@Suite("Waits on the wall clock (strace)", .tags(.integration, .strace))
struct WallClockSyscallTests {
  /// The `it_value` seconds and nanoseconds of every `timerfd_settime` in strace's `log`, after
  /// checking each arms an absolute, cancel-on-set timer made on `CLOCK_REALTIME`.
  static func deadlines(in log: String) -> [(seconds: Int, nanoseconds: Int)] {
    let lines = log.split(separator: "\n")
    let created = lines.filter { $0.contains("timerfd_create(") }
    #expect(created.allSatisfy { $0.contains("timerfd_create(CLOCK_REALTIME, TFD_CLOEXEC)") }, "\(created)")
    #expect(!lines.contains { $0.contains("clock_nanosleep(CLOCK_MONOTONIC") }, "a monotonic sleep is left")
    return lines.filter { $0.contains("timerfd_settime(") }.compactMap { line in
      #expect(line.contains("TFD_TIMER_ABSTIME|TFD_TIMER_CANCEL_ON_SET"), "\(line)")
      guard let value = line.firstRange(of: "it_value={tv_sec=") else { return nil }
      let fields = line[value.upperBound...].split(whereSeparator: { !$0.isNumber }).prefix(2).compactMap { Int($0) }
      return fields.count == 2 ? (fields[0], fields[1]) : nil
    }
  }

  /// When each brief wait in strace's `log` (with `-ttt`) would end: its start (Unix seconds)
  /// plus its timeout, for every `futex` wait with one.
  static func briefWaitEnds(in log: String) -> [Double] {
    log.split(separator: "\n").compactMap { line -> Double? in
      guard line.contains("FUTEX_WAIT_PRIVATE, 0, {tv_sec="), let timeout = line.firstRange(of: "{tv_sec=") else { return nil }
      let fields = line.split(separator: " ")
      let length = line[timeout.upperBound...].split(whereSeparator: { !$0.isNumber }).prefix(2).compactMap { Double($0) }
      guard fields.count > 1, let start = Double(fields[1]), length.count == 2 else { return nil }
      return start + length[0] + length[1] / 1e9
    }
  }

  static func strace(_ command: [String]) throws -> String {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-strace-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: log) }
    let result = try AClockProcess.run(
      ["-f", "-ttt", "-o", log.path, "-e", "trace=timerfd_create,timerfd_settime,clock_nanosleep,futex"] + command,
      executable: URL(fileURLWithPath: "/usr/bin/strace"))
    #expect(result.status == 0, "\(result.stderr)")
    return try String(contentsOf: log, encoding: .utf8)
  }

  /// Checks that `log`'s brief waits end on the whole seconds, one second apart, and no timer was
  /// armed; at least `count` of them.
  static func expectWaitsForWholeSeconds(in log: String, count: Int) {
    let ends = briefWaitEnds(in: log)
    #expect(ends.count >= count, "\(log.suffix(2000))")
    #expect(deadlines(in: log).isEmpty, "a timer was armed for a wait of a second or less")
    // Each ends on a whole second, a little after it (the time between the ticker's reading of
    // the clock and the wait's start, slowed by strace); one second apart.
    for end in ends { #expect(end - end.rounded(.down) < 0.25, "\(ends)") }
    for (earlier, later) in zip(ends, ends.dropFirst()) {
      #expect((later - earlier).rounded() == 1, "\(ends)")
    }
  }

  @Test func ticksWaitForEachWholeSecond() throws {
    Self.expectWaitsForWholeSeconds(
      in: try Self.strace([AClockProcess.binary.path, "ticks", "--every", "1s", "--count", "3"]), count: 2)
  }

  @Test func theLiveClockWaitsForEachWholeSecond() throws {
    // On a pseudo-terminal (script(1)), four frames. Four, not three: a start slowed past a
    // second's boundary (a loaded CI machine, under strace) shows that second at once without a
    // wait, as a late wake-up does, and three frames then had only one wait to check.
    Self.expectWaitsForWholeSeconds(
      in: try Self.strace(["/usr/bin/script", "-qec", "'\(AClockProcess.binary.path)' --count 4 --color never", "/dev/null"]),
      count: 2)
  }

  @Test func aLiveTimerDialWaitsForEachChange() throws {
    // A terminal of its own (script(1) gives the dial a pseudo-terminal); it ends with its timer.
    let log = try Self.strace(["/usr/bin/script", "-qec", "'\(AClockProcess.binary.path)' timer 2s --no-bell", "/dev/null"])
    let ends = Self.briefWaitEnds(in: log)
    #expect(ends.count >= 2, "\(log.suffix(2000))")
    // The dial changes every second from its start: the same fraction each time, a second apart.
    for (earlier, later) in zip(ends, ends.dropFirst()) {
      #expect(abs(later - earlier - 1) < 0.1, "\(ends)")
    }
  }

  @Test func aWaitOfMoreThanASecondArmsATimerOnTheWallClock() throws {
    // An instant 1.6 s ahead, to the millisecond: the deadline armed is that instant.
    let instant = (Date().timeIntervalSince1970 + 1.6).rounded(.down) + 0.5
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    let text = formatter.string(from: Date(timeIntervalSince1970: instant))
    let deadlines = Self.deadlines(in: try Self.strace([AClockProcess.binary.path, "ticks", "--explicit", text]))
    #expect(deadlines.count == 1, "\(deadlines)")
    if let deadline = deadlines.first {
      #expect(deadline.seconds == Int(instant), "\(deadlines) for \(text)")
      #expect(abs(deadline.nanoseconds - 500_000_000) < 1_000, "\(deadlines) for \(text)")
    }
  }
}
