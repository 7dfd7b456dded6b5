import ClockTestSupport
import Foundation
import Testing

/// The DocC documentation of the embeddable libraries builds, and builds clean: every symbol link
/// in a catalog's articles and in the sources' `///` comments resolves, every article and
/// directive parses. CI runs only `swift test`, so this is where a broken link fails the build.
///
/// It runs the swift-docc-plugin as a user would, with DocC's warnings turned into errors, in a
/// scratch directory of its own: the running `swift test` holds the lock of `.build`, and a
/// separate directory also keeps the documentation build's products out of the tests' way.
/// From a cold `.build-docs` it takes about 50 s on 2 cores (a third of that to build the
/// plugin's snippet-extract tool), about 12 s warm. `--jobs 1` leaves the other core to the
/// tests running meanwhile, some of which watch the clock.
@Suite("Documentation build", .tags(.integration, .packageBuilds))
struct DocumentationBuildTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The command, as a person would type it from the package root.
  static let command = [
    "swift", "package", "--jobs", "1", "--scratch-path", ".build-docs",
    "generate-documentation", "--target", "ClockGeometry", "--target", "ClockSchedule", "--warnings-as-errors",
  ]

  @Test func catalogsBuildWithoutWarnings() throws {
    let (status, output) = try Self.run(Self.command)
    let warnings = output.split(separator: "\n").filter { $0.contains("warning:") }
    #expect(status == 0, "\(Self.command.joined(separator: " ")) exited \(status):\n\(output.suffix(4000))")
    #expect(warnings.isEmpty, "warnings:\n\(warnings.joined(separator: "\n"))")

    // Not vacuous: the catalogs' articles are in the archives.
    let outputs = Self.root.appendingPathComponent(".build-docs/plugins/Swift-DocC/outputs")
    for page in [
      "ClockGeometry.doccarchive/data/documentation/clockgeometry/gettingstarted.json",
      "ClockGeometry.doccarchive/data/documentation/clockgeometry/angleconventions.json",
      "ClockGeometry.doccarchive/data/documentation/clockgeometry/timezonesanddaylightsavingtime.json",
      "ClockSchedule.doccarchive/data/documentation/clockschedule/fromswiftui.json",
    ] {
      #expect(FileManager.default.fileExists(atPath: outputs.appendingPathComponent(page).path), "no \(page)")
    }
  }

  /// Runs `arguments` from the package root with standard output and error together, under
  /// `timeout`: a hung build fails this test after 8 minutes instead of holding up the whole
  /// run. `timeout` signals its whole process group, and SIGKILL 10 s later, which no blocked
  /// signal mask (Foundation's `Process` passes on the test thread's) can keep out.
  static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["timeout", "--kill-after=10", "480"] + arguments
    process.currentDirectoryURL = root
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read before waiting: a full pipe would stop the build.
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
