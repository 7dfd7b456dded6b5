import ClockGeometry
import ClockText
import Foundation
import SnapshotTesting
import Testing

/// Stopwatch and countdown dials as a person sees them on a terminal (characters only), at
/// fixed elapsed and remaining times. A changed snapshot is a changed picture: look at the diff
/// before re-recording.
///
/// Besides the snapshots, the label line is checked on its own: the texts of the dial (the
/// caption, then the readout) are written there, two spaces apart, and nowhere on the dial.
@Suite("Stopwatch and countdown frames, snapshots")
struct DialSnapshotTests {
  static let screen = CellRect(column: 0, row: 0, columns: 80, rows: 24)
  static let tea = CountdownFace(length: .seconds(555), caption: "Tea")

  /// `scene` of a dial whose still part is `still`'s, drawn alone on an 80×24 screen.
  static func frame(_ scene: ClockScene, still: ClockScene, mode: TextMode, theme: ClockTheme? = nil) -> (frame: TextFrame, labelRow: Int?) {
    let renderer = TextClockRenderer(rect: screen, mode: mode, dial: TextDial(still: still), theme: theme)
    var frame = TextFrame(columns: screen.columns, rows: screen.rows)
    renderer.draw(scene, into: &frame)
    return (frame, renderer.labelRow)
  }

  static func text(_ frame: TextFrame) -> String {
    frame.lines.joined(separator: "\n")
  }

  /// The label line's text, without the blanks around it.
  static func label(_ frame: TextFrame, row: Int?) -> String? {
    row.map { frame.lines[$0].trimmingCharacters(in: .whitespaces) }
  }

  @Test func stopwatchInASCII() throws {
    // 75.23 s: sweep hand at 15.23·6 = 91.38° (just below 3 o'clock), sub-dial hand at
    // 75.23·0.2 = 15.05° (just past 12 on the small dial); readout 01:15.23.
    let face = StopwatchFace()
    let drawn = Self.frame(face.scene(elapsed: .milliseconds(75_230)), still: face.scene(elapsed: .zero), mode: .ascii)
    #expect(Self.label(drawn.frame, row: drawn.labelRow) == "01:15.23")
    #expect(try #require(drawn.labelRow) == 23)
    #expect(!drawn.frame.lines[0..<23].joined().contains("01:15"))
    assertSnapshot(of: Self.text(drawn.frame), as: .lines)
  }

  @Test("9 min 15 s countdown with 555 s left", arguments: [TextMode.ascii, .braille])
  func countdownRings(mode: TextMode) {
    // At the start: the whole ring full; the seconds ring from 12 to 3 o'clock (15 s → 90°).
    let drawn = Self.frame(Self.tea.scene(remaining: .seconds(555)), still: Self.tea.scene(remaining: .seconds(555)), mode: mode)
    #expect(Self.label(drawn.frame, row: drawn.labelRow) == "Tea  00:09:15")
    assertSnapshot(of: Self.text(drawn.frame), as: .lines, named: mode.rawValue)
  }

  @Test func finishedCountdownInASCII() {
    let drawn = Self.frame(Self.tea.scene(remaining: .zero), still: Self.tea.scene(remaining: .seconds(555)), mode: .ascii)
    #expect(Self.label(drawn.frame, row: drawn.labelRow) == "Tea  done")
    assertSnapshot(of: Self.text(drawn.frame), as: .lines)
  }

  @Test("the done face's check mark is cut out of its fill", arguments: [TextMode.ascii, .blocks, .braille])
  func doneCheckMarkIsAGap(mode: TextMode) {
    let renderer = TextClockRenderer(rect: Self.screen, mode: mode, dial: TextDial(still: Self.tea.scene(remaining: .zero)))
    var frame = TextFrame(columns: Self.screen.columns, rows: Self.screen.rows)
    renderer.draw(Self.tea.scene(remaining: .zero), into: &frame)
    let full: Set<Character> = ["o", "\u{2588}", "\u{28FF}"]   // ASCII fill, full block, full Braille cell
    func character(at point: DialPoint) -> Character {
      let (x, y) = renderer.viewport.dots(point)
      return frame.lines[Int(y) / mode.dotsDown].dropFirst(Int(x) / mode.dotsAcross).first ?? " "
    }
    // On the check mark's long stroke (half-way from (-0.08, 0.1) to (0.32, -0.34)): a gap;
    // beside it and elsewhere on the face: the fill.
    #expect(!full.contains(character(at: DialPoint(x: 0.12, y: -0.12))), "\(mode)")
    #expect(full.contains(character(at: DialPoint(x: 0.5, y: 0.2))), "\(mode)")
    #expect(full.contains(character(at: DialPoint(x: -0.5, y: -0.3))), "\(mode)")
  }

