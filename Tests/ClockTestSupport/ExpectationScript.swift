import Foundation

/// A script of `scripts/` that computes expected values outside Swift (with Python's
/// `zoneinfo`) when a test runs: they must come from the machine's tz database, which updates
/// change, so they are not committed. (`api-listing` likewise reads the build's public API.)
public enum ExpectationScript {
  /// The script failed or was stopped.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// The path of `scripts/NAME` in this checkout.
  public static func path(_ name: String) -> String {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("scripts").appendingPathComponent(name).path
  }

  /// What `scripts/NAME ARGUMENTS…` prints on stdout, run with `python3`; throws when it exits
  /// with a status other than 0 or runs longer than `timeout` seconds (then it is stopped, so a
  /// hung script fails its test instead of the whole run).
  public static func output(_ name: String, _ arguments: [String] = [], timeout: Double = 300) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", path(name)] + arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [process] in
      if process.isRunning { process.terminate() }
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(description: "\(path(name)) exited \(process.terminationStatus)")
    }
    return data
  }
}
