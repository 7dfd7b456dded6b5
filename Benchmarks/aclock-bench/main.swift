// aclock-bench: figures for README's performance table. Run with
//   swift run -c release aclock-bench [decompose] [render] [frame-parts] [frames [--dir DIR]] [process]
//     [ticks] [text] [terminal] [status] [serve] [--seconds N] [--rounds N] [-- ARGUMENTS FOR aclock]
// (`terminal` runs the live clock at 80×24 and 200×60, beside a floor and the C clocks on PATH,
// `--rounds` times in turn; `status` `aclock --status` text and json on a pipe; arguments after
// `--` go to aclock. `aclock-bench floor-clock BYTES` is the terminal benchmark's floor, which it
// starts itself.)
// Each benchmark prints what it measured; none of them is part of the test suite.
import AClockValues
import ClockGeometry
import ClockRender
import ClockSchedule
import Foundation

/// Nanoseconds per call of `body` over `count` calls, best of `rounds` (the least disturbed run).
func nanosecondsPerCall(count: Int, rounds: Int = 3, _ body: () -> Int) -> (ns: Double, checksum: Int) {
  var best = Double.infinity
  var checksum = 0
  for _ in 0..<rounds {
    let clock = ContinuousClock()
    var result = 0
    let elapsed = clock.measure { result = body() }
    checksum = result
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    best = min(best, seconds * 1e9 / Double(count))
  }
  return (best, checksum)
}

func benchmarkDecomposition() {
  let count = 1_000_000
  let zoneName = "Europe/Berlin"
  guard let zone = ZoneRules.named(zoneName), let foundationZone = TimeZone(identifier: zoneName) else { return }
  // Sequential one-second ticks from 2024-03-30T12:00Z: they cross the spring-forward transition.
  let start = 1_711_800_000.0
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = foundationZone

  let fast = nanosecondsPerCall(count: count) {
    var decomposer = LocalTimeDecomposer(timeZone: zone)
    var sum = 0
    for i in 0..<count {
      let time = decomposer.localTime(for: Date(timeIntervalSince1970: start + Double(i)))
      sum &+= time.hour &+ time.minute &+ time.second &+ time.day
    }
    return sum
  }
  let uncached = nanosecondsPerCall(count: count) {
    var sum = 0
    for i in 0..<count {
      let time = LocalTime(Date(timeIntervalSince1970: start + Double(i)), in: zone)
      sum &+= time.hour &+ time.minute &+ time.second &+ time.day
    }
    return sum
  }
  let viaCalendar = nanosecondsPerCall(count: count) {
    var sum = 0
    for i in 0..<count {
      let parts = calendar.dateComponents(
        [.year, .month, .day, .hour, .minute, .second, .nanosecond],
        from: Date(timeIntervalSince1970: start + Double(i)))
      sum &+= (parts.hour ?? 0) &+ (parts.minute ?? 0) &+ (parts.second ?? 0) &+ (parts.day ?? 0)
    }
    return sum
  }
  let agree = fast.checksum == viaCalendar.checksum && uncached.checksum == viaCalendar.checksum
  print("decompose: \(count) sequential one-second instants in \(zoneName)")
  print(String(format: "  LocalTimeDecomposer (cached offset)  %8.1f ns/op", fast.ns))
  print(String(format: "  LocalTime(_:in:) (offset each time)  %8.1f ns/op", uncached.ns))
  print(String(format: "  Calendar.dateComponents              %8.1f ns/op", viaCalendar.ns))
  print(String(format: "  ratio Calendar / fast path           %8.1f×", viaCalendar.ns / fast.ns))
  print("  checksums agree: \(agree ? "yes" : "NO")")
}

/// Milliseconds of `body`, median of `runs`.
func medianMilliseconds(runs: Int, _ body: () throws -> Void) rethrows -> Double {
  var samples: [Double] = []
  let clock = ContinuousClock()
  for _ in 0..<runs {
    let elapsed = try clock.measure(body)
    samples.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
  }
  return samples.sorted()[samples.count / 2]
}

