import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The live terminal clock as a user runs it (the release `aclock` on a pseudo-terminal of a
/// given size), and in the same run, on a terminal of the same size: the floor (``FloorClock``,
/// this benchmark's own program that only wakes each second and writes) and the C clocks it is
/// weighed against when they are on PATH, tenox7/aclock as `tenox7-aclock` and tty-clock as
/// `tty-clock` (with `-s`, so it shows seconds). With `rounds` above 1 they run in turn that many
/// times, so a disturbance of the machine falls on all of them, and the CPU figures are medians.
/// Each is reported on its own, then as ratios: aclock's figure over theirs, and the floor's.
struct TerminalBenchmark {
  let columns: Int
  let rows: Int
  let seconds: Int
  let rounds: Int
  let extraArguments: [String]

  /// The other clocks, by the names README's build steps give them, with their arguments.
  static let contenders: [(name: String, arguments: [String])] = [("tenox7-aclock", []), ("tty-clock", ["-s"])]
  /// The floor's name in the report.
  static let floor = "floor (wait + write)"

  private struct Program {
    let name: String
    let executable: String
    let arguments: [String]
  }

  func run() {
    guard let aclock = MeasuredOutput.aclock(for: "terminal") else { return }
    let label = "terminal \(columns)×\(rows) \(extraArguments.joined(separator: " "))"
    var programs = [
      Program(name: "aclock", executable: aclock, arguments: ["--tz", "UTC"] + extraArguments),
      Program(name: Self.floor, executable: Self.benchmarkExecutable, arguments: [FloorClock.argument, String(FloorClock.defaultBytes)]),
    ]
    var missing: [String] = []
    for contender in Self.contenders {
      if let path = Self.onPath(contender.name) {
        programs.append(Program(name: contender.name, executable: path, arguments: contender.arguments))
      } else {
        missing.append(contender.name)
      }
    }
    var runs: [String: [TerminalRun.Measurement]] = [:]
    for round in 1...rounds {
      for program in programs {
        guard let measured = run(name: program.name, executable: program.executable, arguments: program.arguments) else { continue }
        runs[program.name, default: []].append(measured)
        if rounds > 1 {
          print(String(format: "%@ round %d, %@: %.2f ms CPU per 60 s, %.1f B/s, peak RSS %d KiB",
                       label, round, program.name, measured.cpuPerMinute, measured.bytesPerSecond, measured.peakRSSKiB))
        }
      }
    }
    guard let own = runs["aclock"]?.first else { return }
    print("\(label): \(seconds) s measured after \(TerminalRun.warmUp) s warm-up, \(rounds) round(s) in turn")
    var medians: [String: Double] = [:]
    for program in programs {
      guard let measured = runs[program.name] else { continue }
      let median = Self.median(measured.map(\.cpuPerMinute))
      medians[program.name] = median
      report(measured, medianCPU: median)
    }
    for name in missing { print("  \(name): not on PATH (README, Performance, says how to build it)") }
    let ownCPU = medians["aclock"] ?? own.cpuPerMinute
    if let floorCPU = medians[Self.floor] {
      print(String(format: "  aclock ÷ the floor: CPU per minute %.2f×, %+.2f ms", ownCPU / floorCPU, ownCPU - floorCPU))
    }
    for program in programs.dropFirst(2) {
      guard let other = runs[program.name]?.first, let cpu = medians[program.name] else { continue }
      print(String(
        format: "  aclock ÷ %@: CPU per minute %.2f×, bytes per second %.2f×, peak RSS %.2f×, start-up %.2f×",
        other.name, ownCPU / cpu, own.bytesPerSecond / other.bytesPerSecond,
        Double(own.peakRSSKiB) / Double(other.peakRSSKiB), own.startup / other.startup))
    }
    if let floorCPU = medians[Self.floor] {
      for contender in Self.contenders {
        guard let cpu = medians[contender.name] else { continue }
        print(String(format: "  the floor ÷ %@: CPU per minute %.2f× (no clock that writes each second goes below it)", contender.name, floorCPU / cpu))
      }
    }
  }

  /// This benchmark's own executable, which runs ``FloorClock`` when asked.
  static let benchmarkExecutable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }

  private func run(name: String, executable: String, arguments: [String]) -> TerminalRun.Measurement? {
    TerminalRun(name: name, executable: executable, arguments: arguments, columns: columns, rows: rows, seconds: seconds).run()
  }

  /// One program's runs: the first in full, with the CPU's median (`medianCPU`) and range over
  /// all of them.
  private func report(_ runs: [TerminalRun.Measurement], medianCPU: Double) {
    guard let measured = runs.first else { return }
    let lateness = BoundaryLateness(arrivals: measured.frameArrivals)
    let cpu = runs.map(\.cpuPerMinute)
    print("  \(measured.name):")
    print(String(format: "    bytes written: %.1f B/s (%d B; start-up %d B)", measured.bytesPerSecond, measured.measuredBytes, measured.startupBytes))
    if runs.count > 1 {
      print(String(format: "    CPU: %.2f ms per 60 s (steady), median of %d rounds (%.2f–%.2f); whole process %.1f ms in the first",
                   medianCPU, runs.count, cpu.min() ?? .nan, cpu.max() ?? .nan, measured.totalCPU))
    } else {
      print(String(format: "    CPU: %.2f ms per 60 s (steady); whole process %.1f ms", measured.cpuPerMinute, measured.totalCPU))
    }
    // The floor's memory and start-up are this benchmark's (Foundation and all), not a clock's.
    if measured.name != Self.floor {
      let peaks = runs.map(\.peakRSSKiB)
      print("    peak RSS: \(measured.peakRSSKiB / 1024) MiB (\(peaks.map(String.init).joined(separator: ", ")) KiB)")
      print(String(format: "    start-up: %.1f ms to the first byte on the terminal", measured.startup))
    }
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
