import AClockPresentations
import AClockRuntime
import AClockValues
import ArgumentParser
import ClockGeometry
import ClockText
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `aclock stopwatch`: a stopwatch dial, live on the terminal (keys start, stop, lap and reset)
/// or at one moment as text or a picture.
struct StopwatchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stopwatch",
    abstract: "A stopwatch: live in the terminal, or one moment as text or a picture.",
    discussion: """
      Live (stdout a terminal): space starts, stops and resumes; l records a lap (laps are \
      listed beside the dial, newest first); r resets; q or Esc quits; Ctrl-Z suspends. On the \
      way out (q, Ctrl-C, a signal) the elapsed time and every lap (lap time, split) are \
      printed. The readout under the \
      dial is the elapsed time rounded down to the hundredth (MM:SS.hh, HH:MM:SS.hh from an \
      hour); the sweep hand goes round once a minute, the small dial once in 30 minutes. \
      With --start the stopwatch is already running from that instant.

      Status line (--status, text by default, or --status json): nothing is drawn; a \
      stopwatch runs from --start, or from now, and a line is printed on stdout (and \
      flushed) at each of its whole seconds, 1:15 (--status-format sets the text), until a \
      signal ends it; json prints Waybar's custom-module objects. With --at, one line at \
      that moment.

      One moment: --start INSTANT --at INSTANT --once prints the frame at --at of a stopwatch \
      started at --start (--at defaults to now), readout line included. With --png, --svg or \
      --pdf it draws that moment, or the dial after --elapsed DURATION.

      DURATION: seconds (90, 1.5), units largest first (500ms, 1.5s, 5m, 1h30m), or \
      H:MM:SS / M:SS (01:30:00, 1:30). Exit status: 0 done, 64 bad usage or value, 73 an \
      output file cannot be created, 130/143/129 after SIGINT/SIGTERM/SIGHUP.
      """
  )

  @Option(
    help: ArgumentHelp("The stopwatch was started at this instant (it is running).", discussion: InstantSpec.acceptedForms, valueName: "instant"),
    transform: OptionValueHint.transform(InstantSpec.init(parsing:))
  )
  var start: InstantSpec?

  @Option(
    help: ArgumentHelp("With --png, --svg or --pdf: draw the dial after this much time.", valueName: "duration"),
    transform: OptionValueHint.transform(DurationSpec.init(parsing:))
  )
  var elapsed: DurationSpec?

  @OptionGroup(title: "Time") var time: TimeOptions<ZoneOption>
  @OptionGroup(title: "Status line") var status: StatusOptions<StopwatchStatusFields>
  @OptionGroup(title: "Pictures") var pictures: PictureOptions
  @OptionGroup(title: "Style") var look: StyleOptions
  @OptionGroup(title: "Terminal") var terminal: TerminalOptions

  func run() throws {
    let output = DialOutput(pictures: pictures, terminal: terminal, look: look)
    if status.output != nil {
      try status.refuseDrawing(pictures: pictures, terminal: terminal, background: look.background)
    } else {
      try output.validate(atWasGiven: time.at != nil)
    }
    let zone = time.timeZone.timeZone
    if elapsed != nil {
      if pictures.outputs.isEmpty {
        throw CLIError.badUsage("--elapsed draws a picture: add --png, --svg or --pdf (for text, use --start and --at)")
      }
      if start != nil || time.at != nil {
        throw CLIError.badUsage("give the picture's time either as --elapsed or as --start and --at, not both")
      }
    }
    let now = Date()
    let instant = time.at?.resolve(in: zone, now: now) ?? now
    var stopwatch = Stopwatch()
    if let elapsed {
      // The dial after --elapsed is that of a stopwatch started that long before the instant
      // drawn (to the microsecond, as every stopwatch reading is).
      stopwatch.start(at: instant.addingTimeInterval(-elapsed.duration.timeInterval))
    } else if let start {
      let startInstant = start.resolve(in: zone, now: now)
      if time.at != nil, startInstant > instant {
        let shown = { (date: Date) in LocalTime(date, in: zone).iso8601String(fractionDigits: 3) }
        throw CLIError.badUsage("--start (\(shown(startInstant))) is after --at (\(shown(instant))): a stopwatch cannot run backwards")
      }
      stopwatch.start(at: startInstant)
    }
    if let statusOutput = status.output {
      // No keys to start it: the stopwatch runs from --start, or from now.
      if stopwatch.state == .idle && time.at == nil { stopwatch.start(at: now) }
      let source = StopwatchStatus(stopwatch: stopwatch, template: status.template)
      if time.at != nil {
        try StatusLines.once(source, at: instant, output: statusOutput)
      } else {
        try LiveRunner().runToExit(StatusLines(source, output: statusOutput))
      }
      return
    }
    let display = StopwatchDisplay(
      stopwatch: stopwatch, mode: terminal.textMode(on: .standardOutput), cellAspect: terminal.cellAspect,
      theme: output.textTheme, style: look.clockStyle)
    try output.show(display, at: instant, in: zone)
  }
}
