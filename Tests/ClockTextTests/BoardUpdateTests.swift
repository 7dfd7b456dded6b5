import ClockGeometry
import ClockText
import Foundation
import Testing

/// The live path (a board's updates, drawing only what moved, and the encoder comparing only
/// the cells an update names) against the plain one (whole frames, compared cell by cell): the
/// screens and the bytes must be the same, second after second.
@Suite("Live board updates")
struct BoardUpdateTests {
  struct Case: Sendable, CustomStringConvertible {
    let mode: TextMode
    let columns: Int
    let rows: Int
    let zones: [String]
    let options: ClockFaceOptions
    let themed: Bool
    var description: String { "\(mode) \(columns)×\(rows) \(zones.joined(separator: ",")) \(options.minuteHand) \(options.secondHand)" }
  }

  static let cases: [Case] = TextMode.allCases.flatMap { mode in
    [
      Case(mode: mode, columns: 80, rows: 24, zones: ["UTC"], options: ClockFaceOptions(minuteHand: .jumping), themed: true),
      Case(mode: mode, columns: 131, rows: 37, zones: ["Europe/Berlin", "Asia/Kolkata", "America/New_York"],
           options: ClockFaceOptions(label: .both, minuteHand: .jumping), themed: false),
      // Hands that move at every frame: nothing settles.
      Case(mode: mode, columns: 60, rows: 20, zones: ["UTC"],
           options: ClockFaceOptions(secondHand: .sweeping, label: .time, minuteHand: .gliding), themed: true),
    ]
  }

  /// 10:58:50 to 11:01:10 second by second (two minutes and an hour turn over), then a few
  /// jumps: back, far ahead, a quarter second, the same instant again.
  static let instants: [Date] = {
    let start = 1_718_445_530.0  // 2024-06-15T09:58:50Z
    var seconds = (0...140).map { start + Double($0) }
    seconds += [start + 3, start + 86_400 * 200 + 17, start + 17.25, start + 17.25]
    return seconds.map(Date.init(timeIntervalSince1970:))
  }()

  static func scenes(at instant: Date, for testCase: Case) throws -> [ClockScene] {
    try testCase.zones.map { try #require(ZoneRules.named($0), "the tz database has no \($0)") }.map { zone in
      ClockScene(time: LocalTime(instant, in: zone), timeZone: zone, options: testCase.options)
    }
  }

  static func board(for testCase: Case) -> TextClockBoard {
    TextClockBoard(
      columns: testCase.columns, rows: testCase.rows, count: testCase.zones.count, mode: testCase.mode,
      options: testCase.options, theme: testCase.themed ? .dark : nil)
  }

  @Test("each update shows the whole frame, and names every cell that changed", arguments: cases)
  func updatesEqualWholeFrames(testCase: Case) throws {
    let board = Self.board(for: testCase)
    var live = board
    for instant in Self.instants {
      let scenes = try Self.scenes(at: instant, for: testCase)
      let update = live.update(scenes)
      let whole = board.frame(scenes)
      #expect(update.frame.columns == whole.columns && update.frame.rows == whole.rows)
      let wrong = whole.cells.indices.filter { update.frame.cells[$0] != whole.cells[$0] }
      #expect(wrong.isEmpty, "at \(instant): \(wrong.count) cells differ from the whole frame, the first at \(wrong.first ?? -1)")
      guard let base = update.base else { continue }
      let named = Set(update.changedCells)
      let changed = update.frame.cells.indices.filter { update.frame.cells[$0] != base.cells[$0] }
      #expect(changed.allSatisfy(named.contains), "at \(instant): unnamed changes at \(changed.filter { !named.contains($0) })")
    }
  }

  @Test("encoding updates sends the bytes that encoding whole frames sends", arguments: cases)
  func updateBytesEqualWholeFrameBytes(testCase: Case) throws {
    var live = Self.board(for: testCase)
    var viaUpdates = FrameEncoder(lineFeedMovesDown: true)
    var viaFrames = FrameEncoder(lineFeedMovesDown: true)
    var total = 0
    for instant in Self.instants {
      let update = try live.update(Self.scenes(at: instant, for: testCase))
      let bytes = viaUpdates.encode(update)
      #expect(bytes == viaFrames.encode(update.frame), "at \(instant)")
      total += bytes.count
    }
    #expect(total > 0)
  }

  @Test func anUpdateOverAFrameTheScreenDoesNotShowIsComparedInFull() throws {
    let testCase = Self.cases[0]
    let tenOClock = Date(timeIntervalSince1970: 1_718_445_600)
    var shown = Self.board(for: testCase)
    var other = Self.board(for: testCase)
    var encoder = FrameEncoder(lineFeedMovesDown: true)
    _ = try encoder.encode(shown.update(Self.scenes(at: tenOClock, for: testCase)))
    // The other board's base is a different instant from what the screen shows: its changed
    // cells do not cover the difference, so the encoder must not trust them.
    _ = try other.update(Self.scenes(at: tenOClock.addingTimeInterval(-1_000), for: testCase))
    let update = try other.update(Self.scenes(at: tenOClock.addingTimeInterval(-999), for: testCase))
    var reference = FrameEncoder(lineFeedMovesDown: true)
    _ = try reference.encode(Self.board(for: testCase).frame(Self.scenes(at: tenOClock, for: testCase)))
    let bytes = encoder.encode(update), expected = reference.encode(update.frame)
    #expect(bytes == expected, "\(bytes.count) bytes, expected \(expected.count)")
  }

  @Test func aRepaintedUpdateRedrawsEverything() throws {
    let testCase = Self.cases[0]
    var live = Self.board(for: testCase)
    var encoder = FrameEncoder(lineFeedMovesDown: true)
    let first = try encoder.encode(live.update(Self.scenes(at: Self.instants[0], for: testCase)))
    let update = try live.update(Self.scenes(at: Self.instants[0], for: testCase))
    #expect(encoder.encode(update).isEmpty)
    #expect(encoder.encode(update, repaint: true) == first)
  }
}
