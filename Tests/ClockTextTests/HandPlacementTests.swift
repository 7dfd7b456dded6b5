import ClockGeometry
import ClockText
import Foundation
import Testing

/// Where the hands land in cells, against positions worked out here with trigonometry (not
/// with the renderer's code), for a dial fitted to 81×25 cells: centre cell (40, 12), radius
/// 24 columns = 12 rows at the default cell aspect of 2.
@Suite("Terminal hands land on the right cells")
struct HandPlacementTests {
  static let columns = 81, rows = 25
  static let centerColumn = 40, centerRow = 12
  static let radiusColumns = 24.0

  static func frame(hour: Int, minute: Int, second: Int, mode: TextMode = .ascii) -> TextFrame {
    var options = ClockFaceOptions(minuteHand: .jumping)
    options.numerals = .none
    // 2024-06-15T00:00:00Z plus the time of day.
    let time = LocalTime(Date(timeIntervalSince1970: Double(1_718_409_600 + hour * 3600 + minute * 60 + second)), in: .utc)
    let board = TextClockBoard(columns: columns, rows: rows, count: 1, mode: mode, options: options, theme: nil)
    return board.frame([ClockScene(time: time, timeZone: .utc, options: options)])
  }

  /// The cell at `fraction` of the radius along `degrees` (clockwise from 12).
  static func cell(degrees: Double, fraction: Double) -> (column: Int, row: Int) {
    let radians = degrees * .pi / 180
    let x = Double(centerColumn) + 0.5 + sin(radians) * radiusColumns * fraction
    let y = Double(centerRow) + 0.5 - cos(radians) * radiusColumns * fraction / 2
    return (Int(x.rounded(.down)), Int(y.rounded(.down)))
  }

  @Test func viewportIsWhereTheTestAssumes() {
    let board = TextClockBoard(columns: Self.columns, rows: Self.rows, count: 1, mode: .ascii, options: ClockFaceOptions(), theme: nil)
    let viewport = board.renderers[0].viewport
    #expect(viewport.radius == Self.radiusColumns)
    #expect(viewport.centerX == 40.5 && viewport.centerY == 12.5)
  }

  @Test("minute hand cells follow its direction", arguments: [(15, 90.0, "-"), (45, 270.0, "-"), (0, 0.0, "|"), (30, 180.0, "|")])
  func minuteHand(minute: Int, degrees: Double, glyph: String) {
    // At 40 s the second hand points to 240°, clear of every minute hand tested.
    let frame = Self.frame(hour: 6, minute: minute, second: 40)
    for fraction in stride(from: 0.2, through: 0.75, by: 0.05) {
      let (column, row) = Self.cell(degrees: degrees, fraction: fraction)
      // An hour hand may cover the minute hand near the pivot at 6:30; skip that overlap.
      if minute == 30 && fraction <= 0.5 { continue }
      #expect(String(Character(frame[column, row].character)) == glyph, "at \(fraction) of the radius: (\(column), \(row))")
    }
  }

  @Test func diagonalMinuteHandUsesSlashes() {
    // 7 minutes past: 42°; on a 2:1 cell that is a steep line up and to the right.
    let frame = Self.frame(hour: 12, minute: 7, second: 0)
    let (column, row) = Self.cell(degrees: 42, fraction: 0.6)
    #expect(frame[column, row].character == "/" || frame[column + 1, row].character == "/" || frame[column - 1, row].character == "/")
  }

  @Test("the ASCII second hand is a needle of stars (not the ticks' dots), reaching towards its second", arguments: [0, 20, 30, 45])
  func secondHand(second: Int) {
    let frame = Self.frame(hour: 3, minute: 0, second: second)
    let degrees = Double(second) * 6
    let (column, row) = Self.cell(degrees: degrees, fraction: 0.86 * 0.92)
    let near = (-1...1).flatMap { dc in (-1...1).map { dr in frame[column + dc, row + dr].character } }
    #expect(near.contains("*"), "no star near (\(column), \(row)) for \(second) s")
    // And no star on the opposite side: the ASCII needle has no tail.
    let (oppositeColumn, oppositeRow) = Self.cell(degrees: degrees + 180, fraction: 0.7)
    #expect(frame[oppositeColumn, oppositeRow].character != "*")
    // Nothing but the needle is drawn in stars.
    #expect(frame.lines.joined().filter { $0 == "*" }.count >= 3)
  }

  @Test("without colour the hour hand is drawn in # and the minute hand is not", arguments: [(3, 0), (9, 30), (10, 10)])
  func hourAndMinuteHandsDiffer(hour: Int, minute: Int) {
    // The second hand at 240°, away from every hand tested.
    let frame = Self.frame(hour: hour, minute: minute, second: 40)
    let hourDegrees = Double(hour % 12) * 30 + Double(minute) / 2
    let (column, row) = Self.cell(degrees: hourDegrees, fraction: 0.3)
    let nearHour = (-1...1).flatMap { dc in (-1...1).map { dr in frame[column + dc, row + dr].character } }
    #expect(nearHour.contains("#"), "no # near the hour hand at (\(column), \(row))")
    let (minuteColumn, minuteRow) = Self.cell(degrees: Double(minute) * 6, fraction: 0.7)
    #expect(frame[minuteColumn, minuteRow].character != "#")
    #expect("-|/\\_".unicodeScalars.contains(frame[minuteColumn, minuteRow].character), "\(frame[minuteColumn, minuteRow].character)")
  }

  @Test("Braille dots of the minute hand sit on its line", arguments: [0, 10, 15, 20, 40])
  func brailleMinuteHand(minute: Int) {
    let frame = Self.frame(hour: 6, minute: minute, second: 0, mode: .braille)
    let degrees = Double(minute) * 6
    let (column, row) = Self.cell(degrees: degrees, fraction: 0.7)
    let scalar = frame[column, row].character.value
    #expect(scalar > 0x2800 && scalar <= 0x28FF, "no Braille dots at (\(column), \(row)) for minute \(minute)")
  }
}
