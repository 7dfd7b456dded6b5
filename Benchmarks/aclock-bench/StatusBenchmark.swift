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
    guard let aclock = MeasuredOutput.aclock(for: "status") else { return }
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

    var arrivals: [Double] = []
    var bytes = 0
    var lastLine = ""
    var pending: [UInt8] = []
    let cpuNanoseconds = MeasuredOutput.read(reader, of: pid, warmUp: Self.warmUp, seconds: seconds) { chunk, arrived, measured in
      pending += chunk
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        if measured {
          arrivals.append(arrived)
          bytes += newline + 1
        }
        lastLine = String(decoding: pending[0..<newline], as: UTF8.self)
        pending.removeFirst(newline + 1)
      }
    }
    kill(pid, SIGTERM)
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    close(reader)

    let cpuMilliseconds = Double(cpuNanoseconds) / 1e6
    let lateness = BoundaryLateness(arrivals: arrivals)
    print("status --status \(output) \(extraArguments.joined(separator: " ")): \(seconds) s measured after \(Self.warmUp) s warm-up; load \(loadBefore) → \(loadAverage())")
    print(String(format: "  lines: %d, %.1f B each; last: %@", arrivals.count, Double(bytes) / Double(max(arrivals.count, 1)), lastLine))
    print(String(format: "  after the boundary: p50 %.3f ms, p99 %.3f ms, max %.3f ms", lateness.percentile(0.5), lateness.percentile(0.99), lateness.maximum))
    print("  skipped seconds: \(lateness.skipped), repeated seconds: \(lateness.repeated)")
    print(String(format: "  CPU: %.2f ms per 60 s (steady, %.2f ms over %d s)", cpuMilliseconds * 60 / Double(seconds), cpuMilliseconds, seconds))
    print("  peak RSS: \(usage.ru_maxrss / 1024) MiB (\(usage.ru_maxrss) KiB)")
  }
}
