import AClockPresentations
import AClockRuntime
import AClockValues
import ArgumentParser
import ClockText

/// What a command offers to `--status-format`: its placeholders and its default template.
protocol StatusFields: SendableMetatype {
  /// The placeholders the command fills in, in the order its help lists them.
  static var accepted: [StatusPlaceholder] { get }
  /// The default template, as its help shows it.
  static var defaultText: String { get }
  /// What a placeholder is "not available for" in an error: `the clock`.
  static var owner: String { get }
}

/// `--status` and `--status-format`: one line per change on stdout, for status bars, shared by
/// the clock, `timer` and `stopwatch`; `Fields` says which placeholders the command offers, so
/// a template is checked (and its error lists what is accepted) while the options are parsed.
struct StatusOptions<Fields: StatusFields>: ParsableArguments {
  @Option(
    name: .customLong("status"),
    help: ArgumentHelp(
      "Print a line on stdout at each change instead of drawing: text (also --status alone) or json (for Waybar).",
      valueName: "text|json"))
  var output: StatusOutput?

  @Option(
    name: .customLong("status-format"),
    help: ArgumentHelp(
      "The text of each status line (default: \(Fields.defaultText)).",
      discussion: "Placeholders: " + Fields.accepted.map(\.written).joined(separator: ", ")
        + "; {{ and }} for a brace. A line over \(StatusLine.longest) bytes is cut, with … at the cut.",
      valueName: "template"),
    transform: OptionValueHint.transform(StatusOptions.template(parsing:))
  )
  var template: StatusTemplate?

  func validate() throws {
    if template != nil && output == nil {
      throw ValidationError("--status-format sets the text of --status: add --status (text) or --status json")
    }
  }

  /// With `--status`, refuses what draws: picture files (and `--live`), the terminal's options
  /// (`sweeps`: `--sweep` or `--fps`, the clock's), `--background`. The lines go to stdout as text.
  func refuseDrawing(pictures: PictureOptions, terminal: TerminalOptions, background: BackgroundSpec?, live: Bool = false, sweeps: Bool = false)
    throws(CLIError)
  {
    if !pictures.outputs.isEmpty || live {
      throw .badUsage("--status prints lines on standard output: leave out --png, --svg, --pdf, --bmp and --live")
    }
    // --palette, --dither, --invert and --max-bytes with no file to write.
    try pictures.checkPanel()
    if terminal.isSet || sweeps {
      throw .badUsage(
        "--ascii, --blocks, --braille, --rows, --cols, --color, --cell-aspect, --once, --sweep and --fps draw in the terminal; leave them out with --status")
    }
    if background != nil {
      throw .badUsage("--background fills around a picture's face; leave it out with --status")
    }
  }

  /// Reads a `--status-format` value: plain text (no control characters: the line goes to
  /// stdout as it is) with the command's placeholders.
  static func template(parsing text: String) throws(OptionValueError) -> StatusTemplate {
    if let control = UserText.firstControlCharacter(in: text) {
      throw .templateControlCharacter(text, control)
    }
    do throws(StatusTemplateError) {
      return try StatusTemplate(parsing: text, accepting: Fields.accepted)
    } catch {
      throw .template(text, error, owner: Fields.owner)
    }
  }
}

/// The clock's placeholders: the time, date and zone of each `--timezone`, and its clock face.
enum ClockStatusFields: StatusFields {
  static let accepted: [StatusPlaceholder] = [.time, .date, .zone, .glyph]
  static let defaultText = "{time}, or {time} {zone} for several zones"
  static let owner = "the clock"
}

/// Timers' placeholders: each timer's name, time left and time gone.
enum TimerStatusFields: StatusFields {
  static let accepted: [StatusPlaceholder] = [.name, .left, .elapsed]
  static let defaultText = "{name} {left}"
  static let owner = "timers"
}

/// The stopwatch's placeholder: the time gone.
enum StopwatchStatusFields: StatusFields {
  static let accepted: [StatusPlaceholder] = [.elapsed]
  static let defaultText = "{elapsed}"
  static let owner = "the stopwatch"
}
