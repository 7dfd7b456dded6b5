import Foundation
import Testing

/// The README's Swift examples are the files of `Examples/`, quoted whole. They are targets of
/// the Examples package, which `ExamplesPackageTests` builds against the public API, so an example
/// that stops compiling fails there, and a quote that drifts from its file fails here.
@Suite("README examples")
struct ReadmeExamplesTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The contents of each ```swift block of `markdown`, in order, each ending in a newline as a
  /// file does.
  static func swiftBlocks(in markdown: String) -> [String] {
    var blocks: [String] = []
    var open: [String]?
    for line in markdown.components(separatedBy: "\n") {
      if var lines = open {
        if line == "```" {
          blocks.append(lines.map { $0 + "\n" }.joined())
          open = nil
        } else {
          lines.append(line)
          open = lines
        }
      } else if line == "```swift" {
        open = []
      }
    }
    return blocks
  }

  /// Every `.swift` file under `Examples/`, by its path from the package root: not the Examples
  /// package's own manifest, nor anything in a hidden folder (a `.build` of
  /// `swift build --package-path Examples` holds its dependencies' sources).
  static func exampleFiles() throws -> [String: String] {
    let examples = root.appendingPathComponent("Examples")
    let found = try #require(FileManager.default.enumerator(at: examples, includingPropertiesForKeys: nil, options: .skipsHiddenFiles))
    let paths = found.compactMap { ($0 as? URL)?.path.dropFirst(examples.path.count + 1) }
      .filter { $0.hasSuffix(".swift") && $0 != "Package.swift" }
    var files: [String: String] = [:]
    for path in paths {
      files["Examples/" + path] = try String(contentsOf: examples.appendingPathComponent(String(path)), encoding: .utf8)
    }
    return files
  }

  @Test func everySwiftBlockIsAnExampleFileAndEveryExampleIsQuoted() throws {
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let blocks = Self.swiftBlocks(in: readme)
    let files = try Self.exampleFiles()
    #expect(blocks.count >= 3)
    #expect(files.count >= 3)
    for (index, block) in blocks.enumerated() where !files.values.contains(block) {
      Issue.record("README.md's swift block \(index + 1) (\(block.prefix(40))…) is no file of Examples/: change the file and the block together")
    }
    for (path, text) in files.sorted(by: { $0.key < $1.key }) where !blocks.contains(text) {
      Issue.record("\(path) is not quoted whole in a swift block of README.md")
    }
  }
}
