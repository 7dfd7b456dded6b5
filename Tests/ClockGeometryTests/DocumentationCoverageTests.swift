import Foundation
import Testing

/// Every public declaration of the embeddable library says what it is for.
@Suite("Documentation coverage")
struct DocumentationCoverageTests {
  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  @Test("every public declaration has a doc comment", arguments: ["ClockGeometry", "ClockRender"])
  func everyPublicDeclarationHasADocComment(library: String) throws {
    let root = Self.sources.appendingPathComponent(library)
    let files = try #require(FileManager.default.enumerator(atPath: root.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    #expect(files.count >= 5)
    var undocumented: [String] = []
    for file in files {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
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
