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

/// `frames` under memory pressure finishes or fails with a line, and never waits for ever.
@Suite("Frames under memory limits, end to end")
struct FramesUnderPressureEndToEndTests {
  @Test("a memory limit ends in frames or one line, never a hang or a crash", arguments: [300_000, 600_000])
  func underALimit(kilobytes: Int) throws {
    try PictureEndToEndTests.withDirectory { directory in
      let out = directory.appendingPathComponent("out").path
      // Sixteen workers with eight-megabyte stacks do not all fit: before, the ones that could
      // not start were waited for ever after every frame was written, and fontconfig crashed
      // loading its configuration on a worker. (Far lower limits still crawl: malloc then maps
      // each small allocation on its own; #20 is open for that.)
      let result = try AClockProcess.run(
        ["-c", "ulimit -v \(kilobytes) && exec timeout 60 '\(AClockProcess.binary.path)' "
          + "frames --from @0 --to @20 --every 1s --out '\(out)' --quiet --jobs 16"],
        executable: URL(fileURLWithPath: "/bin/bash"))
      #expect([0, 70].contains(result.status), "exit \(result.status): \(result.stderr)")
      if result.status == 0 {
        #expect(PictureEndToEndTests.contents(of: URL(fileURLWithPath: out)).count == 22)  // 20 frames, index, record
      } else {
        #expect(result.stderr.hasPrefix("aclock: ") && result.stderr.filter(\.isNewline).count == 1, "\(result.stderr)")
      }
    }
  }

  /// A PNG too large for an address-space limit is refused before anything is drawn, with what
  /// it needs and what the limit leaves: a release build used to get through cairo and the fonts
  /// and then end with a Swift "Fatal error: failed to allocate" (exit 134) while encoding.
  @Test func aPictureTooLargeForTheLimitIsOneLineBeforeDrawing() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let picture = directory.appendingPathComponent("big.png").path
      let result = try AClockProcess.run(
        ["-c", "ulimit -v 300000 && exec timeout 60 '\(AClockProcess.binary.path)' --at @0 --size 8192 --png '\(picture)'"],
        executable: URL(fileURLWithPath: "/bin/bash"))
      #expect(result.status == 70, "\(result.stderr)")
      #expect(result.stderr.hasPrefix("aclock: cannot render '\(picture)': a 8192×8192 PNG needs about 320 MiB"), "\(result.stderr)")
      #expect(result.stderr.contains("address-space limit (ulimit -v)") && result.stderr.filter(\.isNewline).count == 1)
      #expect(PictureEndToEndTests.contents(of: directory).isEmpty)
    }
  }
}
