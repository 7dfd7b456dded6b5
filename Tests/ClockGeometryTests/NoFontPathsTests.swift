import Foundation
import Testing

/// The geometry names typefaces (a family and weights); where their files live is the
/// renderer's business (ClockRender's `FontResolver`). A path under a system font directory in
/// ClockGeometry, in code, in a built-in style's text or in its DocC catalog, fails here.
@Suite("Font paths stay out of ClockGeometry")
struct NoFontPathsTests {
  static let library = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/ClockGeometry")

  @Test func noSourceNamesASystemFontDirectory() throws {
    let files = try FileManager.default.subpathsOfDirectory(atPath: Self.library.path)
      .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".md") }
    #expect(files.count > 50)
    var naming: [String] = []
    for file in files {
      let text = try String(contentsOf: Self.library.appendingPathComponent(file), encoding: .utf8)
      for directory in ["/usr/share/fonts", "/Library/Fonts", ".ttf", ".otf"] where text.contains(directory) {
        naming.append("\(file): \(directory)")
      }
    }
    #expect(naming.isEmpty, "\(naming)")
  }
}
