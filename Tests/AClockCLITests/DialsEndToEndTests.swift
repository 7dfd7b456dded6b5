@testable import AClockPresentations
@testable import AClockCLI
import ClockGeometry
import ClockRender
import ClockText
import Foundation
import Testing

/// `aclock stopwatch` and `aclock timer` at one moment: text frames whose readouts are worked
/// out by hand, pictures read back, and bad values refused with one line and exit 64.
@Suite("Stopwatch and timers, one moment")
struct DialsEndToEndTests {
  /// The text lines of a command's frame, trailing blanks removed.
  static func lines(_ arguments: [String]) throws -> [String] {
    let result = try AClockProcess.run(arguments + ["--once", "--color", "never"])
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    }
  }

  @Test("the stopwatch's readout at --at, rounded down to the hundredth", arguments: [
    // 1 min 15.239 s → 01:15.23 (not .24); 59 min 59.999 s stays under the hour; 1 h 0.5 s.
    ("2024-06-15T09:16:15.239Z", "01:15.23"),
    ("2024-06-15T10:14:59.999Z", "59:59.99"),
    ("2024-06-15T10:15:00.5Z", "01:00:00.50"),
    ("2024-06-15T09:15:00Z", "00:00.00"),
  ])
  func stopwatchReadout(at: String, readout: String) throws {
    let lines = try Self.lines(["stopwatch", "--start", "2024-06-15T09:15:00Z", "--at", at])
    #expect(lines.map { $0.trimmingCharacters(in: .whitespaces) }.contains(readout), "\(lines.joined(separator: "\n"))")
  }

  @Test func stopwatchFrameIsTheLibrarysFrame() throws {
    let lines = try Self.lines(["stopwatch", "--start", "2024-06-15T09:15:00Z", "--at", "2024-06-15T09:16:15.239Z", "--cols", "60", "--rows", "20"])
    let renderer = TextClockRenderer(
      rect: CellRect(column: 0, row: 0, columns: 60, rows: 19), mode: .ascii,
      dial: TextDial(still: StopwatchFace().scene(elapsed: .zero)))
    var frame = TextFrame(columns: 60, rows: 20)
    renderer.draw(StopwatchFace().scene(elapsed: .milliseconds(75_239)), into: &frame)
    frame.write(StopwatchDisplay.keyHelp, centeredIn: 0, width: 60, row: 19)
    #expect(lines.prefix(20).map { $0 } == frame.lines.map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) })
  }

  @Test("timer readouts at --at, padded and rounded up", arguments: [
    // 9 min 15 s started at 09:15:00: 0.3 s in, 555 − 0.3 = 554.7 s → 00:09:15 (up);
    // 1 s in → 00:09:14; 554.999 s in → 0.001 s left → 00:00:01; at the end and after: done.
    ("2024-06-15T09:15:00.3Z", "00:09:15"),
    ("2024-06-15T09:15:01Z", "00:09:14"),
    ("2024-06-15T09:24:14.999Z", "00:00:01"),
    ("2024-06-15T09:24:15Z", "done"),
    ("2024-06-15T11:00:00Z", "done"),
    ("2024-06-15T09:14:00Z", "00:09:15"),
  ])
  func timerReadout(at: String, readout: String) throws {
    let lines = try Self.lines(["timer", "9m15s", "--label", "Tea", "--start", "2024-06-15T09:15:00Z", "--at", at])
    #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == "Tea  \(readout)" }, "\(lines.joined(separator: "\n"))")
  }

  @Test func severalTimersAreLaidOutSideBySideEachWithItsReadout() throws {
    // 25 min, 5 min and 90 s, 90 s in: 23:30 and 03:30 left, the third finished.
    let lines = try Self.lines([
      "timer", "25m", "5m", "90", "--label", "Pomodoro", "--label", "Break",
      "--start", "2024-06-15T09:15:00Z", "--at", "2024-06-15T09:16:30Z", "--cols", "120",
    ])
    let readouts = lines.first { $0.contains("Pomodoro") } ?? ""
    #expect(readouts.contains("Pomodoro  00:23:30"))
    #expect(readouts.contains("Break  00:03:30"))
    #expect(readouts.hasSuffix("done"))
    // Left to right in the order given.
    let pomodoro = readouts.range(of: "Pomodoro")?.lowerBound, brk = readouts.range(of: "Break")?.lowerBound
    #expect(pomodoro != nil && brk != nil && pomodoro! < brk!)
  }

  @Test func endsCountsDownToAnInstant() throws {
    // From 09:15:00 to 10:45:30: 1 h 30 min 30 s.
    let lines = try Self.lines(["timer", "--ends", "2024-06-15T10:45:30Z", "--start", "2024-06-15T09:15:00Z", "--at", "2024-06-15T09:15:00Z"])
    #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces) == "01:30:30" })
  }

  @Test func pictures() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-dials-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let png = directory.appendingPathComponent("watch.png").path
    let svg = directory.appendingPathComponent("timers.svg").path
    let stopwatch = try AClockProcess.run(["stopwatch", "--elapsed", "15s", "--png", png, "--size", "400"])
    #expect(stopwatch.status == 0, "\(stopwatch.stderr)")
    let image = try CairoSurface.image(png: Array(try Data(contentsOf: URL(fileURLWithPath: png))))
    #expect(image.width == 400 && image.height == 400)
    // 15 s: the sweep hand (3 px wide here) points at 3 o'clock and reaches 0.86 of the face
    // radius; its tail goes 0.2 the other way.
    let radius = 400 * CairoSceneRenderer.faceRadiusFraction
    let isVermilion = { (x: Double) in
      image.pixel(x: Int(200 + x * radius), y: 200).map { $0.red > 200 && $0.green < 110 && $0.blue < 90 } == true
    }
    #expect(isVermilion(0.5) && isVermilion(0.8))
    #expect(!isVermilion(-0.5) && !isVermilion(0.95))

    let timers = try AClockProcess.run(["timer", "90", "5m", "--start", "09:00", "--at", "09:00:30", "--tz", "UTC", "--svg", svg])
    #expect(timers.status == 0, "\(timers.stderr)")
    let text = try String(contentsOfFile: svg, encoding: .utf8)
    // Two dials side by side, 512 pt each, no caption band (no labels).
    #expect(text.contains(#"width="1024" height="512" viewBox="0 0 1024 512""#))
    // 90 s and 5 min both have a seconds and a minutes ring: four tracks; 30 s in, 60 s and
    // 270 s are left: a full and a half seconds arc (the labels' quiet colour), two arcs of
    // the whole timer (the accent: the second hand's colour).
    let tracks = text.components(separatedBy: #"<g class="track">"#).dropFirst()
      .map { $0.components(separatedBy: "</g>")[0].components(separatedBy: "<circle").count - 1 }
    #expect(tracks.reduce(0, +) == 4)
    // A full seconds ring is a circle, a part of one an arc, each in the label's group.
    #expect(text.contains(#"<g class="label"><circle class="s""#) && text.contains(#"<g class="label"><path class="s""#))
    #expect(text.components(separatedBy: #"class="s second""#).count - 1 == 2)
    #expect(text.contains("color:var(--aclock-track,#e3e7ee)") && text.contains("color:var(--aclock-second,#e5482d)"))
  }

  @Test func anUnknownTimerFaceIsRefusedNamingWhatIsAccepted() throws {
    let result = try AClockProcess.run(["timer", "25m", "--face", "pie"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == """
      aclock: The value 'pie' is invalid for '--face <rings|disc>': use rings (the whole countdown, minutes and seconds as rings) \
      or disc (the time left as a sector on a minute scale)

      """)
  }

  @Test("bad values and combinations: one line, exit 64", arguments: [
    (["timer", "0"], "'0'"),
    (["timer", "--", "-5s"], "'-5s'"),
    (["timer", "5 minutes"], "'5 minutes'"),
    (["timer", "99999999999999h"], "'99999999999999h'"),
    (["timer"], "give one or more timers"),
    (["timer", "5m", "--label", "a", "--label", "b"], "2 labels for 1 timer"),
    (["timer", "5m", "--ends", "10:00"], "not both"),
    (["timer", "--ends", "2024-06-15T09:00:00Z", "--start", "2024-06-15T10:00:00Z"], "--ends 2024-06-15T09:00:00"),
    // --fps is the clock's --sweep rate: the dials do not declare it.
    (["timer", "5m", "--fps", "5"], "Unknown option '--fps'"),
    (["stopwatch", "--fps", "5"], "Unknown option '--fps'"),
    (["stopwatch", "--face", "disc"], "Unknown option '--face'"),
    (["timer", "5m", "--face", "disc", "--status"], "--face chooses how the dials are drawn"),
    (["stopwatch", "--elapsed", "5s"], "--elapsed draws a picture"),
    (["stopwatch", "--elapsed", "soon", "--png", "x.png"], "'soon'"),
    (["stopwatch", "--start", "2024-06-15T10:00:00Z", "--at", "2024-06-15T09:00:00Z", "--once"], "cannot run backwards"),
  ] as [([String], String)])
  func refusals(arguments: [String], mention: String) throws {
    try AClockProcess.run(arguments).expectUsageError(mentioning: mention)
  }
}
