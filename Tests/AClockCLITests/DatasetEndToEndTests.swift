import ClockTestSupport
import Foundation
import Testing

/// `aclock dataset` end to end: labels checked by `scripts/dataset-check` (Python and PIL: the
/// angles recomputed from each time by hand, the hands found in the pixels where the labels
/// put them), the same bytes for the same seed, and shards that add up to the whole.
@Suite("Datasets end to end", .tags(.integration, .decoders))
struct DatasetEndToEndTests {
  static func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-dataset-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  static let python = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") ? "/usr/bin/python3" : "python3"
  static let checker = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("scripts/dataset-check").path

  /// Every file of `directory` and its bytes.
  static func files(_ directory: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where !name.hasPrefix(".") {
      files[name] = try Data(contentsOf: directory.appendingPathComponent(name))
    }
    return files
  }

  @Test("10,000 images: every label agrees with the angles worked out by hand and with the pixels")
  func tenThousand() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try AClockProcess.run(["dataset", "--count", "10000", "--seed", "2026", "--invalid", "0.1", "--out", directory.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.isEmpty && run.stdout.isEmpty)
    let check = try Tool.output(Self.python, [Self.checker, directory.path])
    #expect(check.hasSuffix("10000 labels, 0 problems\n"), "\(check)")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names.filter { $0.hasSuffix(".png") }.count == 10000)
    #expect(Set(names).isSuperset(of: ["labels.jsonl", "README.md", "000000.png", "009999.png"]))
    let card = try String(contentsOf: directory.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(card.contains("aclock dataset --count 10000 --seed 2026 --size 224 --invalid 0.1 --out DIR"))
  }

  @Test("The checker finds labels that do not match their pictures")
  func checkerCanFail() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(try AClockProcess.run(["dataset", "--count", "50", "--seed", "3", "--out", directory.path]).status == 0)
    let labels = directory.appendingPathComponent("labels.jsonl")
    let text = try String(contentsOf: labels, encoding: .utf8)
    // Every clock claimed mirrored the other way: the hands are looked for where they are not.
    try text.replacingOccurrences(of: "\"mirrored\":false", with: "\"mirrored\":true").write(to: labels, atomically: true, encoding: .utf8)
    let check = try Tool.output(Self.python, [Self.checker, directory.path])
    #expect(!check.hasSuffix(" 0 problems\n"), "\(check)")
  }

  @Test("The same seed gives the same bytes; two shards together are the whole")
  func reproducibleAndSharded() throws {
    let root = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let arguments = ["dataset", "--count", "301", "--seed", "11", "--level", "five", "--size", "96", "--invalid", "0.3"]
    var runs: [String: [String: Data]] = [:]
    for (name, extra) in [("a", []), ("b", ["--jobs", "1"]), ("s1", ["--shard", "1/2"]), ("s2", ["--shard", "2/2"])] {
      let out = root.appendingPathComponent(name)
      let run = try AClockProcess.run(arguments + extra + ["--out", out.path])
      #expect(run.status == 0, "\(run.stderr)")
      runs[name] = try Self.files(out)
    }
    #expect(runs["a"] == runs["b"])
    let whole = try #require(runs["a"]), first = try #require(runs["s1"]), second = try #require(runs["s2"])
    func images(_ files: [String: Data]) -> [String: Data] { files.filter { $0.key.hasSuffix(".png") } }
    #expect(images(first).count == 151 && images(second).count == 150)
    #expect(images(first).merging(images(second)) { old, _ in old } == images(whole))
    #expect(first["README.md"] == whole["README.md"] && second["README.md"] == whole["README.md"])
    func lines(_ data: Data?) -> [String] { String(decoding: data ?? Data(), as: UTF8.self).split(separator: "\n").map(String.init) }
    #expect((lines(first["labels.jsonl"]) + lines(second["labels.jsonl"])).sorted() == lines(whole["labels.jsonl"]).sorted())
    let other = root.appendingPathComponent("other")
    #expect(try AClockProcess.run(["dataset", "--count", "301", "--seed", "12", "--level", "five", "--size", "96", "--out", other.path]).status == 0)
    #expect(try Self.files(other)["000000.png"] != whole["000000.png"])
  }

  @Test("Bad values: one line naming the value and what is accepted, exit 64, nothing written")
  func refusals() throws {
    let root = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let out = root.appendingPathComponent("never")
    let cases: [([String], String)] = [
      (["--count", "0"], "--count 0 is out of range"),
      (["--count", "5", "--size", "800x480"], "dataset images are square"),
      (["--count", "5", "--size", "4096"], "16 to 2048"),
      (["--count", "5", "--vary", "style,colour"], "'colour' is not one of"),
      (["--count", "5", "--shard", "3/2"], "'3/2' is not K/N"),
      (["--count", "5", "--shard", "1/0"], "'1/0' is not K/N"),
      (["--count", "5", "--invalid", "1.5"], "--invalid 1.5 is not a share"),
      (["--count", "5", "--level", "decade"], "'decade'"),
      (["--count", "5", "--vary", "\u{1B}[2J"], "\\e[2J"),
    ]
    for (arguments, expected) in cases {
      let run = try AClockProcess.run(["dataset"] + arguments + ["--out", out.path])
      #expect(run.status == 64, "\(arguments): \(run.stderr)")
      #expect(run.stderr.split(separator: "\n").count == 1 && run.stderr.contains(expected), "\(arguments): \(run.stderr)")
      #expect(!run.stderr.contains("\u{1B}"))
      #expect(!FileManager.default.fileExists(atPath: out.path))
    }
  }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test("README's sample labels are what the binary draws, and README's loader reads a dataset")
  func readme() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try AClockProcess.run(["dataset", "--count", "24", "--seed", "1", "--size", "160", "--invalid", "0.25", "--out", directory.path])
    #expect(run.status == 0, "\(run.stderr)")
    let labels = try String(contentsOf: directory.appendingPathComponent("labels.jsonl"), encoding: .utf8)
    #expect(labels == (try String(contentsOf: Self.root.appendingPathComponent("output/dataset-labels.jsonl"), encoding: .utf8)))
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let firstLabel = try #require(labels.split(separator: "\n").first)
    #expect(readme.contains("```json\n" + firstLabel + "\n```"))
    // The loader as README prints it, then a use of it.
    let section = try #require(readme.range(of: "### Datasets:"))
    let block = try #require(readme[section.upperBound...].range(of: "```python\n"))
    let end = try #require(readme[block.upperBound...].range(of: "```"))
    let loader = String(readme[block.upperBound..<end.lowerBound])
    let script = directory.appendingPathComponent("loader.py")
    try (loader + """

      import sys
      images = ClockImages(sys.argv[1])
      image, target = images[0]
      print(len(images), image.size, target["hour"], target["minute"], target["second"], target["valid"])

      """).write(to: script, atomically: true, encoding: .utf8)
    let output = try Tool.output(Self.python, [script.path, directory.path])
    let label = try #require(try JSONSerialization.jsonObject(with: Data(firstLabel.utf8)) as? [String: Any])
    let time = try #require(label["time"] as? String).split(separator: ":").compactMap { Int($0) }
    let valid = (label["valid"] as? Bool) == true ? "True" : "False"
    #expect(output == "24 (160, 160) \(time[0] % 12) \(time[1]) \(time[2]) \(valid)\n", "\(output)")
  }
}