func benchmarkRender() {
  let zone = ZoneRules.utc
  let scene = ClockScene(time: LocalTime(Date(timeIntervalSince1970: 1_718_442_930.5), in: zone), timeZone: zone,
                         options: ClockFaceOptions(label: .time))
  let pictures = PictureRenderer(look: ClockLook(style: .classic), variant: .light)
  print("render: one 512 px face with a time label, in process (median of 50)")
  do {
    for format in PictureFormat.allCases {
      var size = 0
      let ms = try medianMilliseconds(runs: 50) { size = try pictures.render(scene, as: format, size: 512).count }
      print(String(format: "  %@  %6.2f ms  (%d bytes)", format.rawValue.uppercased(), ms, size))
    }
    var cairoSize = 0
    let cairoPNG = try medianMilliseconds(runs: 50) { cairoSize = try pictures.drawnImage(scene, size: 512).pngBytes().count }
    print(String(format: "  PNG through cairo's own writer  %6.2f ms  (%d bytes)", cairoPNG, cairoSize))
    let drawOnly = try medianMilliseconds(runs: 50) { _ = try pictures.drawnImage(scene, size: 512) }
    print(String(format: "  draw to an image surface, no encoding  %6.2f ms", drawOnly))
  } catch {
    print("  failed: \(error)")
  }
}

/// Per-frame costs of a timeline on one core, in process: the still layer against a full draw,
/// and the PNG writers.
func benchmarkFrameParts() {
  let zone = ZoneRules.utc
  let renderer = CairoSceneRenderer(look: ClockLook(style: .classic), variant: .light)
  let pictures = PictureRenderer(look: renderer.look, variant: renderer.variant)
  let start = Date(timeIntervalSince1970: 1_718_442_000)
  let board = { (index: Int) in ClockBoard(instant: start + Double(index), timeZones: [zone]) }
  print("frames, in process on one core: 512 px, default face, median of 200 frames")
  do {
    let fonts = CairoFontCache()
    let rasterizer = try StillLayerRasterizer(renderer: renderer, template: board(0), side: 512)
    var index = 0
    let full = try medianMilliseconds(runs: 200) { index += 1; _ = try pictures.drawnImage(board(index), side: 512, fonts: fonts) }
    let still = try medianMilliseconds(runs: 200) { index += 1; _ = try rasterizer.image(of: board(index)) }
    let image = try rasterizer.image(of: board(0))
    var fastSize = 0
    var cairoSize = 0
    let fast = try medianMilliseconds(runs: 200) { fastSize = try FastPNGEncoder.encode(image).count }
    let cairo = try medianMilliseconds(runs: 50) { cairoSize = try image.pngBytes().count }
    let bands = try PNGBandCache(still: rasterizer.still)
    var bandedSizes: [Int] = []
    let banded = try medianMilliseconds(runs: 200) {
      index += 1
      bandedSizes.append(try FastPNGEncoder.encode(try rasterizer.image(of: board(index)), reusing: bands).count)
    } - still
    let svg = try medianMilliseconds(runs: 200) { index += 1; _ = try pictures.render(board(index), as: .svg, side: 512, fonts: fonts) }
    print(String(format: "  draw a whole face (fonts cached)          %6.3f ms", full))
    print(String(format: "  copy the still layer, draw the hands       %6.3f ms", still))
    print(String(format: "  PNG: FastPNGEncoder (zlib level 1)         %6.3f ms  (%d bytes)", fast, fastSize))
    print(String(format: "  PNG: cairo's writer                        %6.3f ms  (%d bytes)", cairo, cairoSize))
    print(String(format: "  PNG: reusing the still layer's bands       %6.3f ms  (median %d bytes)", banded,
                 bandedSizes.sorted()[bandedSizes.count / 2]))
    let svgWriter = try SVGDocumentWriter(look: renderer.look, side: 512, fonts: fonts)
    var svgSize = 0
    let joined = try medianMilliseconds(runs: 200) {
      index += 1
      svgSize = try svgWriter.document(board(index), description: .generic).count
    }
    print(String(format: "  SVG document, whole (fonts cached)         %6.3f ms", svg))
    print(String(format: "  SVG document, still part written once     %6.3f ms  (%d bytes)", joined, svgSize))
  } catch {
    print("  failed: \(error)")
  }
}

