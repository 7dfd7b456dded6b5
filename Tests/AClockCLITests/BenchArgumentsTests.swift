import Foundation
import Testing

/// `aclock-bench` checks all of its arguments before it runs anything: a typo after a benchmark
/// that takes minutes used to end the run only after that benchmark had run.
@Suite struct BenchArgumentsTests {
  static var bench: URL { AClockProcess.binary.deletingLastPathComponent().appendingPathComponent("aclock-bench") }

  @Test(arguments: [
    (["terminal", "--help2"], "'--help2' is not a benchmark"),
    (["terminal", "--seconds", "ten"], "'ten' is not a number of seconds for --seconds"),
    (["terminal", "--seconds", "0"], "'0' is not a number of seconds for --seconds"),
    (["status", "--seconds"], "'--seconds' needs a number of seconds"),
    (["term\u{1B}[2Jinal"], "'term\\e[2Jinal' is not a benchmark"),
  ])
  func aBadArgumentEndsTheRunBeforeAnyBenchmark(arguments: [String], message: String) throws {
    let result = try AClockProcess.run(arguments, executable: Self.bench)
    #expect(result.status == 64)
    // Nothing ran: a benchmark prints its heading first.
    #expect(result.stdout.isEmpty)
    let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 1)
    #expect(result.stderr.hasPrefix("aclock-bench: \(message)"), "\(result.stderr)")
    #expect(!result.stderr.contains("\u{1B}"))
  }

  @Test func helpNamesEveryBenchmark() throws {
    let result = try AClockProcess.run(["--help"], executable: Self.bench)
    #expect(result.status == 0)
    for name in ["terminal", "status", "frames", "serve", "--seconds N"] {
      #expect(result.stdout.contains(name))
    }
  }
}
