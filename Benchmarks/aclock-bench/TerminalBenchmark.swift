import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The live terminal clock as a user runs it (the release `aclock` on a pseudo-terminal of a
/// given size), and in the same run, on a terminal of the same size, the C clocks it is weighed
/// against when they are on PATH: tenox7/aclock as `tenox7-aclock` and tty-clock as
/// `tty-clock` (with `-s`, so it shows seconds). Each is reported on its own, then as ratios:
/// aclock's figure over theirs.
struct TerminalBenchmark {
  let columns: Int
  let rows: Int
  let seconds: Int
  let extraArguments: [String]

  /// The other clocks, by the names README's build steps give them, with their arguments.
  static let contenders: [(name: String, arguments: [String])] = [("tenox7-aclock", []), ("tty-clock", ["-s"])]

  func run() {
    guard let aclock = MeasuredOutput.aclock(for: "terminal") else { return }
    let label = "terminal \(columns)×\(rows) \(extraArguments.joined(separator: " "))"
    guard let own = run(name: "aclock", executable: aclock, arguments: ["--tz", "UTC"] + extraArguments) else { return }
    print("\(label): \(seconds) s measured after \(TerminalRun.warmUp) s warm-up")
    report(own)
    var others: [TerminalRun.Measurement] = []
    for contender in Self.contenders {
      guard let path = Self.onPath(contender.name) else {
        print("  \(contender.name): not on PATH (README, Performance, says how to build it)")
        continue
      }
      guard let measured = run(name: contender.name, executable: path, arguments: contender.arguments) else { continue }
      report(measured)
      others.append(measured)
    }
    for other in others {
      print(String(
        format: "  aclock ÷ %@: CPU per minute %.2f×, bytes per second %.2f×, peak RSS %.2f×, start-up %.2f×",
        other.name, own.cpuPerMinute / other.cpuPerMinute, own.bytesPerSecond / other.bytesPerSecond,
        Double(own.peakRSSKiB) / Double(other.peakRSSKiB), own.startup / other.startup))
    }
  }

  private func run(name: String, executable: String, arguments: [String]) -> TerminalRun.Measurement? {
    TerminalRun(name: name, executable: executable, arguments: arguments, columns: columns, rows: rows, seconds: seconds).run()
  }

  private func report(_ measured: TerminalRun.Measurement) {
    let lateness = BoundaryLateness(arrivals: measured.frameArrivals)
    print("  \(measured.name):")
    print(String(format: "    bytes written: %.1f B/s (%d B; start-up %d B)", measured.bytesPerSecond, measured.measuredBytes, measured.startupBytes))
    print(String(format: "    CPU: %.2f ms per 60 s (steady); whole process %.1f ms", measured.cpuPerMinute, measured.totalCPU))
    print("    peak RSS: \(measured.peakRSSKiB / 1024) MiB (\(measured.peakRSSKiB) KiB)")
    print(String(format: "    start-up: %.1f ms to the first byte on the terminal", measured.startup))
    print(String(
      format: "    frames: %d; after the boundary p50 %.3f ms, p99 %.3f ms, max %.3f ms", measured.frameArrivals.count,
      lateness.percentile(0.5), lateness.percentile(0.99), lateness.maximum))
    print("    skipped seconds: \(lateness.skipped), repeated seconds: \(lateness.repeated); it ended with \(measured.exitStatus)")
  }

  /// The executable `name` in a directory of PATH, or nil.
  static func onPath(_ name: String) -> String? {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return directories.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
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
