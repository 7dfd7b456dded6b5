@testable import AClockCLI
@testable import AClockPresentations
@testable import AClockRuntime
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The parts of writing files that an end-to-end run cannot reach: a rename that fails after
/// another succeeded, and the names of temporary files.
@Suite("Atomic files")
struct AtomicFileTests {
  @Test func aRenameThatFailsAfterAnotherNamesTheFilesAlreadyReplaced() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let first = directory.appendingPathComponent("a.png").path
      let second = directory.appendingPathComponent("b.svg").path
      let files = [try TemporaryFile(beside: first), try TemporaryFile(beside: second)]
      try files[0].append([1, 2, 3])
      try files[1].append([4, 5, 6])
      // Something takes the second name meanwhile: a directory cannot be renamed over.
      try FileManager.default.createDirectory(atPath: second, withIntermediateDirectories: false)
      #expect {
        try TemporaryFile.commit(files)
      } throws: { error in
        guard let error = error as? CLIError else { return false }
        return error.exitCode == 73
          && error.description == "cannot replace '\(second)': Is a directory; already replaced: '\(first)'"
      }
      #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == Data([1, 2, 3]))
      // No temporary file is left behind.
      #expect(PictureEndToEndTests.contents(of: directory) == ["a.png", "b.svg"])
    }
  }

  @Test("temporary names are told from others", arguments: [
    (".frame-000001.png.AbC123", "frame-000001.png"),
    (".timeline.json.zZ9999", "timeline.json"),
    (".frame-000001.png.AbC12", nil),
    (".frame-000001.png-AbC123", nil),
    ("frame-000001.png.AbC123", nil),
    (".x.Ab!123", nil),
  ] as [(String, String?)])
  func temporaryNames(name: String, target: String?) {
    #expect(TemporaryFile.targetName(ofTemporary: name) == target)
  }

  @Test func aFrameNameHasTheRunsDigitsAndExtension() {
    let names = FrameNames(count: 10, fileExtension: "png")
    #expect(names.isFrameName("frame-000009.png"))
    #expect(!names.isFrameName("frame-0000009.png"))
    #expect(!names.isFrameName("frame-000009.svg"))
    #expect(!names.isFrameName("frame-00000x.png"))
  }
}
