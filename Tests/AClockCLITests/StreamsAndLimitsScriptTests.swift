import Foundation
import Testing

/// `scripts/stress-limits`, issue #20's cases in one script, run on the built binary: output
/// that cannot be written, frames under thread, memory and descriptor limits, signals without a
/// relay, the tz database's odd names, outputs that keep their identity, `--resume` checks,
/// strictness. None may crash (132, 134, 139) or hang (30 s each).
@Suite("Streams and limits script, end to end")
struct StreamsAndLimitsScriptTests {
  static let script = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scripts/stress-limits")

  @Test func everyCaseEndsAsExpected() throws {
    // Quick: a debug build takes over 30 s to encode an 8192 px PNG; the release run of the
    // script covers that case (README, "Streams and limits").
    let result = try AClockProcess.run(
      [Self.script.path, AClockProcess.binary.path], environment: ["STRESS_QUICK": "1"],
      executable: URL(fileURLWithPath: "/bin/bash"))
    #expect(result.status == 0, "\(result.stdout)")
    #expect(!result.stdout.contains("FAIL"), "\(result.stdout)")
    #expect(result.stdout.contains(" cases as expected"))
  }
}
