import ClockTestSupport
import Foundation
import Testing

/// `Examples/`, the package of README's Swift examples, built as an embedder's package is built
/// against aclock (by path), so an example that reaches past the public API fails here. The
/// examples whose output is fixed run, and README must show exactly what they print; the text
/// example runs its three ticks. The scratch folder is under this checkout's `.build`, kept
/// between runs: a clean clone builds it, and it is not `.build` itself, whose lock the running
/// `swift test` holds.
@Suite("The Examples package", .tags(.integration, .packageBuilds))
struct ExamplesPackageTests {
  static let root = VersionTests.root
  static let scratch = root.appendingPathComponent(".build/examples")

  @Test func buildsAgainstThePublicAPIAndPrintsWhatREADMEShows() throws {
    // One job: the timing-sensitive terminal tests run beside it.
    let build = try AClockProcess.run(
      ["swift", "build", "--package-path", Self.root.appendingPathComponent("Examples").path,
       "--scratch-path", Self.scratch.path, "--jobs", "1"],
      executable: URL(fileURLWithPath: "/usr/bin/env"))
    try #require(build.status == 0, "\(build.stdout.suffix(3000)) \(build.stderr.suffix(3000))")

    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    for example in ["ReadoutExample", "WidgetTimelineExample"] {
      let shown = try #require(Self.printedBlock(of: example, in: readme), "README.md shows no output of \(example)")
      let run = try AClockProcess.run([], executable: Self.scratch.appendingPathComponent("debug/\(example)"))
      #expect(run.status == 0, "\(example): \(run.stderr)")
      #expect(run.stdout == shown, "\(example) printed:\n\(run.stdout)\nREADME.md shows:\n\(shown)")
    }

    // The text example: the plain frame once, then an update at each of three ticks.
    let text = try AClockProcess.run([], environment: ["TZ": "UTC"], executable: Self.scratch.appendingPathComponent("debug/ClockTextExample"))
    #expect(text.status == 0, "\(text.stderr)")
    let plain = text.stdout.prefix { $0 != "\u{1B}" }
    let rows = plain.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(rows.count == 24 && rows.allSatisfy { $0.count <= 80 }, "\(plain)")
    #expect(plain.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }, "no Braille in \(plain)")
    // The first update draws the screen as one synchronized output (ESC [?2026h … ESC [?2026l);
    // the two after it send only what moved, too few bytes to need the wrapper.
    #expect(text.stdout.components(separatedBy: "\u{1B}[?2026h").count - 1 == 1)
    let afterFirst = text.stdout.components(separatedBy: "\u{1B}[?2026l")
    #expect(afterFirst.count == 2 && !afterFirst[1].isEmpty, "no update after the first")
  }

  /// The ```text block that follows README's line naming `Examples/<example>/main.swift` and
  /// ending in "prints:", each line ending in a newline as a program's output does.
  static func printedBlock(of example: String, in readme: String) -> String? {
    let lines = readme.components(separatedBy: "\n")
    guard let intro = lines.firstIndex(where: { $0.contains("`Examples/\(example)/main.swift`") && $0.hasSuffix("prints:") }),
      let open = lines[intro...].firstIndex(of: "```text"),
      let close = lines[(open + 1)...].firstIndex(of: "```")
    else { return nil }
    return lines[(open + 1)..<close].map { $0 + "\n" }.joined()
  }
}