/// Whole-process time of `aclock --png` against `rsvg-convert` turning aclock's own SVG into a
/// PNG of the same size, interleaved in one run so both see the same machine.
func benchmarkProcess() {
  let binDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  let aclock = binDirectory.appendingPathComponent("aclock").path
  let work = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-bench-\(getpid())")
  try? FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: work) }
  let svg = work.appendingPathComponent("face.svg").path
  let at = ["--at", "2024-06-15T09:15:30.5Z", "--tz", "UTC", "--label", "time", "--size", "512"]
  let run = spawnAndWait
  guard FileManager.default.isExecutableFile(atPath: aclock), run(aclock, ["--svg", svg] + at) else {
    print("process: build aclock in release first (swift build -c release)")
    return
  }
  let rsvg = "/usr/bin/rsvg-convert"
  guard FileManager.default.isExecutableFile(atPath: rsvg) else {
    print("process: rsvg-convert is missing (scripts/install-deps --test)")
    return
  }
  var aclockSamples: [Double] = []
  var rsvgSamples: [Double] = []
  let clock = ContinuousClock()
  for index in 0..<40 {
    let png = work.appendingPathComponent("out\(index % 2).png").path
    let a = clock.measure { _ = run(aclock, ["--png", png] + at) }
    let r = clock.measure { _ = run(rsvg, ["-w", "512", "-h", "512", "-o", png, svg]) }
    aclockSamples.append(Double(a.components.attoseconds) / 1e15 + Double(a.components.seconds) * 1e3)
    rsvgSamples.append(Double(r.components.attoseconds) / 1e15 + Double(r.components.seconds) * 1e3)
  }
  let aclockMedian = aclockSamples.sorted()[20]
  let rsvgMedian = rsvgSamples.sorted()[20]
  print("process: 40 interleaved runs each, 512 px PNG of the same face (median)")
  print(String(format: "  aclock --png                  %6.1f ms", aclockMedian))
  print(String(format: "  rsvg-convert aclock's SVG     %6.1f ms", rsvgMedian))
  print(String(format: "  ratio aclock / rsvg-convert   %6.2f", aclockMedian / rsvgMedian))
}

