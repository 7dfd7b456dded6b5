import Foundation
import Testing

/// Output that cannot be written is an error with a status, never a crash: Foundation's
/// `FileHandle.write(_:)` traps on a failed write (SIGILL, exit 132), and `print` loses it.
@Suite("Standard streams that cannot be written, end to end")
struct StreamFailureEndToEndTests {
  /// Runs `aclock ARGUMENTS` from bash with `redirection` and returns bash's report of its exit
  /// status and what the redirected stderr (if kept) said.
  static func run(_ arguments: String, _ redirection: String) throws -> (status: Int32, stderr: String) {
    let result = try AClockProcess.run(
      ["-c", "'\(AClockProcess.binary.path)' \(arguments) \(redirection)"], executable: URL(fileURLWithPath: "/bin/bash"))
    return (result.status, result.stderr)
  }

  static let commands = [
    "--once --at @0 --tz UTC", "ticks --from @0 --no-wait", "timer 1m --once", "stopwatch --once",
    "angles --at @0", "angles --at @0 --json", "--help", "timer --help", "--png - --size 16", "timer 10ms",
  ]

  @Test("stdout full or closed: exit 74 and one line", arguments: commands)
  func standardOutputFails(command: String) throws {
    for redirection in ["> /dev/full", ">&-"] {
      let (status, stderr) = try Self.run(command, redirection)
      #expect(status == 74, "\(command) \(redirection)")
      #expect(stderr.hasPrefix("aclock: cannot write to standard output: ") && stderr.filter(\.isNewline).count == 1, "\(stderr)")
    }
  }

  @Test("stderr full or closed: results still out, errors still 64", arguments: commands)
  func standardErrorFails(command: String) throws {
    for redirection in ["2> /dev/full > /dev/null", "2>&- > /dev/null"] {
      #expect(try Self.run(command, redirection).status == 0, "\(command) \(redirection)")
      // (With --help, help wins over a bad option.)
      if !command.contains("--help") {
        #expect(try Self.run(command + " --bogus", redirection).status == 64, "\(command) --bogus \(redirection)")
      }
    }
  }

  @Test func aReaderThatLeavesEndsTheCommandQuietlyEvenWithSIGPIPEIgnored() throws {
    for command in ["ticks --every 1ms", "ticks --from @0 --no-wait --count 100000"] {
      let result = try AClockProcess.run(
        ["-c", "trap '' PIPE; '\(AClockProcess.binary.path)' \(command) | head -1 > /dev/null; echo \"${PIPESTATUS[0]}\""],
        executable: URL(fileURLWithPath: "/bin/bash"))
      #expect(result.stdout == "141\n", "\(command)")
      #expect(result.stderr.isEmpty)
    }
  }
}
