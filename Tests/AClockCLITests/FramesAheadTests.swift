@testable import AClockPresentations
@testable import AClockRuntime
import ClockGeometry
import ClockSchedule
import ClockTestSupport
import ClockText
import Foundation
import Synchronization
import Testing

/// The live clock draws a minute of frames in one go and writes each when due [0059]. Here a
/// ``ClockScreen`` on a recorded screen goes through seconds, minutes and an hour turning,
/// with keys, the help, a late and an early wall clock and a repaint between them. Its bytes
/// must be those of the same clock drawing every frame on its own tick, and through pyte (a
/// terminal emulator that is not aclock's) the screen must be a full drawing of the clock.
@Suite("The live clock's frames drawn ahead")
struct FramesAheadTests {
  /// 10:58:50 UTC (12:58:50 in Berlin): the minute turns at +10, +70, …, the hour at +70.
  static let start = 1_718_445_530.0
  static let size = TerminalSize(columns: 80, rows: 24)

  /// What is done to the screen, at seconds after ``start``.
  enum Step: Sendable, CustomStringConvertible {
    case entry(Double)
    case key(Character, Double)
    case repaint(Double)

    var description: String {
      switch self {
      case .entry(let at): "entry +\(at)"
      case .key(let key, let at): "key \(key) at +\(at)"
      case .repaint(let at): "repaint at +\(at)"
      }
    }
  }

  /// Seconds 0…300 with, between them: `m` (the next drawing) at +20.5; a late wake-up that
  /// shows +46 after +44; `?` (the help) on at +70.5 and off at +72.5; a repaint at +90.5; the
  /// wall clock stepped back from +110 to +105; `s` (no second hand, so the schedule becomes
  /// every minute, whose next entry is +130) at +112.5 and again at +130.5; then nothing but
  /// seconds to +300, so that the frames ahead run out twice and are drawn again.
  static let steps: [Step] = {
    func entries(_ seconds: ClosedRange<Int>) -> [Step] { seconds.map { .entry(Double($0)) } }
    return entries(0...20) + [.key("m", 20.5)] + entries(21...44) + entries(46...70) + [.key("?", 70.5)]
      + entries(71...72) + [.key("?", 72.5)] + entries(73...90) + [.repaint(90.5)] + entries(91...110)
      + entries(105...112) + [.key("s", 112.5), .entry(130), .key("s", 130.5)] + entries(131...300)
  }()

  /// The bytes a screen was handed, one chunk per write.
  final class Written: Sendable {
    let chunks = Mutex<[[UInt8]]>([])
    var value: [[UInt8]] { chunks.withLock { $0 } }
  }

  static func zone() throws -> ZoneRules {
    try #require(ZoneRules.named("Europe/Berlin"), "the tz database has no Europe/Berlin")
  }

  static func clock(mode: TextMode) throws -> TerminalClock {
    TerminalClock(zones: [try zone()], face: ClockFaceOptions(), theme: .dark, mode: mode, cellAspect: 2)
  }

  static func pace() throws -> ClockPace {
    ClockPace(given: nil, everySecond: .everySecond, everyMinute: .everyMinute(in: try zone()), sweeping: .animation())
  }

  /// A clock screen in `mode` whose bytes go to `written`; `drawsAhead` false draws every frame
  /// on its own entry, as before frames were drawn ahead.
  static func screen(mode: TextMode, drawsAhead: Bool, into written: Written) throws -> ClockScreen {
    let screen = TerminalScreen(lineFeedMovesDown: true) { bytes in written.chunks.withLock { $0.append(bytes) } }
    var clock = try ClockScreen(clock: clock(mode: mode), size: size, screen: screen, pace: pace(), modes: TextMode.allCases)
    clock.drawsAhead = drawsAhead
    return clock
  }

  static func date(_ seconds: Double) -> Date { Date(timeIntervalSince1970: start + seconds) }

  /// Does `step` to `screen`; the bytes it wrote.
  static func apply(_ step: Step, to screen: inout ClockScreen, written: Written) -> [UInt8] {
    let before = written.value.count
    switch step {
    case .entry(let at): _ = screen.show(.entry(date(at), now: date(at)))
    case .key(let key, let at):
      screen.press(.character(key), at: date(at))
      _ = screen.show(.again(now: date(at)))
    case .repaint(let at): _ = screen.show(.repaint(now: date(at)))
    }
    return written.value[before...].flatMap { $0 }
  }

