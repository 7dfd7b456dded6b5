import ClockTestSupport
import Foundation
import Testing

/// The completion scripts `make install` installs: pinned as files (a changed option shows in
/// the diff; set ACLOCK_RECORD_COMPLETIONS=1 to write them anew), and each run for real by its
/// shell: the default command's options complete after `aclock `, and values complete from
/// fixed sets and from the system's zone list.
@Suite("Completion scripts")
struct CompletionScriptTests {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Completions")

  @Test("pinned", arguments: ["bash", "zsh", "fish"])
  func pinned(shell: String) throws {
    let result = try AClockProcess.run(["--generate-completion-script", shell])
    #expect(result.status == 0)
    let file = Self.directory.appendingPathComponent("aclock.\(shell)")
    if ProcessInfo.processInfo.environment["ACLOCK_RECORD_COMPLETIONS"] == "1" {
      try Data(result.stdout.utf8).write(to: file)
    }
    #expect(result.stdout == (try String(contentsOf: file, encoding: .utf8)), "aclock.\(shell) differs: ACLOCK_RECORD_COMPLETIONS=1 records it")
  }

  /// What bash offers for the words typed so far (the last one being completed).
  static func bashOffers(_ words: [String]) throws -> [String] {
    let quoted = words.map { "'" + $0.replacing("'", with: "'\\''") + "'" }.joined(separator: " ")
    let script = """
      source <('\(AClockProcess.binary.path)' --generate-completion-script bash)
      COMP_WORDS=(\(quoted)); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
      COMPREPLY=(); _aclock aclock "${COMP_WORDS[-1]}" "${COMP_WORDS[-2]}"
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try AClockProcess.run(
      ["-c", script], environment: ["PATH": AClockProcess.binary.deletingLastPathComponent().path + ":/usr/bin:/bin"],
      executable: URL(fileURLWithPath: "/bin/bash"))
    return result.stdout.split(separator: "\n").map(String.init).sorted()
  }

  @Test("bash completes", arguments: [
    (["aclock", "--st"], ["--status", "--status-format", "--style"]),
    (["aclock", "--theme", ""], ["auto", "dark", "light"]),
    (["aclock", "--sweep", "--numerals", ""], ["arabic", "none", "roman"]),
    (["aclock", "--style", "m"], ["minimal"]),
    (["aclock", "--tz", "Europe/Berl"], ["Europe/Berlin"]),
    (["aclock", "st"], ["stopwatch", "styles"]),
    (["aclock", "frames", "--format", ""], ["bmp", "pdf", "png", "svg", "txt"]),
    (["aclock", "timer", "--color", ""], ["always", "auto", "never"]),
    (["aclock", "angles", "--timezone", "Asia/Kath"], ["Asia/Kathmandu"]),
    (["aclock", "clock", "--dial", ""], ["12", "24"]),
  ])
  func bashCompletes(words: [String], offered: [String]) throws {
    #expect(try Self.bashOffers(words) == offered)
  }

  @Test func bashOffersTheDefaultCommandsOptionsAtTheFirstDash() throws {
    let offered = try Self.bashOffers(["aclock", "--"])
    for option in ["--png", "--style", "--ascii", "--timezone", "--version", "--help"] {
      #expect(offered.contains(option), "\(option) in \(offered)")
    }
  }

  /// What fish offers for a command line (`complete -C`), as the option or value names.
  static func fishOffers(_ line: String) throws -> [String] {
    let script = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-\(UUID().uuidString).fish")
    defer { try? FileManager.default.removeItem(at: script) }
    try Data(try AClockProcess.run(["--generate-completion-script", "fish"]).stdout.utf8).write(to: script)
    let result = try AClockProcess.run(
      ["-c", "source '\(script.path)'; complete -C'\(line)'"], executable: URL(fileURLWithPath: "/usr/bin/fish"))
    return result.stdout.split(separator: "\n").compactMap { $0.split(separator: "\t").first.map(String.init) }.sorted()
  }

  @Test("fish completes", .tags(.integration, .shells), arguments: [
    ("aclock --st", ["--status", "--status-format", "--style"]),
    ("aclock --theme ", ["auto", "dark", "light"]),
    ("aclock --sweep --numerals ", ["arabic", "none", "roman"]),
    ("aclock st", ["stopwatch", "styles"]),
    ("aclock stopwatch --st", ["--start", "--status", "--status-format", "--style"]),
    ("aclock --ver", ["--version"]),
  ])
  func fishCompletes(line: String, offered: [String]) throws {
    #expect(try Self.fishOffers(line) == offered)
  }

  /// What zsh offers for a command line completed at its end: the generated script is installed
  /// as `_aclock` in a temporary fpath directory and `zsh-offers.zsh` presses Tab in a real line
  /// editor (see there).
  static func zshOffers(_ line: String) throws -> [String] {
    let functions = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-zsh-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: functions, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: functions) }
    try Data(try AClockProcess.run(["--generate-completion-script", "zsh"]).stdout.utf8)
      .write(to: functions.appendingPathComponent("_aclock"))
    let harness = directory.appendingPathComponent("zsh-offers.zsh")
    let result = try AClockProcess.run(
      ["30", "/usr/bin/zsh", "-f", harness.path, functions.path, line],
      environment: ["PATH": AClockProcess.binary.deletingLastPathComponent().path + ":/usr/bin:/bin"],
      executable: URL(fileURLWithPath: "/usr/bin/timeout"))
    #expect(result.status == 0, "zsh-offers.zsh: \(result.status) \(result.stderr)")
    return Set(result.stdout.split(separator: "\n").map(String.init)).sorted()
  }

  @Test("zsh completes", .tags(.integration, .shells), arguments: [
    ("aclock --st", ["--status", "--status-format", "--style"]),
    ("aclock --theme ", ["auto", "dark", "light"]),
    ("aclock --sweep --numerals ", ["arabic", "none", "roman"]),
    ("aclock --tz Europe/Berl", ["Europe/Berlin"]),
    ("aclock st", ["stopwatch", "styles"]),
    ("aclock stopwatch --st", ["--start", "--status", "--status-format", "--style"]),
    ("aclock frames --format ", ["bmp", "pdf", "png", "svg", "txt"]),
    ("aclock angles --timezone Asia/Kath", ["Asia/Kathmandu"]),
    ("aclock --ver", ["--version"]),
  ])
  func zshCompletes(line: String, offered: [String]) throws {
    #expect(try Self.zshOffers(line) == offered)
  }

  /// `aclock <Tab>`: the subcommands, and the options of `clock`, which aclock runs without one.
  @Test(.tags(.integration, .shells)) func zshOffersTheSubcommandsAndTheDefaultCommandsOptionsAtAnEmptyFirstWord() throws {
    let offered = try Self.zshOffers("aclock ")
    let subcommands = ["angles", "clock", "dataset", "frames", "help", "serve", "stopwatch", "styles", "ticks", "timer", "worksheet"]
    #expect(offered.filter { !$0.hasPrefix("-") } == subcommands)
    for option in ["--png", "--style", "--ascii", "--timezone", "--status", "--version", "--help"] {
      #expect(offered.contains(option), "\(option) in \(offered)")
    }
  }
}
