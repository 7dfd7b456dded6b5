import AClockRuntime
import AClockValues
import ArgumentParser
import ClockGeometry
import ClockRender

/// `aclock styles`: the built-in styles, and the style file that defines each.
struct StylesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "styles",
    abstract: "List the built-in styles, or print one as a style file.",
    discussion: """
      A style is the whole look of a dial: rim, ticks, numerals and their typeface, each hand's \
      outline, the shadow, and the colours of its light and dark variants. Every built-in style \
      is a style file: print one, change it, and draw with it:

        aclock styles show station > mine.style
        aclock --style ./mine.style --png clock.png

      In a style file, # starts a comment, [section] starts a section, and each line is \
      key = value. Numbers are fractions of the face's radius. Colours are #RGB, #RRGGBB, \
      #RRGGBBAA, transparent or a CSS name (rebeccapurple). A file that starts with \
      'base = NAME' needs only the keys it changes.
      """,
    subcommands: [List.self, Show.self],
    defaultSubcommand: List.self)

  /// `aclock styles list`: one line per built-in style.
  struct List: ParsableCommand {
    // Named here, not derived from the type's name: deriving it demangles and casts at every start.
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the built-in styles: name and what each follows.")

    func run() throws {
      let styles = ClockStyle.builtInNames.compactMap(ClockStyle.named)
      let width = styles.map(\.name.count).max() ?? 0
      var text = ""
      for style in styles {
        text += style.name + String(repeating: " ", count: width - style.name.count + 2) + style.about + "\n"
      }
      try StandardOutput.write(text)
    }
  }

  /// `aclock styles show NAME`: the style file of a built-in style, with the font files its
  /// weights resolve to here (the file then draws the same wherever it is copied).
  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Print a built-in style as a style file.")

    @Argument(help: ArgumentHelp("A built-in style: \(ClockStyle.builtInNames.joined(separator: ", ")).", valueName: "name"))
    var name: String

    func run() throws {
      guard let style = ClockStyle.named(name),
        let text = ClockStyle.builtInFileText(named: name, typeface: FontResolver().resolved(style.typeface))
      else {
        throw CLIError.badUsage(
          "no built-in style \(UserText.quoted(name)): use \(ClockStyle.builtInNames.joined(separator: ", "))")
      }
      try StandardOutput.write(text)
    }
  }
}
