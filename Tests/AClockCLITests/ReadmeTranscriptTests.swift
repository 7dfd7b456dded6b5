import Foundation
import Testing

/// The README's transcripts of deterministic commands, run on the built binary: under each listed
/// `$ aclock …` line, README.md must show exactly what the command prints, and nothing more.
@Suite("README transcripts, end to end")
struct ReadmeTranscriptTests {
  static let readme = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("README.md")

  /// Commands as README.md writes them after `$ ` (a trailing `# comment` left out), with no
  /// quotes, optionally piped through `head -N` and `tail -N`. Live commands, and ones whose
  /// output depends on the time now or on files, are not listed.
  static let commands = [
    "aclock --at 2024-06-15T09:15:30Z --tz UTC | head -14 | tail -5",
    "aclock --at 2026-11-23T22:09:37Z --tz Asia/Tokyo --tz America/New_York --label date --cols 60 --rows 14 | tail -1",
    "aclock --at 2026-11-23T22:09:37Z --tz Asia/Tokyo --label 12h --cols 40 --rows 12 | tail -1",
    "aclock --png /nope/now.png",
    "aclock --bmp panel.bmp",
    "aclock --png trmnl.png --palette gray16 --size 480 --at 2024-06-15T09:15:30Z --tz UTC --max-bytes 10kB",
    "aclock --png panel.png --palette 1bit --size 800x480 --tz UTC --at 2024-06-15T09:15:00Z --changed-since 2024-06-15T09:14:00Z",
    "aclock --svg c.svg --animate --label time",
    "aclock frames --from 2024-06-15T10:00:00Z --to 2024-06-15T09:00:00Z --every 1s --out x/",
    "aclock frames --instants times.txt --from 09:00 --out x/",
    "aclock stopwatch --start 2024-06-15T09:15:00Z --at 2024-06-15T09:16:15.239Z --once | tail -4",
    "aclock timer 9m15s --label Tea --start 2024-06-15T09:15:00Z --at 2024-06-15T09:15:00.3Z --once | tail -3",
    "aclock timer 0",
    "aclock timer tea=",
    "aclock timer tea=4m tea=5m",
    "aclock timer 25m --face pie",
    "aclock timer work=25m break=5m --chain --repeat 4 --start 2024-06-15T09:10:00Z --at 2024-06-15T10:07:00Z --once | tail -3",
    "aclock timer work=25m lunch=12:00 --chain",
    "aclock --status text --status-format {lfet}",
    "aclock --status text --tz UTC --tz Asia/Tokyo --at 2024-06-15T09:15:30Z --count 1",
    "aclock --status json --tz Asia/Kathmandu --at 2024-06-15T09:15:30Z --count 1",
    "aclock timer tea=4m eggs=7m30s --start 2024-06-15T09:15:00Z --at 2024-06-15T09:15:01Z --status json",
    "aclock angles --at 2024-06-15T09:15:30.5Z --timezone Asia/Kathmandu --json",
    "aclock ticks --every 1h30m --tz Asia/Kathmandu --from 2024-06-15T09:15:30.25Z --no-wait --count 3",
    "aclock ticks --every 10m --anchor 2024-06-15T10:00:00Z --from 2024-06-15T09:15:30.25Z --no-wait --count 3 --format unix",
    "aclock ticks --explicit 2024-06-15T09:00:00Z 2024-06-15T09:10:00Z 2024-06-15T10:00:00Z --tz Europe/Berlin --from 2024-06-15T09:15:30.25Z --no-wait",
    "aclock ticks --every 1.5x",
    "aclock angles --tz Mars/Olympus",
    "aclock styles",
    "aclock worksheet --level hour --count 13 --pdf hours.pdf",
  ]

  /// The command of a README line `$ command  # comment`, or nil for any other line.
  static func command(in line: String) -> String? {
    guard line.hasPrefix("$ ") else { return nil }
    let command = line.dropFirst(2).components(separatedBy: " #")[0]
    return command.trimmingCharacters(in: .whitespaces)
  }

  /// The lines `command` prints (stdout, then stderr), cut by its `head`/`tail` stages. Run in a
  /// directory of its own, so relative outputs (`--out x/`) can never land in the package.
  static func printedLines(_ command: String) throws -> [String] {
    let stages = command.components(separatedBy: " | ")
    let arguments = stages[0].split(separator: " ").dropFirst().map(String.init)
    var output = ""
    try PictureEndToEndTests.withDirectory { directory in
      let result = try AClockProcess.run(arguments, in: directory)
      output = result.stdout + result.stderr
    }
    var lines = output.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    for stage in stages.dropFirst() {
      let words = stage.split(separator: " ")
      let count = try #require(words.count == 2 ? Int(words[1].dropFirst()) : nil, "unknown stage '\(stage)'")
      switch words[0] {
      case "head": lines = Array(lines.prefix(count))
      case "tail": lines = Array(lines.suffix(count))
      default: Issue.record("unknown stage '\(stage)'")
      }
    }
    return lines
  }

  @Test(arguments: commands)
  func transcriptIsWhatTheBinaryPrints(command: String) throws {
    #expect(!command.contains("\"") && !command.contains("'"))
    let readme = try String(contentsOf: Self.readme, encoding: .utf8).components(separatedBy: "\n")
    let line = try #require(readme.firstIndex { Self.command(in: $0) == command }, "README.md no longer shows '$ \(command)'")
    let printed = try Self.printedLines(command)
    #expect(!printed.isEmpty)
    let shown = Array(readme[(line + 1)...].prefix(printed.count))
    #expect(shown == printed)
    // Nothing more under it: a blank line, the end of the block, or the next command.
    let next = readme.count > line + 1 + printed.count ? readme[line + 1 + printed.count] : ""
    #expect(next.isEmpty || next == "```" || next.hasPrefix("$ "), "README.md shows more under '$ \(command)': \(next)")
  }
}
