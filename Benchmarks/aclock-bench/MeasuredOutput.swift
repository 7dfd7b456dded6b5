import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// What the live benchmarks share: finding the release `aclock` beside the benchmark, and
/// reading a running aclock's output for a measured span after a warm-up, with its CPU time
/// over that span.
enum MeasuredOutput {
  /// The `aclock` built beside this benchmark, or nil (after saying so, as `benchmark`).
  static func aclock(for benchmark: String) -> String? {
    let binDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let aclock = binDirectory.appendingPathComponent("aclock").path
    guard FileManager.default.isExecutableFile(atPath: aclock) else {
      print("\(benchmark): build aclock in release first (swift build -c release)")
      return nil
    }
    return aclock
  }

  /// Reads `descriptor` (aclock `pid`'s output) for `warmUp` + `seconds`, calling `chunk` with
  /// each read's bytes, its arrival (Unix seconds) and whether it is in the measured span;
  /// returns the CPU time (ns) `pid` used over that span.
  static func read(
    _ descriptor: Int32, of pid: pid_t, warmUp: Double, seconds: Int, chunk: (ArraySlice<UInt8>, Double, Bool) -> Void
  ) -> UInt64 {
    let measureFrom = TerminalBenchmark.realTime() + warmUp
    let end = measureFrom + Double(seconds)
    var cpuAtStart: UInt64?
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let now = TerminalBenchmark.realTime()
      if cpuAtStart == nil && now >= measureFrom { cpuAtStart = TerminalBenchmark.cpuNanoseconds(pid) }
      if now >= end { break }
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let timeout = Int32(max(1, min(100, (min(end, cpuAtStart == nil ? measureFrom : end) - now) * 1000)))
      guard poll(&poller, 1, timeout) > 0 else { continue }
      let count = Glibc.read(descriptor, &buffer, buffer.count)
      guard count > 0 else { break }
      let arrived = TerminalBenchmark.realTime()
      chunk(buffer[0..<count], arrived, arrived >= measureFrom)
    }
    return (TerminalBenchmark.cpuNanoseconds(pid) ?? 0) &- (cpuAtStart ?? 0)
  }
}
