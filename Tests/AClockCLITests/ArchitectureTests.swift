import Foundation
import Testing

/// The command line's layers (Docs/decisions/0036): only AClockCLI (and AClockServeOptions, the
/// same layer for the server [0041]) imports ArgumentParser, they hold at most a fifth of the
/// Swift lines under Sources/, and no two folders of a command-line target use each other's
/// types both ways. SwiftPM already refuses a cycle between targets; inside one,
/// only this test does. It reads the source files: hermetic, no build products.
@Suite("Architecture: a thin ArgumentParser layer over layered targets")
struct ArchitectureTests {
  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  /// The ArgumentParser layer's largest share of the Swift lines under Sources/, in percent
  /// (#27: "at most 20 %"). 19.3 % when the targets were split.
  static let largestArgumentParserShare = 20.0

  /// AClockServeOptions is the same layer for `aclock-serve` (Docs/decisions/0041): its option
  /// groups are AClockCLI's, kept out of AClockCLI so that `aclock` does not carry them.
  @Test("only AClockCLI and AClockServeOptions import ArgumentParser")
  func onlyTheCommandLineImportsArgumentParser() throws {
    let importing = try Self.targets().filter { try Self.importsArgumentParser($0) }
    #expect(importing == ["AClockCLI", "AClockServeOptions"])
  }

  /// One wait loop in the whole tool (#27): only the live runner waits for the schedule's
  /// entries; every live command is a presentation it drives.
  @Test("only the live runner waits on a ticker")
  func oneWaitLoop() throws {
    let waits = ["BlockingTicker", "LiveTicker", "TickCursor", "Ticker(", "Task.sleep", "Thread.sleep", "WakeableSleeper"]
    var waiting: [String] = []
    for target in try Self.targets() where target.hasPrefix("AClock") {
      let directory = Self.sources.appendingPathComponent(target)
      for file in try FileManager.default.subpathsOfDirectory(atPath: directory.path) where file.hasSuffix(".swift") {
        let code = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
          .split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
        if waits.contains(where: code.contains) { waiting.append("\(target)/\(file)") }
      }
    }
    #expect(waiting == ["AClockRuntime/Live/LiveRunner.swift"])
  }

  @Test("the targets that import ArgumentParser hold at most a fifth of the Swift lines")
  func argumentParserLayerIsThin() throws {
    var all = 0
    var parserLayer = 0
    for target in try Self.targets() {
      let lines = try Self.swiftFiles(in: target).reduce(0) { $0 + (try Self.lineCount(of: $1, in: target)) }
      all += lines
      if try Self.importsArgumentParser(target) { parserLayer += lines }
    }
    #expect(all > 10_000, "the Swift files under Sources/ were not found")
    let share = 100 * Double(parserLayer) / Double(all)
    #expect(share <= Self.largestArgumentParserShare, "\(parserLayer) of \(all) lines (\(share) %) import ArgumentParser")
  }

  /// A folder uses another when one of its files names a type declared at the top level of a
  /// file there. Members reached through a value (`x.foo`) are not followed: the check is of
  /// types, which is where the folders' cycles were (#27: `CLIError`, `WorkerThread`, …).
  @Test("no two folders of a command-line target use each other's types both ways")
  func noTwoWayDependencyBetweenFolders() throws {
    var cycles: Set<FolderPair> = []
    // The command line's targets (#27 point 2); the libraries' folders are not held to it yet.
    for target in try Self.targets() where target.hasPrefix("AClock") {
      let uses = try Self.folderUses(in: target)
      for use in uses where use.user < use.used && uses.contains(FolderUse(user: use.used, used: use.user)) {
        cycles.insert(FolderPair(target, use.user, use.used))
      }
    }
    #expect(cycles.isEmpty, "two-way: \(cycles.sorted())")
  }

  /// The checker sees a cycle when there is one, and none where the uses go one way.
  @Test("the folder check finds a planted two-way use")
  func folderCheckFindsACycle() {
    let files = [
      "A/Apple.swift": "struct Apple { let pear: Pear }",
      "B/Pear.swift": "/// Not an Apple.\nstruct Pear { let seed = Seed() }",
      "C/Seed.swift": "package struct Seed { let name = \"seed\" }",
    ]
    #expect(Self.folderUses(files) == [FolderUse(user: "A", used: "B"), FolderUse(user: "B", used: "C")])
    let planted = files.merging(["C/Core.swift": "enum Core { static let apple: Apple? = nil }"]) { $1 }
    #expect(Self.folderUses(planted).contains(FolderUse(user: "C", used: "A")))
  }

  // MARK: - Reading the sources

  struct FolderUse: Hashable, Comparable {
    let user: String
    let used: String
    static func < (lhs: Self, rhs: Self) -> Bool { (lhs.user, lhs.used) < (rhs.user, rhs.used) }
  }

  struct FolderPair: Hashable, Comparable, CustomStringConvertible {
    let target: String
    let first: String
    let second: String
    init(_ target: String, _ first: String, _ second: String) {
      (self.target, self.first, self.second) = (target, first, second)
    }
    static func < (lhs: Self, rhs: Self) -> Bool { lhs.description < rhs.description }
    var description: String { "\(target): \(first) ↔ \(second)" }
  }

  /// The targets with Swift files under Sources/.
  static func targets() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted().filter { try !swiftFiles(in: $0).isEmpty }
  }

  static func swiftFiles(in target: String) throws -> [String] {
    let directory = sources.appendingPathComponent(target).path
    return try FileManager.default.subpathsOfDirectory(atPath: directory).filter { $0.hasSuffix(".swift") }.sorted()
  }

  static func text(of file: String, in target: String) throws -> String {
    try String(contentsOf: sources.appendingPathComponent(target).appendingPathComponent(file), encoding: .utf8)
  }

  /// Lines as `wc -l` counts them: newline characters.
  static func lineCount(of file: String, in target: String) throws -> Int {
    try text(of: file, in: target).utf8.count(where: { $0 == UInt8(ascii: "\n") })
  }

  static func importsArgumentParser(_ target: String) throws -> Bool {
    try swiftFiles(in: target).contains { file in
      try text(of: file, in: target).split(separator: "\n").contains { $0.hasPrefix("import ArgumentParser") }
    }
  }

  static func folderUses(in target: String) throws -> Set<FolderUse> {
    var files: [String: String] = [:]
    for file in try swiftFiles(in: target) { files[file] = try text(of: file, in: target) }
    return folderUses(files)
  }

  /// Which folder uses which, for files keyed by their path in the target (a file at the
  /// target's top is in the folder "").
  static func folderUses(_ files: [String: String]) -> Set<FolderUse> {
    func folder(_ path: String) -> String { path.contains("/") ? String(path.prefix { $0 != "/" }) : "" }
    let declaration = /^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|final|indirect|nonisolated)\s+)*(?:struct|enum|class|protocol|typealias|actor)\s+([A-Za-z_]\w*)/
      .anchorsMatchLineEndings()
    var home: [Substring: String] = [:]
    for (path, text) in files {
      for match in text.matches(of: declaration) { home[match.output.1] = folder(path) }
    }
    var uses: Set<FolderUse> = []
    for (path, text) in files {
      // Comments name types without using them.
      let code = text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { line in line.firstRange(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
        .joined(separator: "\n")
      for match in code.matches(of: /\b[A-Z]\w*/) {
        if let used = home[match.output], used != folder(path) {
          uses.insert(FolderUse(user: folder(path), used: used))
        }
      }
    }
    return uses
  }
}
