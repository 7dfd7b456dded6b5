@testable import AClockCLI
import ArgumentParser
import Testing

/// Help that starts with use: the overview, USAGE and EXAMPLES first, the long description last,
/// nothing of ArgumentParser's text lost on the way, and every example a command line that parses.
@Suite("Help layout")
struct HelpLayoutTests {
  static let generated = """
    OVERVIEW: A stopwatch: live in the terminal, or one moment as text or a
    picture.

    Live (stdout a terminal): space starts.

    DURATION: seconds (90, 1.5).

    USAGE: aclock stopwatch <options>

    TIME:
      --at <instant>          The instant to show (default: now).

    OPTIONS:
      -h, --help              Show help information.

    """

  @Test func usageAndExamplesComeBeforeTheOptionsAndTheDescriptionLast() {
    let example = HelpExample(command: "aclock stopwatch", purpose: "A stopwatch, live.")
    let expected = """
      OVERVIEW: A stopwatch: live in the terminal, or one moment as text or a
      picture.

      USAGE: aclock stopwatch <options>

      EXAMPLES:
        aclock stopwatch
            A stopwatch, live.

      TIME:
        --at <instant>          The instant to show (default: now).

      OPTIONS:
        -h, --help              Show help information.

      DESCRIPTION:
      Live (stdout a terminal): space starts.

      DURATION: seconds (90, 1.5).

      """
    #expect(HelpLayout.rearranged(Self.generated, examples: [example]) == expected)
  }

  @Test func aHelpWithoutDescriptionOrExamplesKeepsItsOrder() {
    let help = "OVERVIEW: Print the hand angles.\n\nUSAGE: aclock angles [--json]\n\nOPTIONS:\n  --json  JSON.\n"
    #expect(HelpLayout.rearranged(help, examples: []) == help)
  }

  @Test("text that is not a help is left alone", arguments: ["aclock 0.2.0\n", "#compdef aclock\n", "OVERVIEW: no usage\n"])
  func otherTextIsLeftAlone(text: String) {
    #expect(HelpLayout.rearranged(text, examples: HelpExample.root) == text)
  }

  @Test("the command a help is for, from its USAGE line", arguments: [
    ("OVERVIEW: x\n\nUSAGE: aclock <subcommand>\n", ""),
    ("OVERVIEW: x\n\nUSAGE: aclock timer [<options>] [<timer> ...]\n", "timer"),
    ("OVERVIEW: x\n\nUSAGE: aclock styles show <name>\n", "styles"),
    ("OVERVIEW: x\n\nUSAGE: aclock [--json]\n", ""),
  ])
  func commandName(help: String, name: String) {
    #expect(HelpLayout.commandName(of: help) == name)
  }

  /// Each command shows examples, each example parses as the command it is listed under, and
  /// none wraps at 80 columns.
  @Test("examples parse", arguments: ["", "clock", "stopwatch", "timer", "ticks", "frames", "angles", "styles"])
  func examplesParse(command: String) throws {
    let examples = HelpExample.examples(for: command)
    #expect(!examples.isEmpty)
    for example in examples {
      #expect(example.text.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(example.command)")
      let words = try ShellWords.split(example.command)
      #expect(words.first == "aclock")
      let arguments = Array(words.dropFirst())
      let parsed = type(of: try AClockCommand.parseAsRoot(arguments))
      // The command itself, or one of its own subcommands (`styles show`); the root's examples
      // may run any command.
      let listed = AClockCommand.configuration.subcommands.first { $0.configuration.commandName == command }
      if let listed {
        let accepted = [listed] + listed.configuration.subcommands
        #expect(accepted.contains { $0 == parsed }, "\(example.command)")
      }
    }
  }
}

/// Words of a command line as a POSIX shell splits it, for the few forms the examples use:
/// spaces, single quotes, and a trailing redirection (`> FILE`, dropped).
enum ShellWords {
  struct Unterminated: Error {}

  static func split(_ line: String) throws -> [String] {
    var words: [String] = []
    var word = ""
    var quoted = false
    var inWord = false
    for character in line {
      if quoted {
        if character == "'" { quoted = false } else { word.append(character) }
      } else if character == "'" {
        quoted = true
        inWord = true
      } else if character == " " {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else {
        word.append(character)
        inWord = true
      }
    }
    if quoted { throw Unterminated() }
    if inWord { words.append(word) }
    if let redirect = words.firstIndex(of: ">") { words.removeSubrange(redirect...) }
    return words
  }
}
