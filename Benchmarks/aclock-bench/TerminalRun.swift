import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One live terminal clock as a user runs it: a program on a pseudo-terminal of a given size,
/// read from the other side for `seconds` after a warm-up. Measures bytes written per second,
/// CPU time over the measured span (from the kernel's per-thread run time), peak RSS, start-up
/// (the median of seven fresh starts, from the spawn to the first byte of output), and when
/// each frame arrived.
struct TerminalRun {
  /// What one run measured.
  struct Measurement {
    let name: String
    let bytesPerSecond: Double
    let measuredBytes: Int
    let startupBytes: Int
    /// CPU per 60 s of the measured span, milliseconds.
    let cpuPerMinute: Double
    /// CPU of the whole process, start-up and exit included, milliseconds.
    let totalCPU: Double
    let peakRSSKiB: Int
    /// From the spawn to the first byte on the terminal, milliseconds.
    let startup: Double
    /// When each frame began (Unix seconds): a frame is the output that follows 200 ms of quiet.
    let frameArrivals: [Double]
    let exitStatus: String
  }

  let name: String
  let executable: String
  let arguments: [String]
  let columns: Int
  let rows: Int
  let seconds: Int
  static let warmUp = 2.0
  /// Output after this long a quiet spell starts a new frame.
  static let frameGap = 0.2

  /// VmHWM of `pid` from /proc/PID/status, KiB.
  static func highWaterMarkKiB(_ pid: pid_t) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
    return Int(line.split(separator: " ").dropFirst().first ?? "")
  }

  /// Starts the program on a new pseudo-terminal: its pid, the terminal's other side, and when
  /// it was spawned (Unix seconds).
  private func spawn() -> (pid: pid_t, master: Int32, spawned: Double)? {
    // posix_openpt and friends are hidden behind _XOPEN_SOURCE in Swift's Glibc module; these
    // are the Linux ioctls they wrap (asm-generic/ioctls.h).
    let unlock: UInt = 0x4004_5431, number: UInt = 0x8004_5430
    let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    var locked: Int32 = 0, terminalNumber: UInt32 = 0
    guard master >= 0, ioctl(master, unlock, &locked) == 0, ioctl(master, number, &terminalNumber) == 0 else {
      print("terminal: cannot open a pseudo-terminal")
      return nil
    }
    let slavePath = "/dev/pts/\(terminalNumber)"
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    let newSession: Int16 = 0x80  // POSIX_SPAWN_SETSID, also hidden: the tty becomes the clock's own
    posix_spawnattr_setflags(&attributes, newSession)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    posix_spawn_file_actions_addclose(&actions, master)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var environment = ProcessInfo.processInfo.environment
    environment["TERM"] = "xterm-256color"
    environment["TZ"] = "UTC"
    environment.removeValue(forKey: "NO_COLOR")
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { envp.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = TerminalBenchmark.realTime()
    guard posix_spawn(&pid, executable, &actions, &attributes, argv, envp) == 0 else {
      print("terminal: cannot start \(executable)")
      close(master)
      return nil
    }
    return (pid, master, spawned)
  }

  /// Stops `pid` with SIGTERM, drains what it writes as it goes, reaps it and closes `master`.
  private func stop(_ pid: pid_t, master: Int32) -> (status: Int32, usage: rusage) {
    kill(pid, SIGTERM)
    var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    var buffer = [UInt8](repeating: 0, count: 4096)
    while poll(&poller, 1, 500) > 0, read(master, &buffer, buffer.count) > 0 {}
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    close(master)
    return (status, usage)
  }

  /// The median, over `rounds` fresh starts, of the time from the spawn to the first byte on
  /// the terminal, milliseconds (NaN when it never wrote within 2 s).
  func startup(rounds: Int) -> Double {
    var times: [Double] = []
    for _ in 0..<rounds {
      guard let (pid, master, spawned) = spawn() else { break }
      var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      if poll(&poller, 1, 2000) > 0 { times.append((TerminalBenchmark.realTime() - spawned) * 1000) }
      _ = stop(pid, master: master)
    }
    guard !times.isEmpty else { return .nan }
    return times.sorted()[times.count / 2]
  }

  func run() -> Measurement? {
    guard let (pid, master, _) = spawn() else { return nil }
    var measuredBytes = 0, startupBytes = 0
    var lastArrival = -Double.infinity
    var frameArrivals: [Double] = []
    let cpuNanoseconds = MeasuredOutput.read(master, of: pid, warmUp: Self.warmUp, seconds: seconds) { chunk, arrived, measured in
      if measured {
        measuredBytes += chunk.count
        if arrived - lastArrival > Self.frameGap { frameArrivals.append(arrived) }
      } else {
        startupBytes += chunk.count
      }
      lastArrival = arrived
    }
    // The high-water mark of the program's own memory: wait4's ru_maxrss would count the
    // benchmark's pages too, which the child held between the spawn and its exec.
    let peakRSS = Self.highWaterMarkKiB(pid)
    let (status, usage) = stop(pid, master: master)

    let totalCPU = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000
      + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
    return Measurement(
      name: name, bytesPerSecond: Double(measuredBytes) / Double(seconds), measuredBytes: measuredBytes,
      startupBytes: startupBytes, cpuPerMinute: Double(cpuNanoseconds) / 1e6 * 60 / Double(seconds),
      totalCPU: totalCPU, peakRSSKiB: peakRSS ?? usage.ru_maxrss, startup: startup(rounds: 7),
      frameArrivals: frameArrivals,
      exitStatus: (status & 0x7F) == 0 ? "exit \((status >> 8) & 0xFF)" : "signal \(status & 0x7F)")
  }
}