  @Test func theFinishedReadoutIsBoldGreenAndARunningOneIsNot() throws {
    // With the light theme: once finished, the readout is bold and in the finished green
    // (0x1E9E4A, opaque, so unchanged over the backdrop); while running it is in the label grey
    // (0x5B6474), not bold.
    let green = TerminalColor(red: 0x1E, green: 0x9E, blue: 0x4A)
    let finished = Self.frame(Self.tea.scene(remaining: .zero), still: Self.tea.scene(remaining: .zero), mode: .ascii, theme: .light)
    let row = try #require(finished.labelRow)
    let done = try #require(finished.frame.lines[row].firstIndex(of: "d")).utf16Offset(in: finished.frame.lines[row])
    let finishedStyle = finished.frame[done, row].style
    #expect(finishedStyle.foreground == green && finishedStyle.bold)

    let running = Self.frame(Self.tea.scene(remaining: .seconds(9)), still: Self.tea.scene(remaining: .zero), mode: .ascii, theme: .light)
    let column = try #require(running.frame.lines[row].firstIndex(of: "0")).utf16Offset(in: running.frame.lines[row])
    let runningStyle = running.frame[column, row].style
    #expect(running.frame[column, row].character == "0")
    #expect(runningStyle.foreground == TerminalColor(red: 0x5B, green: 0x64, blue: 0x74) && !runningStyle.bold)
  }

  /// On the 80×24 screen with a label line the dial has 23 rows: centre (40.5, 11.5) in cells,
  /// radius 22 columns = 11 rows (the smaller of 40.5 − 0.5 and (11.5 − 0.5)·2).
  static let center = (x: 40.5, y: 11.5), radiusColumns = 22.0

  /// The cell under the point at `radius` (dial radii) along `degrees` clockwise from 12.
  static func cell(degrees: Double, radius: Double) -> (column: Int, row: Int) {
    let radians = degrees * .pi / 180
    return (Int((center.x + sin(radians) * radiusColumns * radius).rounded(.down)),
            Int((center.y - cos(radians) * radiusColumns * radius / 2).rounded(.down)))
  }

  @Test func theScreenIsWhereTheCellTestsAssume() {
    let renderer = TextClockRenderer(rect: Self.screen, mode: .ascii, dial: TextDial(still: Self.tea.scene(remaining: .zero)))
    #expect(renderer.viewport.radius == Self.radiusColumns)
    #expect(renderer.viewport.centerX == Self.center.x && renderer.viewport.centerY == Self.center.y)
    #expect(renderer.viewport.rect.row == 0 && renderer.labelRow == 23)
  }