/// The load average over the last minute, as `uptime` shows it.
func loadAverage() -> String {
  (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
}

/// `aclock frames` as a user runs it (release build, files on disk): an hour at one frame a
/// second, 512 px, PNG and SVG, on one worker and on every core. Every PNG is decoded afterwards.
func benchmarkFrames(directory: String?) {
  let binDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  let aclock = binDirectory.appendingPathComponent("aclock").path
  guard FileManager.default.isExecutableFile(atPath: aclock) else {
    print("frames: build aclock in release first (swift build -c release)")
    return
  }
  let parent = directory.map { URL(fileURLWithPath: $0) } ?? FileManager.default.temporaryDirectory
  let work = parent.appendingPathComponent("aclock-bench-frames-\(getpid())")
  defer { try? FileManager.default.removeItem(at: work) }
  let cores = ProcessInfo.processInfo.activeProcessorCount
  print("frames: aclock frames, 3,600 frames (an hour at --every 1s), 512 px, into \(parent.path); load \(loadAverage())")
  for format in ["png", "svg"] {
    for jobs in [1, cores] {
      let out = work.appendingPathComponent("\(format)-\(jobs)")
      let arguments = ["frames", "--from", "2024-06-15T09:00:00Z", "--to", "2024-06-15T10:00:00Z", "--every", "1s",
                       "--tz", "UTC", "--format", format, "--size", "512", "--jobs", String(jobs), "--quiet", "--out", out.path]
      let elapsed = ContinuousClock().measure { _ = spawnAndWait(aclock, arguments) }
      let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      let files = ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).filter { $0.hasPrefix("frame-") }
      var note = ""
      if format == "png" {
        let valid = files.filter { name in
          guard let data = FileManager.default.contents(atPath: out.appendingPathComponent(name).path) else { return false }
          return (try? CairoSurface.image(png: Array(data))) != nil
        }
        note = "  \(valid.count) decode as PNG"
      }
      print(String(format: "  %@ --jobs %d  %6.2f s  %7.0f frames/s  (%d files)%@", format.uppercased(), jobs, seconds,
                   Double(files.count) / seconds, files.count, note))
    }
  }
  // E-paper frames beside full colour, the same hour on an 800×480 panel, on every core:
  // the issue's bar is 1-bit frames at least as fast as full colour.
  print("frames: the same hour on an 800×480 canvas, --jobs \(cores) (gray frames with their changed rectangles)")
  for (format, palette) in [("png", "color"), ("png", "1bit"), ("bmp", "1bit"), ("png", "gray4")] {
    let out = work.appendingPathComponent("panel-\(format)-\(palette)")
    let arguments = ["frames", "--from", "2024-06-15T09:00:00Z", "--to", "2024-06-15T10:00:00Z", "--every", "1s",
                     "--tz", "UTC", "--format", format, "--palette", palette, "--size", "800x480", "--jobs", String(cores),
                     "--quiet", "--out", out.path]
    let elapsed = ContinuousClock().measure { _ = spawnAndWait(aclock, arguments) }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).filter { $0.hasPrefix("frame-") }
    let bytes = files.reduce(0) { total, name in
      total + ((try? FileManager.default.attributesOfItem(atPath: out.appendingPathComponent(name).path)[.size] as? Int) ?? 0)
    }
    print(String(format: "  %@ %-6@ %6.2f s  %7.0f frames/s  (%d files, %.1f KB each)", format.uppercased(), palette, seconds,
                 Double(files.count) / seconds, files.count, Double(bytes) / Double(max(files.count, 1)) / 1000))
  }
  // Removed only at the end: ext4 is slow to allocate inodes freed seconds ago (it skips
  // recently deleted ones), which would slow the runs that follow a removal.
  print("  load afterwards \(loadAverage())")
}

/// posix_spawn + waitpid (Foundation's Process.waitUntilExit polls, which quantises timings);
/// true when the program exited with 0.
func spawnAndWait(_ path: String, _ arguments: [String]) -> Bool {
  let argv = ([path] + arguments).map { strdup($0) } + [nil]
  defer { argv.forEach { free($0) } }
  var pid: pid_t = 0
  guard posix_spawn(&pid, path, nil, nil, argv, environ) == 0 else { return false }
  var status: Int32 = 0
  waitpid(pid, &status, 0)
  return status == 0
}

/// Real `everySecond` ticks on `ContinuousClock` with `Date()`: how long after each whole second
/// the tick was observed, and whether any second was skipped or repeated.
func benchmarkTicks(seconds: Int) async {
  var lateness: [Double] = []
  var skipped = 0
  var repeated = 0
  var previous: Date?
  print("ticks: \(seconds) real everySecond ticks on ContinuousClock, wall time from Date()")
  for await entry in Ticker(schedule: .everySecond, clock: ContinuousClock()) {
    let observed = Date()
    guard let last = previous else {
      previous = entry  // the start's own second, shown at once: not a boundary we waited for
      continue
    }
    let step = Int(entry.timeIntervalSince(last).rounded())
    if step > 1 { skipped += step - 1 }
    if step < 1 { repeated += 1 }
    lateness.append(observed.timeIntervalSince(entry) * 1000)
    previous = entry
    if lateness.count == seconds { break }
  }
  let sorted = lateness.sorted()
  func percentile(_ p: Double) -> Double {
    sorted[min(sorted.count - 1, Int((p * Double(sorted.count)).rounded(.up)) - 1)]
  }
  print(String(format: "  observed after the boundary: p50 %.3f ms, p99 %.3f ms, max %.3f ms",
               percentile(0.5), percentile(0.99), sorted.last ?? 0))
  print("  skipped seconds: \(skipped), repeated seconds: \(repeated)")
}

