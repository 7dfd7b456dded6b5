import ArgumentParser
import ClockGeometry
import ClockRender
import ClockSchedule
import Foundation

/// `aclock`: the root command.
public struct AClockCommand: AsyncParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "aclock",
    abstract: "Analog clocks for the terminal, for pictures, and for scripts.",
    discussion: """
      With --png, --svg or --pdf, draws the clock at one instant (now, or --at) into each file; \
      several files show the same instant. Without them, prints the time and where the hands \
      point. Every command takes the same --at and --timezone values.

      With --live, the files are drawn again on every tick (every second; every minute with \
      --no-seconds; or --every DURATION / --every-minute) until interrupted, each time replacing \
      them atomically, so a reader (a status bar, a stream overlay) never sees a partial file. \
      With --at or --speed, displayed time starts at --at (or now) and runs --speed times as \
      fast as real time.

      Files are written under a temporary name beside the target and renamed into place, so a \
      failed render never leaves a broken file. Exit status: 0 done, 64 bad usage or value, \
      73 an output file cannot be created, 130/143/129 after SIGINT/SIGTERM/SIGHUP in --live.
      """,
    version: "0.1.0",
    subcommands: [AnglesCommand.self, TicksCommand.self, FramesCommand.self]
  )

  @OptionGroup(title: "Pictures") var pictures: PictureOptions
  @OptionGroup(title: "Time") var time: TimeOptions
  @OptionGroup(title: "Face") var face: FaceOptions

  @Flag(help: "Keep the files up to date: draw them again on every tick until interrupted.")
  var live = false

  @OptionGroup(title: "Live schedule (with --live)") var scheduling: ScheduleOptions

  public init() {}

  public func run() async throws {
    // Checked here, not in validate(): ArgumentParser validates this command's option groups
    // for subcommands too, and `aclock ticks --count 3` fills them.
    if live && pictures.outputs.isEmpty {
      throw CLIError.badUsage("--live needs an output file: --png, --svg or --pdf")
    }
    if !live && (scheduling.isSet || scheduling.count != nil || scheduling.speed != nil) {
      throw CLIError.badUsage("--every, --every-minute, --count and --speed apply with --live")
    }
    let timeZone = time.timeZone.timeZone
    let instant = time.instant(now: Date())
    let outputs = pictures.outputs
    guard !outputs.isEmpty else {
      print(AnglesReport(instant: instant, timeZone: timeZone).humanLine)
      return
    }
    var job = PictureJob(
      instant: instant, timeZones: time.zone.all.map(\.timeZone), face: face.faceOptions,
      renderer: CairoSceneRenderer(theme: face.theme(default: .light), background: face.background?.color),
      size: pictures.size.pixels)
    guard live else {
      try job.run(outputs: outputs)
      return
    }
    // Without seconds on the face, a new picture each minute is all that changes.
    let fallback: Duration = face.faceOptions.secondHand == .hidden && !face.faceOptions.label.showsTime ? .seconds(60) : .seconds(1)
    let schedule = scheduling.schedule(startingAt: instant, in: timeZone, fallback: fallback)
    let wallClock = scheduling.wallClock(start: instant, startWasGiven: time.at != nil)
    TerminationSignals.exitCleanly()
    var drawn = 0
    for await entry in Ticker(schedule: schedule, clock: ContinuousClock(), wallClock: wallClock) {
      job.instant = entry
      try job.run(outputs: outputs)
      drawn += 1
      if let count = scheduling.count, drawn >= count { break }
    }
  }

  /// Parses `arguments` (the process's own when nil), runs the command, and exits.
  ///
  /// Differs from ArgumentParser's `main()` in one way: errors are a single line on stderr
  /// (`aclock: …`) with sysexits codes, so scripts can show them as they are.
  public static func main(_ arguments: [String]?) async -> Never {
    do {
      var command = try parseAsRoot(arguments)
      if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
      Foundation.exit(0)
    } catch {
      exitReporting(error)
    }
  }

  private static func exitReporting(_ error: any Error) -> Never {
    if let failure = error as? CLIError {
      StandardError.writeLine("aclock: \(failure)")
      Foundation.exit(failure.exitCode)
    }
    let code = exitCode(for: error)
    if code == .success {
      // --help and --version arrive as "errors" whose message belongs on stdout.
      print(fullMessage(for: error))
      Foundation.exit(0)
    }
    let message = message(for: error)
      .replacingOccurrences(of: "Error: ", with: "")
      .split(whereSeparator: \.isNewline)
      .joined(separator: "; ")
    StandardError.writeLine("aclock: \(message)")
    Foundation.exit(code.rawValue)
  }
}
