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
      Each TIMER is a DURATION, started now (or at --start); NAME=DURATION, the same with a \
      name (tea=4m, "stand up=25m"); NAME=@INSTANT, a countdown to an instant \
      (train=@2024-06-15T17:05:00+02:00, train=@1718442930); or NAME=HH:MM[:SS], a countdown \
      to the next time the zone's clocks show that time of day (lunch=12:00: today's, or \
      tomorrow's once it has passed; where the clocks go back, either pass of the repeated \
      hour, the second once the first has gone; a time the clocks skip ends when they jump past \
      it: 02:30 on a night that jumps from 02:00 to 03:00 ends at 03:00). After NAME= a value with ':' is always a time of day \
      (write 4m30s, not 4:30). --ends INSTANT is one unnamed countdown to an instant. Names \
      must differ; --label captions unnamed DURATIONs by position and cannot be mixed with \
      names. Each timer is a dial of rings (--face rings, the default): the outer ring is the \
      whole countdown, full at the start and empty at the end, in the style's accent, with a \
      tick outside it every 5 minutes of the countdown (every 15 beyond 2 hours, every hour \
      beyond 6, none beyond a day); inside it, in the hands' ink, a ring that turns once an hour (the minutes \
      left within the hour; timers over an hour) and, innermost and quieter, one that turns \
      once a minute (the seconds left within the minute; timers over a minute). With --face \
      disc, the time left is a sector in the style's accent on a minute scale, as on a Time \
      Timer: numerals counter-clockwise from 0 at 12, the sector ending at 12 and its edge \
      moving clockwise towards it; one turn is 60 minutes (ticks every minute, numbered every \
      5), or 5 minutes for timers up to 5 (ticks every 30 s), or for longer timers the first of 2 h, 3 h (ticks \
      every 5 minutes), 4 h, 6 h, 12 h, 24 h (numerals in hours) that holds them, else the \
      timer's own length. The timer's name and its readout (HH:MM:SS, rounded up, so the last \
      second reads 00:00:01, then done) are in the middle, or under the dial in the terminal. A finished \
      timer's whole face turns green with a check mark and "done" (in the terminal: a solid \
      disc with the check mark cut out, and "done" in green under it). Pictures under 72 px show the outer ring or the sector alone \
      (done: the check mark); under 160 px the disc keeps its long ticks and the quarter \
      numerals. Several timers are laid out in a grid.

      Chain (--chain): the timers run one after the other, each starting when the one before \
      finishes; --repeat N runs the list N times (work=25m break=5m --chain --repeat 4). Only \
      the running timer is drawn, its round over its readout (work 2/4) and the next timer \
      under it (next: break); each finish rings, prints its line and runs --exec as usual, and \
      a status line shows the running timer. Space pauses the running timer and the rest of \
      the chain waits. A chain takes DURATIONs only (a countdown to a time is refused); \
      --repeat needs --chain.

      Live (stdout a terminal): the readouts change on each timer's own second boundaries. \
      A finished timer shows its done face and rings the terminal bell once (--no-bell: silent). When \
      all have finished the command shows them for a second and exits 0; with --hold it keeps \
      showing until q. Space pauses and resumes the timers by DURATION; a countdown to an \
      instant or a time of day ends then whatever happens, so it runs on while the others are \
      paused, and with only such countdowns space is refused on the key line. q or Esc quits \
      (exit 0); Ctrl-Z suspends. On the way out, one line per timer is printed: "Tea 4:00 \
      done", or "Tea 1:23 left of 4:00".

      In a script (stdout not a terminal, no --once, no --at): nothing is drawn; the command \
      waits for the timers in real time, prints "Tea 4:00 done" as each finishes, and exits 0 \
      when all have; a signal prints the state of the others first.

      When a timer finishes, --exec CMD runs CMD through /bin/sh -c with ACLOCK_TIMER_NAME \
      (its name, its --label, or "timer") and ACLOCK_TIMER_DURATION (its length in seconds: \
      240, 0.5) in its environment and stdin from /dev/null, beside the display, which goes \
      on. Its output goes to stderr, or nowhere when the live screen is on a terminal's stderr. \
      Its exit status ("--exec for tea: exit 0") is shown on the key line live, or printed on \
      stderr in a script. --notify runs notify-send with the timer's line; without notify-send \
      on PATH it says so once on stderr. The command ends once the last child has; quit or \
      signalled, it sends SIGTERM to the process groups of those still running, and SIGKILL \
      to any group left 2 s later (a child also gets SIGKILL if aclock dies).

      Status line (--status, text by default, or --status json): nothing is drawn; a line \
      is printed on stdout (and flushed) whenever a readout changes, on each timer's own \
      seconds: "tea 3:59  eggs 7:29", a finished timer's {left} reading "done" \
      (--status-format sets the text); json prints Waybar's custom-module objects (class running, or done when all have finished; \
      percentage of the timer that ends soonest). After the line where all are done the \
      command exits 0 (--hold: it waits for a signal, or exits 141 once stdout's reader has \
      gone); --exec and --notify act as in a script. With --at, one line at that moment.

      One moment: --at INSTANT --once prints the frame at --at (with a readout line per timer) \
      of timers started at --start (default: now); with --png, --svg or --pdf it draws that \
      moment.

      DURATION: seconds (90, 1.5), units largest first (500ms, 1.5s, 5m, 1h30m), or \
      H:MM:SS / M:SS (01:30:00, 1:30). At most 24 timers side by side where they are drawn \
      (live, --once, --at, pictures); with --status, in a script or in a chain (one dial at a \
      time), up to 1000 in all, a chain's rounds counted. Exit status: 0 done (whatever the --exec commands \
      return), 64 bad usage or value, 73 an output file cannot be created, 130/143/129 after \
      SIGINT/SIGTERM/SIGHUP.
      """
  )

  @Argument(
    help: ArgumentHelp("A timer: DURATION (5m, 1h30m), NAME=DURATION (tea=4m), NAME=@INSTANT or NAME=HH:MM.", valueName: "timer"),
    transform: OptionValueHint.transform(TimerSpec.init(parsing:))
  )
  var timers: [TimerSpec] = []

  @Option(help: ArgumentHelp("A caption for each unnamed timer, in the order of the DURATIONs.", valueName: "text"))
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

  @Option(
    name: .customLong("exec"),
    help: ArgumentHelp(
      "Run CMD through /bin/sh -c when each timer finishes.",
      discussion: "ACLOCK_TIMER_NAME and ACLOCK_TIMER_DURATION (seconds) in its environment.", valueName: "cmd"))
  var exec: String?

  @Flag(help: "Send a desktop notification (notify-send) when each timer finishes.")
  var notify = false

  @Flag(help: "Run the timers one after the other, each starting when the one before finishes.")
  var chain = false

  @Option(
    help: ArgumentHelp(
      "How each dial shows the time left: rings (default), or disc, a Time-Timer-style sector on a minute scale.", valueName: "rings|disc"),
    completion: .list(CountdownDialKind.allCases.map(\.rawValue)),
    transform: OptionValueHint.transform(TimerFaceSpec.init(parsing:)))
  var face: TimerFaceSpec?

  @Option(name: .customLong("repeat"), help: ArgumentHelp("Run the chain N times (with --chain; 1000 timers in all at most).", valueName: "n"))
  var rounds: Int?

  @OptionGroup(title: "Time") var time: TimeOptions<ZoneOption>
  @OptionGroup(title: "Status line") var status: StatusOptions<TimerStatusFields>
  @OptionGroup(title: "Pictures") var pictures: PictureOptions
  @OptionGroup(title: "Style") var look: StyleOptions
  @OptionGroup(title: "Terminal") var terminal: TerminalOptions

  /// Dials side by side on one screen or picture: more would not be readable.
  static let maximumDials = 24
  /// Timers in all, a chain's repeats counted. Where nothing is drawn (`--status`, a script) or
  /// one dial at a time (a chain), the screen sets no limit; this bounds what one run holds (a
  /// status line of every timer, a child per `--exec`).
  static let maximumTimers = TimerChain.maximumTimers

  func run() throws {
    let output = DialOutput(pictures: pictures, terminal: terminal, look: look)
    if let statusOutput = status.output {
      try runStatus(statusOutput)
      return
    }
    try output.validate(atWasGiven: time.at != nil)
    let zone = time.timeZone.timeZone
    let now = Date()
    let startInstant = start?.resolve(in: zone, now: now) ?? now
    let instant = time.at?.resolve(in: zone, now: now) ?? now
    // Not a terminal, nothing to draw, no moment asked for: a script waits for the timers.
    let waits = pictures.outputs.isEmpty && !OutputTerminal.standardOutput.isCapable && !terminal.once && time.at == nil
    let live = pictures.outputs.isEmpty && !waits && !terminal.once && time.at == nil
    let (set, chain) = try countdowns(start: startInstant, zone: zone, now: now, drawn: !waits)
    try Self.checkCaptions(label, option: "--label", forText: pictures.outputs.isEmpty && !waits)
    try Self.checkCaptions(timers.compactMap(\.name), option: "the name", forText: pictures.outputs.isEmpty && !waits)
    try checkActions(act: waits || live)
    let actions = TimerActions.make(command: exec, notifies: notify, output: TimerActions.output(live: live))
    if waits { try LiveRunner().runToExit(TimerWait(timers: set, actions: actions, chain: chain)) }
    let display = TimerDisplay(
      timers: set, mode: terminal.textMode(on: .standardOutput), cellAspect: terminal.cellAspect,
      theme: output.textTheme, rings: !noBell, holds: hold, actions: actions, chain: chain, kind: face?.kind ?? .rings)
    try output.show(display, at: instant, in: zone)
  }

  /// `--status`: a line per change on stdout (or one line at `--at`), the actions run as in a
  /// script, their reports on stderr.
  private func runStatus(_ statusOutput: StatusOutput) throws {
    try status.refuseDrawing(pictures: pictures, terminal: terminal, background: look.background)
    if face != nil { throw CLIError.badUsage("--face chooses how the dials are drawn; --status draws none: leave it out") }
    let zone = time.timeZone.timeZone
    let now = Date()
    let startInstant = start?.resolve(in: zone, now: now) ?? now
    let (set, chain) = try countdowns(start: startInstant, zone: zone, now: now, drawn: false)
    try Self.checkCaptions(label, option: "--label", forText: false)
    try Self.checkCaptions(timers.compactMap(\.name), option: "the name", forText: false)
    try checkActions(act: time.at == nil)
    if let at = time.at {
      let source = TimerStatus(timers: set, template: status.template, actions: nil, chain: chain)
      try StatusLines.once(source, at: at.resolve(in: zone, now: now), output: statusOutput)
      return
    }
    let actions = TimerActions.make(command: exec, notifies: notify, output: .standardError)
    actions?.reportOnStandardError()
    let source = TimerStatus(timers: set, template: status.template, actions: actions, chain: chain)
    try LiveRunner().runToExit(StatusLines(source, output: statusOutput, holds: hold))
  }

  /// Refuses `--exec` and `--notify` where no timer finishes in real time (`act` false: one
  /// moment or a picture), and an `--exec` with no command.
  private func checkActions(act: Bool) throws(CLIError) {
    if (exec != nil || notify) && !act {
      throw .badUsage("--exec and --notify act when a timer finishes: leave them out with --once, --at, --png, --svg or --pdf")
    }
    if let exec, exec.trimmingSpaces().isEmpty {
      throw .badUsage("--exec \(UserText.quoted(exec)) has no command: give a shell command, e.g. --exec 'paplay bell.oga'")
    }
  }

  /// Refuses captions (the `--label`s, or the timers' names: `option` says which, for the
  /// message) a screen cannot show as typed: control characters anywhere (they would act on
  /// the terminal), noncharacters anywhere (no font has them, and cairo refuses them), and in text (`forText`) characters that do not take exactly one column.
  static func checkCaptions(_ captions: [String], option: String, forText: Bool) throws(CLIError) {
    for caption in captions {
      if let control = UserText.firstControlCharacter(in: caption) {
        throw .badUsage("\(option) \(UserText.quoted(caption)) holds the control character \(UserText.codePoint(control)); a label is plain text")
      }
      if let reserved = UserText.firstNoncharacter(in: caption) {
        throw .badUsage("\(option) \(UserText.quoted(caption)) holds the noncharacter \(UserText.codePoint(reserved)), which cannot be drawn")
      }
      if forText, let odd = ColumnWidth.firstNotSingleColumn(in: caption) {
        let width = ColumnWidth.of(odd) == 0 ? "zero-width" : "double-width"
        throw .badUsage(
          "\(option) \(UserText.quoted(caption)) holds the \(width) character \(UserText.codePoint(odd)), which the text dial cannot place; "
            + "draw it with --png, --svg or --pdf")
      }
    }
  }

  /// The timers the arguments ask for, started at `start` (anchored ones end at their instant
  /// whatever happens), each named by its name or its `--label`, and the chain they run in
  /// (`--chain`), if any. `drawn`: each timer (of a chain, the running one) is drawn as a dial
  /// on a screen or a picture, which bounds how many run side by side.
  private func countdowns(start: Date, zone: ZoneRules, now: Date, drawn: Bool) throws(CLIError) -> (TimerSet, TimerChain?) {
    let shown = { (date: Date) in LocalTime(date, in: zone).iso8601String(fractionDigits: 0) }
    try checkChain()
    if let ends {
      guard timers.isEmpty else {
        throw .badUsage("give the timers as arguments (5m, tea=4m) or one --ends INSTANT, not both")
      }
      let end = ends.resolve(in: zone, now: now)
      guard end > start else {
        throw .badUsage("--ends \(shown(end)) is not after the start \(shown(start)): give an instant still to come")
      }
      if label.count > 1 { throw .badUsage("\(label.count) labels for 1 timer: give at most one --label per timer") }
      return (TimerSet([TimerSet.Timer(Countdown(start..<end), name: label.first, anchored: true)]), nil)
    }
    guard !timers.isEmpty else {
      throw .badUsage("give one or more timers (5m, 1h30m, tea=4m, lunch=12:00) or --ends INSTANT")
    }
    let rounds = rounds ?? 1
    let total = timers.count * rounds
    guard total <= Self.maximumTimers else {
      let made = rounds > 1 ? " (\(timers.count) × --repeat \(rounds))" : ""
      throw .badUsage("\(total) timers\(made): at most \(Self.maximumTimers) in all")
    }
    guard !drawn || chain || timers.count <= Self.maximumDials else {
      throw .badUsage(
        "\(timers.count) timers: at most \(Self.maximumDials) fit a screen or a picture; "
          + "with --status, in a script (stdout not a terminal) or in a --chain, up to \(Self.maximumTimers)")
    }
    // --label pairs with timers by position: with names in play, which timer a label meant is a
    // guess, so each caption goes in its own argument instead.
    if !label.isEmpty, let named = timers.first(where: { $0.name != nil }) {
      throw .badUsage(
        "--label captions DURATIONs by position; with named timers (\(UserText.quoted(named.text))) name every timer in its argument (tea=4m), not with --label")
    }
    if label.count > timers.count {
      throw .badUsage("\(label.count) labels for \(timers.count) timer\(timers.count == 1 ? "" : "s"): give at most one --label per timer")
    }
    var seen: Set<String> = []
    for name in timers.compactMap(\.name) where !seen.insert(name).inserted {
      throw .badUsage("two timers are named \(UserText.quoted(name)): give each timer a name of its own")
    }
    let names = timers.indices.map { timers[$0].name ?? ($0 < label.count ? label[$0] : nil) }
    if chain {
      let lengths = timers.compactMap { timer -> Duration? in
        if case .after(let duration) = timer.end { return duration.duration }
        return nil
      }
      return (TimerSet(chaining: lengths, names: names, rounds: rounds, from: start), TimerChain(timersPerRound: timers.count, rounds: rounds))
    }
    var made: [TimerSet.Timer] = []
    for (timer, name) in zip(timers, names) {
      guard let countdown = timer.countdown(start: start, zone: zone) else {
        let end = if case .at(let instant) = timer.end { shown(instant) } else { "" }
        throw .badUsage("\(UserText.quoted(timer.text)) ends at \(end), not after the start \(shown(start)): give an instant still to come")
      }
      made.append(TimerSet.Timer(countdown, name: name, anchored: timer.isAnchored))
    }
    return (TimerSet(made), nil)
  }

  /// Refuses `--repeat` without `--chain` (side by side, repeating would start every timer
  /// again at once, which no one asked for), a `--repeat` out of range, and in a chain what
  /// cannot wait for the timer before it: `--ends`, and countdowns to an instant or a time of
  /// day (they end when they end).
  private func checkChain() throws(CLIError) {
    if let rounds {
      guard chain else {
        throw .badUsage("--repeat \(rounds) repeats a chain: add --chain (aclock timer work=25m break=5m --chain --repeat 4)")
      }
      guard (1...TimerChain.maximumRounds).contains(rounds) else {
        throw .badUsage("--repeat \(rounds): give how many times the chain runs, from 1 to \(TimerChain.maximumRounds)")
      }
    }
    guard chain else { return }
    if ends != nil {
      throw .badUsage("--chain runs the timer arguments one after the other; --ends ends at an instant of its own: give DURATIONs (work=25m break=5m)")
    }
    if let anchored = timers.first(where: \.isAnchored) {
      throw .badUsage(
        "--chain runs timers one after the other; \(UserText.quoted(anchored.text)) ends at a time of its own, whatever runs before it: "
          + "chain DURATIONs (work=25m break=5m)")
    }
  }
}
