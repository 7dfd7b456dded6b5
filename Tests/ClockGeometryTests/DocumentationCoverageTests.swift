import Foundation
import Testing

/// Every public declaration of the embeddable libraries says what it is for.
@Suite("Documentation coverage")
struct DocumentationCoverageTests {
  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  @Test(arguments: [("ClockGeometry", 10), ("ClockRender", 5), ("ClockSchedule", 5), ("ClockText", 8)])
  func everyPublicDeclarationHasADocComment(library: String, minimumFiles: Int) throws {
    let libraryRoot = Self.sources.appendingPathComponent(library)
    let files = try #require(FileManager.default.enumerator(atPath: libraryRoot.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    #expect(files.count >= minimumFiles)
    var undocumented: [String] = []
    for file in files {
      let text = try String(contentsOf: libraryRoot.appendingPathComponent(file), encoding: .utf8)
      let lines = text.components(separatedBy: "\n")
      for (index, line) in lines.enumerated() {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("public ") || trimmed.hasPrefix("public(") else { continue }
        // Walk up past attributes to the line that should hold the end of a `///` comment.
        var above = index - 1
        while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") { above -= 1 }
        if above < 0 || !lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
          undocumented.append("\(file):\(index + 1): \(trimmed)")
        }
      }
    }
    #expect(undocumented == [])
  }
}