  @Test("the bytes are those of every frame drawn on its own entry", arguments: TextMode.allCases)
  func bytesEqualFramesDrawnOneByOne(mode: TextMode) throws {
    let aheadWritten = Written(), eachWritten = Written()
    var ahead = try Self.screen(mode: mode, drawsAhead: true, into: aheadWritten)
    var each = try Self.screen(mode: mode, drawsAhead: false, into: eachWritten)
    var takenFromAhead = 0
    for step in Self.steps {
      let countBefore = ahead.ahead.count
      let aheadBytes = Self.apply(step, to: &ahead, written: aheadWritten)
      let eachBytes = Self.apply(step, to: &each, written: eachWritten)
      #expect(aheadBytes == eachBytes, "\(mode), \(step): \(aheadBytes.count) bytes against \(eachBytes.count)")
      if case .entry = step, countBefore > 0, ahead.ahead.count == countBefore - 1 { takenFromAhead += 1 }
    }
    // Every second but those after a key, the help, a jump of the wall clock or the last of a
    // batch comes from the frames ahead.
    #expect(takenFromAhead >= 250, "\(mode): \(takenFromAhead) entries were written from the frames ahead")
    #expect(each.ahead.isEmpty)
  }

  @Test("the first entry draws a minute ahead; a key drops what is left", arguments: [TextMode.braille])
  func aMinuteIsDrawnAheadAndAKeyDropsIt(mode: TextMode) throws {
    let written = Written()
    var screen = try Self.screen(mode: mode, drawsAhead: true, into: written)
    _ = Self.apply(.entry(0), to: &screen, written: written)
    #expect(screen.ahead.count == FramesAhead.frameLimit)
    _ = Self.apply(.entry(1), to: &screen, written: written)
    #expect(screen.ahead.count == FramesAhead.frameLimit - 1)
    _ = Self.apply(.key("2", 1.5), to: &screen, written: written)
    #expect(screen.ahead.isEmpty)
    _ = Self.apply(.entry(2), to: &screen, written: written)
    #expect(screen.ahead.count == FramesAhead.frameLimit)
  }

  @Test(
    "replayed through pyte, the screen is the clock drawn in full", .tags(.integration, .decoders),
    arguments: [TextMode.braille, .ascii])
  func replayedScreensAreWholeClocks(mode: TextMode) throws {
    let written = Written()
    var screen = try Self.screen(mode: mode, drawsAhead: true, into: written)
    // The same keys on a clock of its own, drawn in full at each step.
    var mirror = try Self.clock(mode: mode)
    var showsHelp = false
    var shown = Self.date(0)
    var replay = TerminalReplay(columns: Self.size.columns, rows: Self.size.rows)
    var expected: [(Step, [String]?)] = []
    for step in Self.steps {
      let bytes = Self.apply(step, to: &screen, written: written)
      switch step {
      case .entry(let at): shown = Self.date(at)
      case .key("m", _):
        let modes = TextMode.allCases
        let index = try #require(modes.firstIndex(of: mirror.mode))
        mirror.draw(with: modes[(index + 1) % modes.count])
      case .key("s", _): mirror.toggleSecondHand()
      case .key("?", _): showsHelp.toggle()
      default: break
      }
      let frame = mirror.frame(at: shown, size: Self.size)
      var fresh = FrameEncoder(lineFeedMovesDown: true)
      replay.append(update: bytes, redraw: fresh.encode(frame))
      // The help box covers part of the clock: those screens are not compared.
      expected.append((step, showsHelp ? nil : frame.lines))
    }
    let screens = try replay.screens()
    try #require(screens.count == expected.count, "terminal-replay printed \(screens.count) screens for \(expected.count) steps")
    var compared = 0
    for (replayed, (step, lines)) in zip(screens, expected) {
      guard let lines else { continue }
      compared += 1
      #expect(replayed.differences == 0, "\(mode), \(step): \(replayed.differences) cells differ; \(replayed.first ?? "")")
      #expect(replayed.lines == lines, "\(mode), \(step): the characters differ from the clock drawn in full")
    }
    #expect(compared > 280)
  }
}
