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
    (["terminal", "--rounds", "0"], "'0' is not a number of rounds for --rounds"),
    (["terminal", "--rounds"], "'--rounds' needs a number of rounds"),
    (["floor-clock", "10"], "'10' is not a frame size for floor-clock"),
    (["floor-clock"], "'' is not a frame size for floor-clock"),
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
    for name in ["terminal", "status", "frames", "serve", "--seconds N", "--rounds N"] {
      #expect(result.stdout.contains(name))
    }
  }

  @Test func theFloorClockWritesTheTimeAtOnceAndAtTheNextWholeSecond() throws {
    let out = try ChildProcess.pipe()
    defer { close(out.read) }
    let pid = try ChildProcess.start([Self.bench.path, "floor-clock", "40"], standardOutput: out.write)
    close(out.write)
    defer {
      kill(pid, SIGTERM)
      _ = ChildProcess.ending(of: pid, within: 10)
    }
    let formatter = DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "HH:mm:ss"
    // Two frames, each whole: the cursor home, HH:MM:SS, spaces to 40. The first is the second
    // it started in, the next the whole second after it.
    var shown: [Date] = []
    for _ in 0..<2 {
      var frame: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 64)
      while frame.count < 40 {
        let count = read(out.read, &buffer, 40 - frame.count)
        guard count > 0 else { break }
        frame += buffer[..<count]
      }
      let arrived = Date()
      try #require(frame.count == 40)
      #expect(Array(frame.prefix(3)) == [0x1B, UInt8(ascii: "["), UInt8(ascii: "H")])
      #expect(frame.dropFirst(11).allSatisfy { $0 == UInt8(ascii: " ") })
      let time = String(decoding: frame[3..<11], as: UTF8.self)
      // The second it arrived in, or (on a machine slow to read it) the one before.
      let candidates = [arrived, arrived.addingTimeInterval(-1)]
      let match = candidates.first { formatter.string(from: $0) == time }
      #expect(match != nil, "\(time) not in \(candidates.map(formatter.string(from:)))")
      if let match { shown.append(Date(timeIntervalSince1970: match.timeIntervalSince1970.rounded(.down))) }
    }
    if shown.count == 2 { #expect(shown[1].timeIntervalSince(shown[0]) == 1) }
  }
}
