import ClockGeometry
import ClockTestSupport
import ClockText
import Foundation
import Testing

/// What the live terminal clock sends, second after second: few bytes (issue #31's budget at
/// 80×24 in the default style), and bytes that a terminal emulator other than aclock's own
/// (pyte) turns into exactly the screen a full redraw of each frame shows. The boards are
/// ``BoardUpdateTests``' cases.
@Suite("Live update bytes")
struct LiveUpdateBytesTests {
  typealias Case = BoardUpdateTests.Case

  /// 10:58:50 to 11:00:10 UTC second by second: the minute hand jumps twice, the hour turns.
  static let instants = (0...80).map { Date(timeIntervalSince1970: 1_718_445_530 + Double($0)) }

  /// The live clock's default: 80×24, the dark theme, a jumping minute hand, in each drawing.
  static let defaults = TextMode.allCases.map {
    Case(mode: $0, columns: 80, rows: 24, zones: ["UTC"], options: ClockFaceOptions(minuteHand: .jumping), themed: true)
  }

  /// Bytes per second: issue #31's bars, 50 in ASCII and 120 in blocks and Braille. In this
  /// minute ASCII sends 35.9 (57 before #31), blocks 89.1 and Braille 97.6 (127.5 and 141.9
  /// while the second hand kept its tail and counterweight in cells and reached the minute
  /// ticks: `PartGlyphs.fromPivot`).
  /// Of Braille's, most are the characters of the cells that change (3 bytes each), then cursor
  /// moves, mostly a line feed and a backspace or two a row, and colour changes where the needle
  /// crosses the other hands, numerals and marks.
  static let budgets: [TextMode: Int] = [.ascii: 50, .blocks: 120, .braille: 120]

  @Test("a minute of seconds stays within the bytes per second budgeted", arguments: defaults)
  func aMinuteStaysWithinBudget(testCase: Case) throws {
    var board = BoardUpdateTests.board(for: testCase)
    var encoder = FrameEncoder(lineFeedMovesDown: true)
    // The first update draws the screen; the minute after it is measured.
    _ = try encoder.encode(board.update(BoardUpdateTests.scenes(at: Self.instants[10], for: testCase)))
    var total = 0
    for instant in Self.instants[11...70] {
      total += try encoder.encode(board.update(BoardUpdateTests.scenes(at: instant, for: testCase))).count
    }
    let budget = try #require(Self.budgets[testCase.mode])
    #expect(total <= budget * 60, "\(testCase.mode): \(Double(total) / 60) bytes per second, budget \(budget)")
    #expect(total >= 60, "a second hand that moves sends something every second")
  }

  /// The defaults with line feeds (raw output, as the live clock sets), and every board update
  /// case without them.
  static let replayed = defaults.map { ($0, true) } + BoardUpdateTests.cases.map { ($0, false) }

  @Test("replayed through pyte, every update shows what a full redraw shows", .tags(.integration, .decoders), arguments: replayed)
  func replayedUpdatesEqualRedraws(testCase: Case, lineFeedMovesDown: Bool) throws {
    var board = BoardUpdateTests.board(for: testCase)
    var encoder = FrameEncoder(lineFeedMovesDown: lineFeedMovesDown)
    var replay = TerminalReplay(columns: testCase.columns, rows: testCase.rows)
    var frames: [TextFrame] = []
    for instant in Self.instants {
      let update = try board.update(BoardUpdateTests.scenes(at: instant, for: testCase))
      let bytes = encoder.encode(update)
      var fresh = FrameEncoder(lineFeedMovesDown: lineFeedMovesDown)
      replay.append(update: bytes, redraw: fresh.encode(update.frame))
      frames.append(update.frame)
    }
    let screens = try replay.screens()
    try #require(screens.count == frames.count, "terminal-replay printed \(screens.count) screens for \(frames.count) updates")
    for (index, (screen, frame)) in zip(screens, frames).enumerated() {
      #expect(screen.differences == 0, "at \(Self.instants[index]): \(screen.differences) cells differ; \(screen.first ?? "")")
      #expect(screen.lines == frame.lines, "at \(Self.instants[index]): the characters differ from the frame's")
    }
  }
}
