import Foundation
import Testing

/// Runs the built `aclock` binary, as a user's shell would, and captures what it did.
struct AClockProcess {
  struct Result {
    let status: Int32
    let stdout: String
    let stderr: String
    /// The bytes behind ``stdout`` and ``stderr``, before UTF-8 decoding repaired anything.
    var stdoutBytes = Data()
    var stderrBytes = Data()
  }

  /// The `aclock` built beside the test bundle (SwiftPM puts products in one folder), or the
  /// path in `ACLOCK_BINARY`.
  static var binary: URL {
    if let override = ProcessInfo.processInfo.environment["ACLOCK_BINARY"] {
      return URL(fileURLWithPath: override)
    }
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    return bundle.appendingPathComponent("aclock")
  }

  /// Runs `aclock` (or `executable`) with `arguments` and `environment` added to this process's,
  /// in `directory` (default: this process's), so relative paths land there.
  static func run(
    _ arguments: [String], environment: [String: String] = [:], executable: URL? = nil, in directory: URL? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable ?? binary
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var env = ProcessInfo.processInfo.environment
    env.merge(environment) { _, new in new }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read before waiting so a chatty child never blocks on a full pipe.
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self),
      stdoutBytes: stdout, stderrBytes: stderr
    )
  }
}

extension AClockProcess {
  /// Starts `aclock` with stdin and stderr on /dev/null and stdout on a pipe, for tests that
  /// act on the running process (signals) before it ends.
  static func start(_ arguments: [String]) throws -> (process: Process, stdout: Pipe) {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    return (process, out)
  }
}

extension AClockProcess.Result {
  /// The shape of every refused value or combination: exit 64, nothing on stdout, and one line
  /// on stderr that starts `aclock: ` and names each of `mentions`.
  func expectUsageError(mentioning mentions: String..., sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(status == 64, sourceLocation: sourceLocation)
    #expect(stdout.isEmpty, sourceLocation: sourceLocation)
    #expect(stderr.hasPrefix("aclock: "), sourceLocation: sourceLocation)
    #expect(stderr.filter(\.isNewline).count == 1, sourceLocation: sourceLocation)
    for mention in mentions {
      #expect(stderr.contains(mention), "\(stderr)", sourceLocation: sourceLocation)
    }
  }
}
