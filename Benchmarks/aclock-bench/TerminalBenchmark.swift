import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The live terminal clock as a user runs it: the release `aclock` on a pseudo-terminal of a
/// given size, read from the other side for `seconds` after a warm-up. Reports bytes written per
/// second, CPU time (from the kernel's per-thread run time, nanoseconds), peak RSS, and how long
/// after each wall-clock second each frame arrived, with skipped or repeated seconds.
struct TerminalBenchmark {
  let columns: Int
  let rows: Int
  let seconds: Int
  let extraArguments: [String]
  static let warmUp = 2.0

  func run() {
    guard let aclock = MeasuredOutput.aclock(for: "terminal") else { return }
    // posix_openpt and friends are hidden behind _XOPEN_SOURCE in Swift's Glibc module; these
    // are the Linux ioctls they wrap (asm-generic/ioctls.h).
    let unlock: UInt = 0x4004_5431, number: UInt = 0x8004_5430
    let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    var locked: Int32 = 0, terminalNumber: UInt32 = 0
    guard master >= 0, ioctl(master, unlock, &locked) == 0, ioctl(master, number, &terminalNumber) == 0 else {
      print("terminal: cannot open a pseudo-terminal")
      return
    }
    let slavePath = "/dev/pts/\(terminalNumber)"
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    let newSession: Int16 = 0x80  // POSIX_SPAWN_SETSID, also hidden: the tty becomes aclock's own
    posix_spawnattr_setflags(&attributes, newSession)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    posix_spawn_file_actions_addclose(&actions, master)
    let arguments = [aclock, "--tz", "UTC"] + extraArguments
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    environment.removeValue(forKey: "NO_COLOR")
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { envp.forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, aclock, &actions, &attributes, argv, envp) == 0 else {
      print("terminal: cannot start aclock")
      return
    }

    var measuredBytes = 0
    var startupBytes = 0
    var frameTimes: [Double] = []
    var carry: [UInt8] = []
    let marker = Array("\u{1B}[?2026h".utf8)
    let cpuNanoseconds = MeasuredOutput.read(master, of: pid, warmUp: Self.warmUp, seconds: seconds) { chunk, arrived, measured in
      if measured {
        measuredBytes += chunk.count
        // Count frame starts, including one split across two reads.
        let text = carry + chunk
        var index = 0
        while index + marker.count <= text.count {
          if text[index..<(index + marker.count)].elementsEqual(marker), index + marker.count > carry.count {
            frameTimes.append(arrived)
          }
          index += 1
        }
      } else {
        startupBytes += chunk.count
      }
      carry = Array(chunk.suffix(marker.count - 1))
    }
    kill(pid, SIGTERM)
    // Drain what the restore writes, then reap.
    var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while poll(&poller, 1, 500) > 0, read(master, &buffer, buffer.count) > 0 {}
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    close(master)

    let cpuMilliseconds = Double(cpuNanoseconds) / 1e6
    let totalCPU = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000
      + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
    let lateness = BoundaryLateness(arrivals: frameTimes)
    let exitStatus = (status & 0x7F) == 0 ? "exit \((status >> 8) & 0xFF)" : "signal \(status & 0x7F)"
    print("terminal \(columns)×\(rows) \(extraArguments.joined(separator: " ")): \(seconds) s measured after \(Self.warmUp) s warm-up")
    print(String(format: "  bytes written: %.1f B/s (%d B; start-up %d B)", Double(measuredBytes) / Double(seconds), measuredBytes, startupBytes))
    print(String(format: "  CPU: %.2f ms per 60 s (steady, %.2f ms over %d s); whole process %.1f ms", cpuMilliseconds * 60 / Double(seconds), cpuMilliseconds, seconds, totalCPU))
    print("  peak RSS: \(usage.ru_maxrss / 1024) MiB (\(usage.ru_maxrss) KiB)")
    print(String(format: "  frames: %d; after the boundary p50 %.3f ms, p99 %.3f ms, max %.3f ms", frameTimes.count, lateness.percentile(0.5), lateness.percentile(0.99), lateness.maximum))
    print("  skipped seconds: \(lateness.skipped), repeated seconds: \(lateness.repeated); aclock ended with \(exitStatus)")
  }

  static func realTime() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  /// The run time of every thread of `pid` so far, from /proc/PID/task/*/schedstat.
  static func cpuNanoseconds(_ pid: pid_t) -> UInt64? {
    guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") else { return nil }
    var total: UInt64 = 0
    for task in tasks {
      guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/schedstat", encoding: .utf8),
            let first = text.split(separator: " ").first, let value = UInt64(first) else { continue }
      total += value
    }
    return total
  }
}
