import ArgumentParser
import ClockGeometry
import ClockText
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#endif

/// `aclock timer`: countdown timers as ring dials, live on the terminal until they finish, or
/// at one moment as text or a picture.
struct TimerCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "timer",
    abstract: "Countdown timers as ring dials: live in the terminal, or one moment as text or a picture.",
    discussion: """
      Each DURATION starts a countdown now (or at --start); --ends INSTANT instead counts down \
      to that instant. Each timer is a dial of rings, outermost the seconds left within the \
      minute, then the minutes within the hour, then the hours (rings a timer is too short for \
      are left out), with its --label and its readout (HH:MM:SS, rounded up, so 00:00:00 shows \
      only at the end) under it; several timers are laid out in a grid.

      Live (stdout a terminal): the readouts change on each timer's own second boundaries. \
      A finished timer turns green and rings the terminal bell once (--no-bell: silent). When \
      all have finished the command shows them for a second and exits 0; with --hold it keeps \
      showing until q. Space pauses and resumes all timers; q or Esc quits (exit 0); Ctrl-Z \
      suspends. On the way out, one line per timer is printed: "Tea 4:00 done", or "Tea 1:23 \
      left of 4:00".

      In a script (stdout not a terminal, no --once, no --at): nothing is drawn; the command \
      waits for the timers in real time, prints "Tea 4:00 done" as each finishes, and exits 0 \
      when all have; a signal prints the state of the others first.

      One moment: --at INSTANT --once prints the frame at --at (with a readout line per timer) \
      of timers started at --start (default: now); with --png, --svg or --pdf it draws that \
      moment.

      DURATION: seconds (90, 1.5), units largest first (500ms, 1.5s, 5m, 1h30m), or \
      H:MM:SS / M:SS (01:30:00, 1:30). Exit status: 0 done, 64 bad usage or value, 73 an \
      output file cannot be created, 130/143/129 after SIGINT/SIGTERM/SIGHUP.
      """
  )

  @Argument(
    help: ArgumentHelp("How long each timer runs, e.g. 90, 5m, 1h30m, 01:30:00.", valueName: "duration"),
    transform: OptionValueHint.transform(DurationSpec.init(parsing:))
  )
  var durations: [DurationSpec] = []

  @Option(help: ArgumentHelp("A caption for each timer, in the order of the durations.", valueName: "text"))
  var label: [String] = []

  @Option(
    help: ArgumentHelp("One timer that finishes at this instant.", discussion: InstantSpec.acceptedForms, valueName: "instant"),
    transform: OptionValueHint.transform(InstantSpec.init(parsing:))
  )
  var ends: InstantSpec?

  @Option(
    help: ArgumentHelp("The timers started at this instant (default: now).", valueName: "instant"),
    transform: OptionValueHint.transform(InstantSpec.init(parsing:))
  )
  var start: InstantSpec?

  @Flag(name: .customLong("no-bell"), help: "Do not ring the terminal bell when a timer finishes.")
  var noBell = false

  @Flag(help: "Keep showing the timers after all have finished, until q.")
  var hold = false

  @OptionGroup(title: "Time") var time: TimeOptions<ZoneOption>
  @OptionGroup(title: "Pictures") var pictures: PictureOptions
  @OptionGroup(title: "Style") var look: StyleOptions
  @OptionGroup(title: "Terminal") var terminal: TerminalOptions

  /// More timers than this would not fit a screen readably.
  static let maximumTimers = 24

  func run() throws {
    let output = DialOutput(pictures: pictures, terminal: terminal, look: look)
    try output.validate(atWasGiven: time.at != nil)
    let zone = time.timeZone.timeZone
    let now = Date()
    let startInstant = start?.resolve(in: zone, now: now) ?? now
    let instant = time.at?.resolve(in: zone, now: now) ?? now
    let countdowns = try countdowns(start: startInstant, zone: zone, now: now)
    if label.count > countdowns.count {
      throw CLIError.badUsage("\(label.count) labels for \(countdowns.count) timer\(countdowns.count == 1 ? "" : "s"): give at most one --label per timer")
    }
    let captions = countdowns.indices.map { $0 < label.count ? label[$0] : nil }
    // Not a terminal, nothing to draw, no moment asked for: a script waits for the timers.
    let waits = pictures.outputs.isEmpty && !OutputTerminal.standardOutput.isCapable && !terminal.once && time.at == nil
    try Self.checkLabels(label, forText: pictures.outputs.isEmpty && !waits)
    if waits { try TimerWait(countdowns: countdowns, captions: captions).run() }
    let display = TimerDisplay(
      timers: TimerSet(countdowns), captions: captions, mode: terminal.textMode(on: .standardOutput), cellAspect: terminal.cellAspect,
      theme: output.textTheme, rings: !noBell, holds: hold)
    try output.show(display, at: instant, in: zone)
  }

  /// Refuses labels a screen cannot show as typed: control characters anywhere (they would act
  /// on the terminal), and in text (`forText`) characters that do not take exactly one column.
  static func checkLabels(_ labels: [String], forText: Bool) throws(CLIError) {
    for label in labels {
      if let control = UserText.firstControlCharacter(in: label) {
        throw .badUsage("--label \(UserText.quoted(label)) holds the control character \(UserText.codePoint(control)); a label is plain text")
      }
      if forText, let odd = ColumnWidth.firstNotSingleColumn(in: label) {
        let width = ColumnWidth.of(odd) == 0 ? "zero-width" : "double-width"
        throw .badUsage(
          "--label \(UserText.quoted(label)) holds the \(width) character \(UserText.codePoint(odd)), which the text dial cannot place; "
            + "draw it with --png, --svg or --pdf")
      }
    }
  }

  /// The countdowns the arguments ask for, started at `start`.
  private func countdowns(start: Date, zone: ZoneRules, now: Date) throws(CLIError) -> [Countdown] {
    if let ends {
      guard durations.isEmpty else {
        throw .badUsage("give the timers as DURATIONs or one --ends INSTANT, not both")
      }
      let end = ends.resolve(in: zone, now: now)
      guard end > start else {
        let shown = { (date: Date) in LocalTime(date, in: zone).iso8601String(fractionDigits: 0) }
        throw .badUsage("--ends \(shown(end)) is not after the start \(shown(start)): give an instant still to come")
      }
      return [Countdown(start..<end)]
    }
    guard !durations.isEmpty else {
      throw .badUsage("give one or more DURATIONs (90, 5m, 1h30m, 01:30:00) or --ends INSTANT")
    }
    guard durations.count <= Self.maximumTimers else {
      throw .badUsage("\(durations.count) timers: at most \(Self.maximumTimers) fit a screen")
    }
    return durations.map { Countdown(start: start, length: $0.duration) }
  }
}
