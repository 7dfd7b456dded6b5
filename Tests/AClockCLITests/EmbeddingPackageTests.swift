import ClockTestSupport
import Foundation
import Testing

/// README's manifest for a package of your own that depends on ClockGeometry, built as a user
/// would build it: the manifest (the swift block with `.package(url:`) and, as its `main.swift`,
/// the README's next swift block, in a package beside this checkout, with the URL swapped for
/// this checkout's path. Only ClockGeometry and that `main.swift` compile, in a scratch folder
/// under `.build` kept between runs (13–40 s cold here, on one core; 2 s warm).
@Suite("README's embedding package", .tags(.integration, .packageBuilds))
struct EmbeddingPackageTests {
  static let root = VersionTests.root

  /// The body of each ```swift block of `markdown`, in order.
  static func swiftBlocks(_ markdown: String) -> [String] {
    markdown.components(separatedBy: "```swift\n").dropFirst().compactMap { $0.components(separatedBy: "\n```").first }
  }

  @Test func readmesManifestBuildsWithTheExampleAgainstThisCheckout() throws {
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let blocks = Self.swiftBlocks(readme)
    let index = try #require(blocks.firstIndex { $0.contains(".package(url:") }, "README.md has no manifest with .package(url:")
    let manifest = blocks[index]
    let main = try #require(blocks.dropFirst(index + 1).first, "no swift block follows README's manifest")
    #expect(main.contains("import ClockGeometry"))

    // The version users are told to ask for is this one.
    let dependency = try #require(manifest.firstMatch(of: #/\.package\(url: "[^"]+", from: "([^"]+)"\)/#))
    #expect(String(dependency.1) == (try VersionTests.version))
    let target = String(try #require(manifest.firstMatch(of: #/\.executableTarget\(name: "([^"]+)"/#)?.1))

    // A path dependency's identity is its folder's name: `aclock`, as the URL's, whatever the
    // checkout's folder is called.
    let scratch = Self.root.appendingPathComponent(".build/readme-embedding")
    let package = scratch.appendingPathComponent("package")
    let sources = package.appendingPathComponent("Sources/\(target)")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    let link = scratch.appendingPathComponent("aclock")
    try? FileManager.default.removeItem(at: link)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: Self.root)
    let local = manifest.replacing(dependency.0, with: ".package(path: \"\(link.path)\")")
    try Self.write(local + "\n", to: package.appendingPathComponent("Package.swift"))
    try Self.write(main + "\n", to: sources.appendingPathComponent("main.swift"))

    // One job: the timing-sensitive terminal tests run beside it.
    let build = try AClockProcess.run(
      ["swift", "build", "--package-path", package.path, "--product", target, "--jobs", "1"],
      executable: URL(fileURLWithPath: "/usr/bin/env"))
    try #require(build.status == 0, "\(build.stdout.suffix(3000)) \(build.stderr.suffix(3000))")
    // It links and runs: the example prints Chatham's wall time and the hands' angles.
    let binary = package.appendingPathComponent(".build/debug/\(target)")
    let run = try AClockProcess.run([], executable: binary)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains(" hour "), "\(run.stdout)")
    #expect(run.stdout.contains("+12:45") || run.stdout.contains("+13:45"), "Chatham's offset in \(run.stdout)")
  }

  /// Writes `text` unless the file already holds it, so a warm build stays warm.
  static func write(_ text: String, to file: URL) throws {
    if (try? String(contentsOf: file, encoding: .utf8)) == text { return }
    try Data(text.utf8).write(to: file)
  }
}
