import AClockPresentations
import AClockRuntime
import AClockValues
import ArgumentParser
import ClockGeometry
import ClockRender
import ClockSchedule
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `aclock frames`: a time range rendered to one file per schedule entry, or one file per line
/// of an `--instants` file, on every core.
struct FramesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "frames",
    abstract: "Render every entry of a schedule in [--from, --to), or each instant of a file, to files, on all cores.",
    discussion: """
      One file per entry, named to sort in time order (frame-000000.png, frame-000001.png, …), \
      and timeline.json listing each frame's instant, file and hand angles, written last. The \
      range is half-open: --from 09:00 --to 10:00 --every 1s is exactly 3,600 frames. \
      --every DURATION is anchored at local midnight of --from's day in the (first) zone; \
      --every-minute follows the zone's local minutes, through DST changes.

      Each frame is written under a temporary name and renamed, so an interrupted run (Ctrl-C: \
      exit 130) leaves only complete frames; --resume keeps them and renders the rest (a frame \
      that does not decode, is of another size or is not a regular file, or frames of a run \
      with another range, schedule or look, are drawn again). Inside --out, aclock owns its \
      names: a symbolic link or FIFO at one is replaced by a regular file, never followed. \
      One run at a time writes into a directory: a second fails at once (exit 73). Every \
      run first removes the temporary files of this run's names (.frame-000123.png.XXXXXX) \
      that a killed run left behind. Several \
      --timezone values draw a world clock (captioned clocks in rows) in every frame.

      --instants FILE draws one frame for each line of FILE, in file order (unsorted and \
      repeated instants are fine), for photos taken at their own times: \
      exiftool -T -d '%Y:%m:%d %H:%M:%S' -DateTimeOriginal -FileName DIR > times.txt. Frames \
      are frame-000000.png … in line order, or --name '{stem}-clock.png' names each after \
      its line's second column; timeline.json gives each frame's line number and name.

      For e-paper panels: --palette 1bit, gray4 or gray16 writes PNG or BMP (--format bmp) \
      frames in the panel's grays, and each frame of timeline.json then has "changed": the \
      rectangles whose pixels differ from the frame before (null for the first frame), for a \
      partial refresh. --size WIDTHxHEIGHT and --rotate fit the panel, and --names hhmm \
      names each frame by the first zone's local time (a day of --every-minute is 0000.png \
      … 2359.png, for a device that fetches the picture of its minute).

      With --video FILE the frames are piped, in order, as PNG into ffmpeg (Debian package \
      ffmpeg), which encodes them at --fps frames a second (default 30) into FILE; its \
      extension chooses: .webm (VP9 with alpha), .mov (ProRes 4444 with alpha), .mp4 (H.264, \
      no alpha: give an opaque --background; an odd side loses a pixel of background), .gif (one \
      palette, 1-bit alpha) or .png (animated PNG). --out is then optional: frame files are \
      kept only with it. ffmpeg writes a temporary file beside FILE, renamed over it only when \
      it succeeds; a failure or Ctrl-C leaves FILE as it was.

      A progress line with rate and time left is shown on stderr when it is a terminal, unless \
      --quiet. Exit status: 0 done, 64 bad usage or range, 69 --video without ffmpeg on PATH, \
      70 ffmpeg failed (its last line is shown), 73 an output file cannot be created or another \
      run is writing into --out.
      """
  )

  @Option(
    help: ArgumentHelp("The first instant of the range (included); needed unless --instants.", discussion: InstantSpec.acceptedForms, valueName: "instant"),
    transform: OptionValueHint.transform(InstantSpec.init(parsing:))
  )
  var from: InstantSpec?

  @Option(
    help: ArgumentHelp("The end of the range (excluded); needed unless --instants.", valueName: "instant"),
    transform: OptionValueHint.transform(InstantSpec.init(parsing:))
  )
  var to: InstantSpec?

  @OptionGroup(title: "Instants") var listed: InstantsOptions

  @OptionGroup(title: "Schedule") var scheduling: ScheduleOptions

  @Option(help: "File format of each frame: png, bmp (with a gray --palette), svg, pdf, or txt (the 80×24 ASCII terminal frame).")
  var format: FrameFormat = .png

  @Option(help: ArgumentHelp("The directory to write frames into (created if missing); optional with --video.", valueName: "dir"))
  var out: String?

  @OptionGroup(title: "Video") var video: VideoOptions

  @Option(help: ArgumentHelp(
    "How frame files are named: number (frame-000123.png) or hhmm (0915.png: the first zone's local time, at most one frame a local minute).",
    valueName: "naming"))
  var names: FrameNaming = .number

  @OptionGroup var canvas: CanvasOptions
  @OptionGroup(title: "Panel") var panel: PanelOptions
  @OptionGroup var svgWriter: SVGWriterOptions
  @OptionGroup var zone: ZoneOptions
  @OptionGroup(title: "Face") var face: FaceOptions

  @Flag(help: "Keep frames already in --out and render only the missing ones.")
  var resume = false

  @Flag(help: "No progress line.")
  var quiet = false

  @Option(help: ArgumentHelp("Refuse ranges of more frames than this (at most 10000000).", valueName: "n"))
  var maxFrames = 1_000_000

  /// The largest `--max-frames`: the range is counted entry by entry before anything is drawn,
  /// and a bound beyond this (with `--every 1ns`) would count for hours; ten million files is
  /// also past what one directory serves well.
  static let largestMaxFrames = 10_000_000

  // Optional, not defaulted to the core count: a default is printed in --help, which would then
  // differ from machine to machine.
  @Option(help: ArgumentHelp("Worker threads (default: one per core; at most 4 per core, or 16).", valueName: "n"))
  var jobs: Int?

  /// The most worker threads: more than a few per core only queue on cairo's font lock and
  /// cost a stack each (thousands exhausted memory and threads).
  static var maximumJobs: Int { max(16, 4 * ProcessInfo.processInfo.activeProcessorCount) }

  func validate() throws {
    // A CLIError thrown here reaches `main` wrapped by ArgumentParser (exit 1, not 64): the
    // SVG writer's options are checked at the start of `run` instead.
    if listed.instants != nil {
      if from != nil || to != nil || scheduling.isSet {
        throw ValidationError("--instants FILE gives the frames' instants: leave out --from, --to, --every and --every-minute")
      }
    } else if listed.name != nil {
      throw ValidationError("--name TEMPLATE names the frames of --instants FILE; a range's frames take --names number or hhmm")
    } else if from == nil || to == nil {
      throw ValidationError("aclock frames needs --from and --to (or --instants FILE)")
    } else if !scheduling.isSet {
      throw ValidationError("aclock frames needs a schedule: --every DURATION or --every-minute")
    }
    if listed.name != nil && names != .number {
      throw ValidationError("choose one way to name frames: --name TEMPLATE or --names \(names.rawValue)")
    }
    if !(1...Self.largestMaxFrames).contains(maxFrames) {
      throw ValidationError("--max-frames must be from 1 to \(Self.largestMaxFrames), not \(maxFrames)")
    }
    if let jobs, !(1...Self.maximumJobs).contains(jobs) {
      throw ValidationError("--jobs must be from 1 to \(Self.maximumJobs) (the larger of 16 and 4 per core), not \(jobs)")
    }
  }

  func run() throws {
    try svgWriter.validate(writesSVG: format == .svg)
    try panel.validate(frameFormat: format)
    let container = try video.container(format: format, resume: resume)
    guard out != nil || container != nil else { throw CLIError.badUsage("aclock frames needs --out DIR, --video FILE, or both") }
    let timeZones = zone.all.map(\.timeZone)
    let timeZone = zone.timeZone.timeZone
    let now = Date()
    let lines = try listed.lines(in: timeZone, now: now, limit: maxFrames)
    let start = lines?.first?.instant ?? from?.resolve(in: timeZone, now: now) ?? now
    let end = to?.resolve(in: timeZone, now: now) ?? now
    guard lines != nil || end > start else {
      throw CLIError.badUsage(
        "--to \(TimelineIndex.utcString(end)) is not after --from \(TimelineIndex.utcString(start)): the range [from, to) is empty")
    }
    // Text frames have no pictures: their --size and --rotate are not laid out.
    let geometry = format == .txt ? PictureGeometry(side: SizeSpec.standard) : try PictureGeometry(
      size: canvas.size, rotation: canvas.rotate, count: timeZones.count, captioned: timeZones.count > 1)
    let faceOptions = face.faceOptions(side: format == .txt ? nil : geometry.side)
    let layout = FrameLayout(
      timeZones: timeZones, face: faceOptions, pictures: panel.applied(to: face.look.pictures(painting: faceOptions.look)),
      geometry: geometry, svg: svgWriter.options(followsColorScheme: face.look.followsViewerScheme))
    if let pictureFormat = PictureFormat(rawValue: format.rawValue) {
      try PictureLimits.check(layout.board(at: start), side: layout.side, canvas: layout.canvas, formats: [pictureFormat])
    }
    try VideoOptions.checkAlpha(of: container, backdrop: layout.pictures.look.backdrop(layout.pictures.variant))
    let makeRenderer = try format.rendererFactory(for: layout)
    let range = lines.map(FrameRange.init(listed:))
      ?? FrameRange(from: start, to: end, schedule: scheduling.schedule(startingAt: start, in: timeZone))
    guard let count = range.count(limit: maxFrames) else {
      throw CLIError.badUsage(
        "the range gives more than \(maxFrames) frames (--max-frames); shorten it, lengthen --every, or raise --max-frames")
    }
    // Names are checked before anything is made: a refused name writes nothing.
    let names = try lines.map { try listed.names(of: $0, naming: self.names, format: format, zone: timeZone) }
      ?? FrameNames(self.names, count: count, fileExtension: format.fileExtension, zone: timeZone)
    try names.checkUnique(in: range)
    // The video's temporary file next: a FILE that cannot be written leaves no --out behind.
    var videoFile: VideoFile?
    if let container, let path = video.video {
      try TerminationSignals.exitCleanly()
      videoFile = try VideoFile(path: path, container: container, fps: video.framesPerSecond)
    }
    var directory: OutputDirectory?
    do {
      if let out { directory = try OutputDirectory(opening: out) }
    } catch {
      videoFile?.abandon()
      throw error
    }
    // One run per directory: a second fails here. Temporary files are removed only under the
    // lock, since a running run's look the same as a killed one's.
    if let directory, try directory.lock() {
      directory.removeStaleTemporaries { $0 == TimelineIndex.fileName || $0 == RunRecord.fileName || names.isFrameName($0) }
    }
    try TerminationSignals.exitCleanly()
    try videoFile?.start()
    // --resume keeps frames only from a run that drew them the same way and for the same
    // instants (the record is written before the first frame, so an interrupted run leaves it
    // too), and only frames that are whole, regular files and of this run's size.
    let signature = DrawingSignature(layout: layout, format: format, range: range, every: scheduling.every?.duration, names: names)
    let (width, height) = layout.canvas.fileSize(of: layout.board(at: start), side: layout.side)
    var keep: FrameCheck?
    if resume, let directory, let out {
      if RunRecord.compare(signature, in: directory) == .different {
        StandardError.writeLine(
          "aclock: --resume: the frames in \(UserText.quotedPath(out)) were drawn with other options (range, schedule, size, zones, style or colours); drawing every frame again")
      } else {
        keep = FrameCheck(format: format, width: width, height: height)
      }
    }
    if let directory { try RunRecord.write(signature, in: directory) }
    // Panel frames only: full-colour frames are for video, and comparing them costs 13–16 %.
    let changes = format.isRaster && panel.encoding != nil ? FrameChanges(count: count) : nil
    let workers = jobs ?? ProcessInfo.processInfo.activeProcessorCount
    let run = FrameRun(
      range: range, names: names, directory: directory, keep: keep, changes: changes, maxBytes: panel.maxBytes?.bytes,
      sequence: videoFile.map { _ in VideoOptions.sequence(count: count, workers: workers) }, outputPath: video.video,
      makeRenderer: makeRenderer)
    let counts: (rendered: Int, kept: Int, redrawn: Int)
    do {
      counts = try run.run(jobs: workers, progress: FrameProgress.onTerminal(total: count, quiet: quiet), inOrder: videoFile?.append)
      try videoFile?.finish()
    } catch {
      videoFile?.abandon()
      throw error
    }
    if counts.redrawn > 0 {
      StandardError.writeLine("aclock: --resume: \(counts.redrawn) frame\(counts.redrawn == 1 ? " was" : "s were") incomplete or of another size and drawn again")
    }
    let header = TimelineIndex.Header(
      count: count, every: lines == nil ? scheduling.every?.text ?? "minute" : nil, format: format.rawValue,
      from: lines == nil ? TimelineIndex.utcString(start) : nil, width: width, height: height, palette: panel.palette.rawValue,
      size: layout.side, timeZones: timeZones.map(\.identifier), to: lines == nil ? TimelineIndex.utcString(end) : nil,
      instants: listed.instants)
    if let directory { try TimelineIndex(header: header, range: range, names: names, timeZones: timeZones, changes: changes).write(into: directory) }
  }
}
