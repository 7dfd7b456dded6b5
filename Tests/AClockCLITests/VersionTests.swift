import Foundation
import Testing

/// One version: VERSION is the single source; `aclock --version` prints it with the git revision
/// of a checkout, and CHANGELOG.md's newest entry names it.
@Suite("Version")
struct VersionTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static var version: String {
    get throws {
      try String(contentsOf: root.appendingPathComponent("VERSION"), encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }

  /// The revision of the checkout, or nil outside one.
  static func revision() throws -> String? {
    let result = try AClockProcess.run(
      ["-C", root.path, "rev-parse", "--short=12", "HEAD"], executable: URL(fileURLWithPath: "/usr/bin/git"))
    return result.status == 0 ? result.stdout.trimmingCharacters(in: .newlines) : nil
  }

  @Test func versionIsVERSIONAndTheRevision() throws {
    let version = try Self.version
    #expect(version.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+/) != nil, "\(version)")
    let result = try AClockProcess.run(["--version"])
    #expect(result.status == 0)
    let expected = try Self.revision().map { "\(version) (git \($0))" } ?? version
    #expect(result.stdout == expected + "\n")
  }

  @Test func theNewestChangelogEntryNamesTheVersion() throws {
    let changelog = try String(contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    // An "Unreleased" section (changes not yet in a version) may come first.
    let newest = changelog.split(separator: "\n").first { $0.hasPrefix("## ") && $0 != "## Unreleased" }
    #expect(newest?.hasPrefix("## \(try Self.version) — ") == true, "\(newest ?? "none")")
  }
}
