import AClockPresentations
import AClockRuntime
import AClockValues
import ArgumentParser
import ClockGeometry
import ClockWorksheet
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

extension ReadingLevel: ExpressibleByArgument {}
extension Paper: ExpressibleByArgument {}
extension TimePhrasing: ExpressibleByArgument {}
extension PromptForm: ExpressibleByArgument {}

/// `aclock worksheet`: printable telling-time worksheets with answer keys.
struct WorksheetCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "worksheet",
    abstract: "Write a printable telling-time worksheet (PDF) with its answer key.",
    discussion: """
      One PDF: the student pages, then the answer key's, each with a title, name and date \
      lines and page numbers. Six exercises fill a page; a match or an elapsed-time exercise \
      takes a whole row. No time is asked twice on a sheet. The footer prints the command \
      (with the seed) that makes the same exercises again; the same options give the same bytes.

      Levels follow how children learn: hour (o'clock), half, quarter, five (minutes), minute, \
      second (with a second hand). Kinds: read (write the time), draw (draw the hands on a face \
      without them), match (three clocks to three times, with lines), elapsed (a clock and \
      the time some minutes later); mixed takes all four in turn.
      """
  )

  /// The kinds `--kind` takes: the exercise kinds, and all of them in turn.
  enum KindChoice: String, CaseIterable, ExpressibleByArgument {
    case read, draw, match, elapsed, mixed
  }

  /// `--digital`'s two forms.
  enum DigitalChoice: String, CaseIterable, ExpressibleByArgument {
    case twelve = "12"
    case twentyFour = "24"
  }

  @Option(help: ArgumentHelp("Write the PDF to this file ('-': standard output).", valueName: "file"))
  var pdf: String

  @Option(help: "How fine the times are: hour, half, quarter, five, minute or second.")
  var level: ReadingLevel = .quarter

  @Option(help: "What to do: read, draw, match, elapsed, or mixed (all four in turn); repeat it to take several in turn (default: read).")
  var kind: [KindChoice] = []

  @Option(help: "How many exercises (1 to \(WorksheetPlan.mostExercises)); six fill a page.")
  var count: Int = 6

  @Option(help: "The seed of every random choice: the same seed, the same sheet (default: a random one, printed in the footer).")
  var seed: UInt64?

  @Option(help: "a4 or letter (default: from LC_PAPER or LANG: letter for the US, Canada, Mexico, …; else a4).")
  var paper: Paper?

  @Option(help: ArgumentHelp("Times in words, British (twenty past seven) or American (twenty after seven) (default: en-US under an en_US locale, else en-GB).", valueName: "en-GB|en-US"))
  var words: TimePhrasing?

  @Option(help: ArgumentHelp("Digital times on a 12-hour clock (7:30) or a 24-hour one (19:30, times over the whole day).", valueName: "12|24"))
  var digital: DigitalChoice = .twelve

  @Option(help: "How the times to draw or match are given: digits, words or both.")
  var prompts: PromptForm = .both

  @Option(help: ArgumentHelp("The title on every page, up to \(longestTitle) characters (default: 'Telling the time: half hours' for --level half, and so on).", valueName: "text"))
  var title: String?

  @Flag(help: "The teaching face: minute numbers around the rim, the hour hand and hours in red, the minute hand and minutes in blue.")
  var teachingFace = false

  // --style and --font only: a worksheet is printed light on white paper, so --theme and
  // --background would change nothing.
  @Option(help: StyleSpec.help, completion: StyleSpec.completion, transform: StyleSpec.init(parsing:))
  var style: StyleSpec?

  @Option(
    help: ArgumentHelp("Typeface of the dial's numerals: a font file, or a family under /usr/share/fonts ('DejaVu Serif').", valueName: "family|file"),
    transform: FontSpec.init(parsing:))
  var font: FontSpec?

  @Option(help: "Hour numerals: arabic, roman (IIII for four) or none (default: the style's).")
  var numerals: NumeralStyle?

  func validate() throws {
    if pdf == OutputTarget.standardOutputName, isatty(STDOUT_FILENO) == 1 {
      throw ValidationError("--pdf - would write binary data to this terminal; redirect it (> sheet.pdf, | lp)")
    }
    if let title {
      if let control = UserText.firstControlCharacter(in: title) {
        throw ValidationError("--title \(UserText.quoted(title)) holds a control character (\(UserText.codePoint(control))); give printable text")
      }
      if title.count > Self.longestTitle {
        throw ValidationError("--title \(UserText.quoted(title)) is \(title.count) characters; a title fits in \(Self.longestTitle)")
      }
    }
  }

  /// The longest title that fits across the page at its smallest size.
  static let longestTitle = 60

  func run() throws {
    try job.run(writingTo: pdf)
  }

  /// The exercise kinds in turn.
  private var kinds: [ExerciseKind] {
    kind.flatMap { choice -> [ExerciseKind] in
      choice == .mixed ? ExerciseKind.allCases : ExerciseKind(rawValue: choice.rawValue).map { [$0] } ?? []
    }
  }

  private var job: WorksheetJob {
    let environment = ProcessInfo.processInfo.environment
    let seed = seed ?? UInt64.random(in: .min ... .max)
    let settings = WorksheetPlan.Settings(
      level: level, kinds: kinds.isEmpty ? [.read] : kinds, count: count, seed: seed, twentyFourHour: digital == .twentyFour)
    var clockStyle = style?.style ?? .classic
    if let font { clockStyle.typeface = font.typeface }
    var options = ClockFaceOptions(style: clockStyle)
    if let numerals { options.numerals = numerals }
    let face = WorksheetFace(options: options, seconds: level.showsSeconds, teaching: teachingFace)
    let wording = WorksheetDocument.Wording(
      title: title ?? "Telling the time: " + level.title.lowercased(),
      phrasing: words ?? TimePhrasing.fromLocale(environment), prompts: prompts,
      reprint: reprintCommand(seed: seed))
    return WorksheetJob(plan: settings, paper: paper ?? Paper.fromLocale(environment), face: face, wording: wording)
  }

  /// The options that choose the exercises, as a command that draws them again.
  private func reprintCommand(seed: UInt64) -> String {
    var words = ["aclock worksheet", "--level", level.rawValue]
    for choice in kind { words += ["--kind", choice.rawValue] }
    if count != 6 { words += ["--count", String(count)] }
    if digital == .twentyFour { words += ["--digital", "24"] }
    words += ["--seed", String(seed)]
    return words.joined(separator: " ")
  }
}
