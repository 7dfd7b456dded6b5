import ClockTestSupport
import Foundation
import Testing

/// README's section on `aclock serve` says what a running server does: every picture URL in it
/// (recipes included, whatever host they name) is fetched from a real server and decoded, each
/// `$ curl -s '…'` transcript gets the body printed under it, and its nginx site is the file
/// `NginxCacheTests` runs.
@Suite("README's aclock serve section", .tags(.integration, .decoders))
struct ReadmeServeURLTests {
  static let python = ServeEndToEndTests.python

  /// The section, from its heading to the next one of its level.
  static func section() throws -> String {
    let readme = try String(contentsOf: VersionTests.root.appendingPathComponent("README.md"), encoding: .utf8)
    let heading = "### Clock server: `aclock serve`\n"
    let start = try #require(readme.range(of: heading))
    let rest = readme[start.upperBound...]
    return String(rest[..<(rest.range(of: "\n### ")?.lowerBound ?? rest.endIndex)])
  }

  @Test func everyPictureURLDecodesAndEveryTranscriptIsWhatTheServerSays() throws {
    let text = try Self.section()
    // The transcripts' URLs (refusals, below) left out.
    let pictures = text.split(separator: "\n").filter { !$0.hasPrefix("$ curl") }.joined(separator: "\n")
    let paths = pictures.matches(of: /http:\/\/[A-Za-z0-9.]+:808[01](\/clock\.(png|svg|pdf|bmp)\?[^\s"'`<>)]*)/).map { String($0.output.1) }
    try #require(paths.count >= 7, "\(paths)")
    let server = try ServerProcess([])
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("readme-serve-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for path in Set(paths) {
      let response = try CurlResponse.fetch(server.url(path))
      #expect(response.status == 200, "\(path): \(response.text)")
      let file = directory.appendingPathComponent("picture").path
      try response.body.write(to: URL(fileURLWithPath: file))
      if path.hasPrefix("/clock.svg") {
        #expect(try Tool.run("xmllint", ["--noout", file]) == 0, "\(path)")
      } else if path.hasPrefix("/clock.pdf") {
        #expect(response.text.hasPrefix("%PDF-"), "\(path)")
      } else {
        // PIL reads the picture whole; its size is the one asked for (`size=WxH`, or a square).
        let size = try Tool.output(Self.python, ["-c", "import sys; from PIL import Image; im = Image.open(sys.argv[1]); im.load(); print('%dx%d' % im.size)", file])
        let asked = try #require(path.firstMatch(of: /size=(\d+)(x\d+)?/))
        #expect(size == "\(asked.1)\(asked.2 ?? "x\(asked.1)")\n", "\(path): \(size)")
      }
    }

    // `$ curl -s 'URL'`, then what it prints, up to the next prompt or the end of the block.
    let transcripts = text.matches(of: /\$ curl -s '(http:\/\/localhost:8080[^']*)'\n((?:[^$`][^\n]*\n)+)/)
    try #require(transcripts.count >= 2)
    for transcript in transcripts {
      let path = String(transcript.output.1.dropFirst("http://localhost:8080".count))
      #expect(try CurlResponse.fetch(server.url(path)).text == String(transcript.output.2), "\(path)")
    }
    #expect(server.stop()?.status == 143)
  }

  @Test func theDocumentedNginxSiteIsTheTestedFile() throws {
    let site = try String(contentsOf: NginxCacheTests.site, encoding: .utf8)
    #expect(try Self.section().contains("```nginx\n" + site + "```\n"))
  }
}
