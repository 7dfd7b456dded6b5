import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// `aclock --status` as a status bar runs it: the release `aclock` with stdout on a pipe, read
/// line by line for `seconds` after a warm-up. Reports how long after each wall-clock second
/// each line arrived (p50, p99, max), skipped or repeated seconds, CPU time per minute (the
/// kernel's per-thread run time), bytes per line and peak RSS. The load average is printed
/// with the figures, since they depend on it.
struct StatusBenchmark {
  let output: String
  let seconds: Int
  let extraArguments: [String]
  static let warmUp = 2.0

  func run() {
    let binDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let aclock = binDirectory.appendingPathComponent("aclock").path
    guard FileManager.default.isExecutableFile(atPath: aclock) else {
      print("status: build aclock in release first (swift build -c release)")
      return
    }
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
      print("status: cannot make a pipe")
      return
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addclose(&actions, ends[0])
    posix_spawn_file_actions_addclose(&actions, ends[1])
    let arguments = [aclock, "--status", output, "--tz", "UTC"] + extraArguments
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, aclock, &actions, nil, argv, environ) == 0 else {
      print("status: cannot start aclock")
      return
    }
    close(ends[1])
    let reader = ends[0]
    let loadBefore = loadAverage()

    let start = TerminalBenchmark.realTime()
    let measureFrom = start + Self.warmUp
    let end = measureFrom + Double(seconds)
    var cpuAtStart: UInt64?
    var arrivals: [Double] = []
    var bytes = 0
    var lastLine = ""
    var pending: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let now = TerminalBenchmark.realTime()
      if cpuAtStart == nil && now >= measureFrom { cpuAtStart = TerminalBenchmark.cpuNanoseconds(pid) }
      if now >= end { break }
      var poller = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
      let timeout = Int32(max(1, min(100, (min(end, cpuAtStart == nil ? measureFrom : end) - now) * 1000)))
      guard poll(&poller, 1, timeout) > 0 else { continue }
      let count = read(reader, &buffer, buffer.count)
      guard count > 0 else { break }
      let arrived = TerminalBenchmark.realTime()
      pending += buffer[0..<count]
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        if arrived >= measureFrom {
          arrivals.append(arrived)
          bytes += newline + 1
        }
        lastLine = String(decoding: pending[0..<newline], as: UTF8.self)
        pending.removeFirst(newline + 1)
      }
    }
    let cpuAtEnd = TerminalBenchmark.cpuNanoseconds(pid)
    kill(pid, SIGTERM)
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    close(reader)

    let cpuMilliseconds = Double((cpuAtEnd ?? 0) &- (cpuAtStart ?? 0)) / 1e6
    let lateness = BoundaryLateness(arrivals: arrivals)
    print("status --status \(output) \(extraArguments.joined(separator: " ")): \(seconds) s measured after \(Self.warmUp) s warm-up; load \(loadBefore) → \(loadAverage())")
    print(String(format: "  lines: %d, %.1f B each; last: %@", arrivals.count, Double(bytes) / Double(max(arrivals.count, 1)), lastLine))
    print(String(format: "  after the boundary: p50 %.3f ms, p99 %.3f ms, max %.3f ms", lateness.percentile(0.5), lateness.percentile(0.99), lateness.maximum))
    print("  skipped seconds: \(lateness.skipped), repeated seconds: \(lateness.repeated)")
    print(String(format: "  CPU: %.2f ms per 60 s (steady, %.2f ms over %d s)", cpuMilliseconds * 60 / Double(seconds), cpuMilliseconds, seconds))
    print("  peak RSS: \(usage.ru_maxrss / 1024) MiB (\(usage.ru_maxrss) KiB)")
  }
}
