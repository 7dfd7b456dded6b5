import AClockPresentations
import AClockRuntime
import AClockValues
import ArgumentParser
import ClockGeometry
import ClockRender
import ClockSchedule
import ClockText
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#endif

/// `aclock clock`, the default command: the clock at one instant in picture files, live on the
/// terminal, or as one frame of text.
struct ClockCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "clock",
    abstract: "The clock (the default command): pictures, the live terminal clock, or one frame of text.",
    discussion: """
      With --png, --svg or --pdf, draws the clock at one instant (now, or --at) into each file; \
      several files show the same instant. Without them, the clock is drawn in the terminal \
      (see Terminal): live when stdout is a terminal (q or Esc quits; ? lists the keys), else, \
      or with --once, one frame of text. Several --timezone values make a world clock: one \
      clock per zone, in the order given, in rows that suit a 16:9 picture (or --size WxH), \
      each captioned with its city, the time (--label time), the day or UTC offset, and a sun \
      or moon.

      For the web, --animate makes the SVG keep time by itself from the drawn instant (CSS \
      animations; 'live' adds a script that reads the viewer's clock in the zone), and --html \
      writes one standalone page of live clocks, one per zone. Neither shows a time label \
      (--label time or both), which would stand still.

      With --live, the files are drawn again on every tick (every second; every minute with \
      --no-seconds; or --every DURATION / --every-minute) until interrupted, each time replacing \
      them atomically, so a reader (a status bar, a stream overlay) never sees a partial file. \
      Live, in files or in the terminal, --at or --speed make displayed time start at --at (or \
      now) and run --speed times as fast as real time, and --count stops after that many ticks.

      With --status (text by default, or --status json), nothing is drawn: a line is \
      printed on stdout (and flushed) at every tick, 10:09:37 (HH:MM with --no-seconds; \
      --status-format sets the text), on the live schedule, from --at at --speed, and \
      --count lines; json prints Waybar's custom-module objects (text, tooltip, class, \
      percentage), for status bars.

      Each file is written under a temporary name beside it and renamed into place once every \
      file is complete, so a failure replaces no file and leaves no temporary one. FILE '-' \
      writes that picture to standard output; a device or FIFO is written in place, not \
      replaced; a symbolic link is followed and the file it names is replaced. Exit status: 0 \
      done, 64 bad usage or value, 73 an output file cannot be created, 130/143/129 after \
      SIGINT/SIGTERM/SIGHUP while live.
      """,
  )

  @OptionGroup(title: "Pictures") var pictures: PictureOptions
  @OptionGroup(title: "Pictures") var changes: ChangedSinceOption
  @OptionGroup(title: "Web (clocks that keep running in a browser)") var web: WebOptions
  @OptionGroup(title: "Time") var time: TimeOptions<ZoneOptions>
  @OptionGroup(title: "Face") var face: FaceOptions

  @OptionGroup(title: "Terminal") var terminal: TerminalOptions
  @OptionGroup(title: "Terminal") var sweepRate: SweepRateOption

  @Flag(help: "Keep the files up to date: draw them again on every tick until interrupted.")
  var live = false

  @OptionGroup(title: "Live schedule (with --live, --status, and in the terminal)") var scheduling: ScheduleOptions
  @OptionGroup(title: "Live schedule (with --live, --status, and in the terminal)") var liveRun: LiveRunOptions

  @OptionGroup(title: "Status line") var status: StatusOptions<ClockStatusFields>

  func run() throws {
    // Checked here, not in validate(): ArgumentParser validates this command's option groups
    // for subcommands too, and `aclock ticks --count 3` fills them.
    let outputs = pictures.outputs
    try pictures.checkSVGWriter(writesHTML: web.html != nil)
    try pictures.checkPanel(writesHTML: web.html != nil)
    try changes.validate(
      outputs: outputs, other: live ? "--live" : status.output != nil ? "--status" : web.html != nil ? "--html" : nil)
    if web.html != nil, pictures.canvas.size.canvasSize != nil || pictures.canvas.rotate != .none {
      // The page lays its clocks out for the browser's window; a panel's canvas and turn are
      // for picture files.
      throw CLIError.badUsage("--html lays its clocks out for the browser: leave out --size WIDTHxHEIGHT and --rotate, or write --png, --svg or --pdf")
    }
    try web.validate(writesSVG: pictures.svg != nil, label: face.label, zones: time.zone.all)
    if let statusOutput = status.output {
      if web.html != nil { throw CLIError.badUsage("--status prints lines on standard output: leave out --html") }
      try runStatus(statusOutput)
      return
    }
    guard !outputs.isEmpty || web.html != nil else {
      if live { throw CLIError.badUsage("--live needs an output file: --png, --svg or --pdf") }
      try runInTerminal()
      return
    }
    if terminal.isSet || sweepRate.fps != nil {
      throw CLIError.badUsage("--ascii, --blocks, --braille, --rows, --cols, --color, --cell-aspect, --once and --fps draw in the terminal; leave them out with --png, --svg or --pdf")
    }
    if !live && (scheduling.isSet || liveRun.isSet) {
      throw CLIError.badUsage("--every, --every-minute, --count and --speed apply with --live or in the terminal")
    }
    let timeZone = time.timeZone.timeZone
    let now = Date()
    let instant = time.instant(now: now)
    let zoneCount = time.zone.all.count
    let geometry = try PictureGeometry(
      size: pictures.canvas.size, rotation: pictures.canvas.rotate, count: zoneCount, captioned: zoneCount > 1)
    var faceOptions = face.faceOptions(side: geometry.side)
    // Hands that run on in a browser would cover a label moved aside for the first minute.
    faceOptions.labelsStayInPlace = web.animate != nil
    var job = PictureJob(
      instant: instant, timeZones: time.zone.all.map(\.timeZone), face: faceOptions,
      pictures: pictures.panel.applied(to: face.look.pictures(painting: faceOptions.look)),
      size: geometry.side, layout: (geometry.grid, geometry.canvas),
      svg: pictures.svgWriter.options(motion: web.motion(zones: time.zone.all.map(\.timeZone)), followsColorScheme: face.look.followsViewerScheme),
      page: web.html.map { path in
        HTMLPageJob(
          path: path, zoneCount: time.zone.all.count, text: pictures.svgWriter.svgText ?? .text,
          fixedPrefix: pictures.svgWriter.svgID, followsColorScheme: face.look.followsViewerScheme)
      })
    job.maxBytes = pictures.panel.maxBytes?.bytes
    guard live else {
      try runOnce(job, outputs: outputs, now: now)
      return
    }
    let schedule = scheduling.schedule(startingAt: instant, in: timeZone, fallback: face.redrawInterval)
    let runner = LiveRunner(wallClock: liveRun.wallClock(start: instant, startWasGiven: time.at != nil), count: liveRun.count)
    try runner.runToExit(PictureFiles(job: job, outputs: outputs, changes: schedule))
  }

  /// The pictures at one instant; with `--changed-since`, the rectangles that differ from the
  /// same picture then, compared before any file is written and printed once all are.
  private func runOnce(_ job: PictureJob, outputs: [(format: PictureFormat, path: String)], now: Date) throws {
    guard let since = changes.changedSince, let raster = outputs.first(where: \.format.isRaster) else {
      try job.run(outputs: outputs)
      return
    }
    let earlier = since.resolve(in: time.timeZone.timeZone, now: now)
    let report = ChangedRegionReport(try job.changedRegion(since: earlier, path: raster.path))
    try job.run(outputs: outputs)
    try StandardOutput.write(try report.json() + "\n")
  }

  /// `--status`: a line per tick on stdout, on the live schedule (`--every`, `--every-minute`,
  /// every minute with `--no-seconds`), from `--at` and at `--speed`, `--count` lines.
  private func runStatus(_ statusOutput: StatusOutput) throws {
    try status.refuseDrawing(
      pictures: pictures, terminal: terminal, background: face.background, live: live, sweeps: face.sweep || sweepRate.fps != nil)
    let zones = time.zone.all.map(\.timeZone)
    let start = time.instant(now: Date())
    let source = ClockStatus(
      zones: zones, template: status.template, withSeconds: !face.noSeconds,
      changes: scheduling.schedule(startingAt: start, in: zones[0], fallback: face.redrawInterval))
    let runner = LiveRunner(wallClock: liveRun.wallClock(start: start, startWasGiven: time.at != nil), count: liveRun.count)
    try runner.runToExit(StatusLines(source, output: statusOutput))
  }

  /// The clock as text: live when stdout is a terminal, else (or with `--once`) one frame.
  private func runInTerminal() throws {
    if sweepRate.fps != nil && !face.sweep {
      throw CLIError.badUsage("--fps sets the frame rate of --sweep; add --sweep or leave --fps out")
    }
    if face.background != nil {
      throw CLIError.badUsage("--background fills around a picture's face; the terminal keeps its own background")
    }
    let zones = time.zone.all.map(\.timeZone)
    let output = OutputTerminal.standardOutput
    let colored = terminal.colorsStandardOutput
    var clock = TerminalClock(
      zones: zones, face: face.faceOptions(), theme: colored ? face.theme(default: .dark) : nil,
      mode: terminal.textMode(on: output), cellAspect: terminal.cellAspect)
    let start = time.instant(now: Date())
    guard output.isCapable && !terminal.once else {
      try StandardOutput.write(clock.frame(at: start, size: terminal.oneFrameSize(on: output)).printable(styled: colored))
      return
    }
    let pace = scheduling.pace(startingAt: start, in: zones[0], frameInterval: sweepRate.frameInterval)
    let screen = ClockScreen(clock: clock, layout: terminal.layout, pace: pace, modes: output.localeIsUTF8 ? TextMode.allCases : [.ascii])
    let runner = LiveRunner(wallClock: liveRun.wallClock(start: start, startWasGiven: time.at != nil), count: liveRun.count)
    try runner.runToExit(screen)
  }
}