let names = ["decompose", "render", "frame-parts", "gray", "frames", "dataset", "process", "ticks", "text", "terminal", "status", "serve"]
let usage = "aclock-bench [\(names.joined(separator: "] ["))] [--seconds N] [--rounds N] [--dir DIR] [-- ARGUMENTS FOR aclock]"

/// Ends the run before any benchmark starts: one line naming `value` (escaped and cut as every
/// aclock message shows a value) and what is accepted.
func rejectArgument(_ value: String, _ accepted: String) -> Never {
  FileHandle.standardError.write(Data("aclock-bench: \(UserText.quoted(value)) \(accepted)\n".utf8))
  exit(64)
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == FloorClock.argument {
  guard arguments.count == 2, let bytes = Int(arguments[1]), (11...65_536).contains(bytes) else {
    rejectArgument(arguments.dropFirst().joined(separator: " "), "is not a frame size for \(FloorClock.argument); give one whole number of bytes from 11 (the cursor home and the time) to 65536")
  }
  FloorClock.run(bytes: bytes)
}
var tickSeconds = 120
var rounds = 1
var framesDirectory: String?
var requested: [String] = []
var aclockArguments: [String] = []
var index = 0
// Every argument is checked before anything runs: a typo after a benchmark of minutes ends the
// run at once instead of after it.
while index < arguments.count {
  let argument = arguments[index]
  switch argument {
  case "--":
    aclockArguments = Array(arguments[(index + 1)...])
    index = arguments.count
  case "-h", "--help":
    print("usage: \(usage)")
    exit(0)
  case "--seconds":
    guard index + 1 < arguments.count else { rejectArgument(argument, "needs a number of seconds after it") }
    guard let value = Int(arguments[index + 1]), value > 0 else {
      rejectArgument(arguments[index + 1], "is not a number of seconds for --seconds; give a whole number above 0")
    }
    tickSeconds = value
    index += 2
  case "--rounds":
    guard index + 1 < arguments.count else { rejectArgument(argument, "needs a number of rounds after it") }
    guard let value = Int(arguments[index + 1]), (1...99).contains(value) else {
      rejectArgument(arguments[index + 1], "is not a number of rounds for --rounds; give a whole number from 1 to 99")
    }
    rounds = value
    index += 2
  case "--dir":
    guard index + 1 < arguments.count else { rejectArgument(argument, "needs a directory after it") }
    framesDirectory = arguments[index + 1]
    index += 2
  default:
    guard names.contains(argument) else { rejectArgument(argument, "is not a benchmark; usage: \(usage)") }
    requested.append(argument)
    index += 1
  }
}
for name in requested.isEmpty ? names : requested {
  switch name {
  case "decompose": benchmarkDecomposition()
  case "render": benchmarkRender()
  case "frame-parts": benchmarkFrameParts()
  case "gray": GrayBenchmark.run()
  case "frames": benchmarkFrames(directory: framesDirectory)
  case "dataset": DatasetBenchmark.run(directory: framesDirectory)
  case "process": benchmarkProcess()
  case "ticks": await benchmarkTicks(seconds: tickSeconds)
  case "text": benchmarkTextFrames()
  case "terminal":
    for (columns, rows) in [(80, 24), (200, 60)] {
      TerminalBenchmark(
        columns: columns, rows: rows, seconds: requested.isEmpty ? 60 : tickSeconds, rounds: rounds, extraArguments: aclockArguments
      ).run()
    }
  case "status":
    for output in ["text", "json"] {
      StatusBenchmark(output: output, seconds: requested.isEmpty ? 60 : tickSeconds, extraArguments: aclockArguments).run()
    }
  case "serve": ServeBenchmark(seconds: requested.isEmpty ? 10 : min(tickSeconds, 60)).run()
  default: rejectArgument(name, "is not a benchmark; usage: \(usage)")
  }
}
