import Foundation
import Testing

/// The libraries import FoundationEssentials where it exists (Foundation only on Apple
/// platforms), so an embedder's binary need not carry Foundation's internationalization layer
/// and its ICU data: a bare `import Foundation` in a library file fails here.
@Suite("Libraries import FoundationEssentials")
struct FoundationImportTests {
  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  @Test("no bare import Foundation", arguments: ["ClockGeometry", "ClockSchedule", "ClockText", "ClockRender", "AClockValues", "AClockRuntime", "AClockPresentations", "AClockCLI"])
  func onlyFoundationEssentials(library: String) throws {
    let directory = Self.sources.appendingPathComponent(library)
    let files = try FileManager.default.subpathsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }
    #expect(files.count > 5)
    var bare: [String] = []
    for file in files {
      let lines = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() where line == "import Foundation" {
        // Allowed only as the fallback branch: `#if canImport(FoundationEssentials)`,
        // `import FoundationEssentials`, `#else`, `import Foundation`.
        let fallback = index >= 3 && lines[index - 1] == "#else" && lines[index - 2] == "import FoundationEssentials"
          && lines[index - 3] == "#if canImport(FoundationEssentials)"
        if !fallback { bare.append("\(library)/\(file):\(index + 1)") }
      }
    }
    #expect(bare.isEmpty, "\(bare)")
  }
}