  @Test func inColourTheRingsAreLitClockwiseFromTwelveForTheTimeLeft() {
    // 200 s left of 555: the whole ring (0.84) lit to 200/555·360 = 129.7° in vermilion (the
    // accent), the seconds ring (0.69) to 20/60·360 = 120° in the labels' quiet grey. Each probed cell's centre is within half a
    // column across and half a row (1 column) down of the ring's centre line, so at most
    // √(0.5² + 1²) = 1.12 columns off it: inside its half-width of 0.055·22 = 1.21 columns.
    // Probes keep at least 10° clear of an arc's ends.
    let vermilion = TerminalColor(red: 0xE5, green: 0x48, blue: 0x2D)
    let quiet = TerminalColor(red: 0x5B, green: 0x64, blue: 0x74)
    let track = TerminalColor(red: 0xE3, green: 0xE7, blue: 0xEE)
    let drawn = Self.frame(Self.tea.scene(remaining: .seconds(200)), still: Self.tea.scene(remaining: .zero), mode: .ascii, theme: .light)
    func color(_ degrees: Double, _ radius: Double) -> TerminalColor? {
      let (column, row) = Self.cell(degrees: degrees, radius: radius)
      return drawn.frame[column, row].style.foreground
    }
    for degrees in [20.0, 60, 110] { #expect(color(degrees, 0.84) == vermilion, "whole ring at \(degrees)°") }
    // Past an arc's end only the track's hairline is left: the probed cell shows it or nothing.
    func unlit(_ color: TerminalColor?) -> Bool { color == nil || color == track }
    for degrees in [150.0, 180, 225, 315, 340] { #expect(unlit(color(degrees, 0.84)), "whole ring at \(degrees)°") }
    for degrees in [20.0, 60, 100] { #expect(color(degrees, 0.69) == quiet, "seconds ring at \(degrees)°") }
    for degrees in [140.0, 180, 270, 330] { #expect(unlit(color(degrees, 0.69)), "seconds ring at \(degrees)°") }

    let green = TerminalColor(red: 0x1E, green: 0x9E, blue: 0x4A)
    let finished = Self.frame(Self.tea.scene(remaining: .zero), still: Self.tea.scene(remaining: .zero), mode: .ascii, theme: .light)
    for degrees in stride(from: 0.0, to: 360, by: 45) {
      for radius in [0.84, 0.69] {
        let (column, row) = Self.cell(degrees: degrees, radius: radius)
        #expect(finished.frame[column, row].style.foreground == green, "\(degrees)° r=\(radius)")
      }
    }
  }

  @Test func withoutColoursTheLitPartOfARingStandsOutFromItsTrack() {
    // Without a theme the lit arc must still differ from its track (a dotted hairline): at 60°
    // on the seconds ring, 555 s left is lit (to 90°) and 5 s left is not (to 30°).
    let lit = Self.frame(Self.tea.scene(remaining: .seconds(555)), still: Self.tea.scene(remaining: .zero), mode: .ascii)
    let unlit = Self.frame(Self.tea.scene(remaining: .seconds(5)), still: Self.tea.scene(remaining: .zero), mode: .ascii)
    let (column, row) = Self.cell(degrees: 60, radius: 0.84)
    #expect(lit.frame[column, row].character != unlit.frame[column, row].character)
    #expect(unlit.frame[column, row].character == ".")
  }

  @Test func threeCountdownsWithCaptions() {
    // Tea: 555 s of 555 (seconds 90°, minutes 55.5°). Eggs: 75 s of 7 min (seconds 15 s → 90°,
    // minutes 75/3600·360 = 7.5°). Laundry: 1 h 30 min 10 s of 2 h (seconds 60°, minutes 181°,
    // hours 45.08°).
    let faces = [
      (CountdownFace(length: .seconds(555), caption: "Tea"), Duration.seconds(555)),
      (CountdownFace(length: .seconds(420), caption: "Eggs"), .seconds(75)),
      (CountdownFace(length: .seconds(7200), caption: "Laundry"), .seconds(5410)),
    ]
    let board = TextClockBoard(
      columns: 120, rows: 24, dials: faces.map { TextDial(still: $0.0.scene(remaining: .zero)) }, mode: .ascii, theme: nil)
    let frame = board.frame(faces.map { $0.0.scene(remaining: $0.1) })
    #expect(board.grid.columns == 3 && board.grid.rows == 1)
    let labels = board.renderers.compactMap(\.labelRow).map { frame.lines[$0] }
    #expect(labels.count == 3)
    // One line holds all three labels, each centred under its own 40-column third.
    if let line = labels.first {
      #expect(labels.allSatisfy { $0 == line })
      let thirds = stride(from: 0, to: 120, by: 40).map { start -> String in
        let characters = Array(line.padding(toLength: 120, withPad: " ", startingAt: 0))
        return String(characters[start..<start + 40]).trimmingCharacters(in: .whitespaces)
      }
      #expect(thirds == ["Tea  00:09:15", "Eggs  00:01:15", "Laundry  01:30:10"])
    }
    assertSnapshot(of: Self.text(frame), as: .lines)
  }
}
