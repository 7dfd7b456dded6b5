import ClockText
import Testing

/// The frame differ: what reaches the terminal for a given change, byte for byte.
@Suite("Frame encoder")
struct FrameEncoderTests {
  static let begin = "\u{1B}[?2026h", end = "\u{1B}[?2026l"

  static func frame(_ rows: [String], columns: Int = 10) -> TextFrame {
    var frame = TextFrame(columns: columns, rows: rows.count)
    for (row, text) in rows.enumerated() { frame.write(text, column: 0, row: row) }
    return frame
  }

  static func string(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test func firstFrameClearsAndDrawsOnlyInk() {
    var encoder = FrameEncoder(lineFeedMovesDown: true)
    let bytes = encoder.encode(Self.frame(["  ab", "", "   c"]))
    // Reset, home, clear; then "ab" at (2, 0) (two blanks rewritten: shorter than a move), then
    // two line feeds and one backspace to (3, 2) for "c".
    #expect(Self.string(bytes) == Self.begin + "\u{1B}[0m\u{1B}[H\u{1B}[2J" + "  ab" + "\n\n\u{8}" + "c" + Self.end)
  }

  @Test func identicalFrameSendsNothing() {
    var encoder = FrameEncoder(lineFeedMovesDown: true)
    let frame = Self.frame(["12:00", " |", " o"])
    _ = encoder.encode(frame)
    #expect(encoder.encode(frame).isEmpty)
  }

  @Test func oneChangedCellIsAMoveAndACharacter() {
    var encoder = FrameEncoder(lineFeedMovesDown: true)
    _ = encoder.encode(Self.frame(["", "", "", "", "", ""]))
    let bytes = encoder.encode(Self.frame(["", "", "", "", "", "     ."]))
    #expect(Self.string(bytes) == "\u{1B}[6;6H.")
    #expect(bytes.count == 7)
  }

  @Test func nearbyChangesUseRelativeMovesAndRewriteShortGaps() {
    var encoder = FrameEncoder(lineFeedMovesDown: true)
    _ = encoder.encode(Self.frame(["    .", "   .", "", ""]))
    // The dot moves right by one on both rows: erase, then draw, row by row.
    let bytes = encoder.encode(Self.frame(["     .", "    .", "", ""]))
    // Cursor ends each frame after its last write: the first frame was drawn bottom up (a line
    // feed and three blanks to (3, 1), then ESC M: 8 bytes, against 9 top down), so (5, 0). Top
    // down now: a backspace, " .", a line feed and three backspaces, " ." (9 bytes); bottom up
    // would be 10.
    #expect(Self.string(bytes) == "\u{8}" + " ." + "\n\u{8}\u{8}\u{8}" + " .")
  }

  @Test func withoutRawOutputLineFeedsAreNotUsed() {
    var encoder = FrameEncoder(lineFeedMovesDown: false)
    _ = encoder.encode(Self.frame(["a", ""]))
    let bytes = encoder.encode(Self.frame(["a", "b"]))
    #expect(!bytes.contains(0x0A))
    #expect(Self.string(bytes) == "\u{1B}[2H" + "b")
  }

  @Test func stylesChangeOnlyWhatDiffers() {
    let red = TerminalColor(red: 255, green: 0, blue: 0)
    var encoder = FrameEncoder(lineFeedMovesDown: true)
    var first = TextFrame(columns: 4, rows: 1)
    first[0, 0] = TextCell("x", style: TextStyle(foreground: red))
    _ = encoder.encode(first)
    var second = first
    second[2, 0] = TextCell("y", style: TextStyle(foreground: red))
    // Same colour still set: no SGR at all; the one-cell gap is rewritten (a space shows no
    // foreground), which is shorter than a move.
    #expect(Self.string(encoder.encode(second)) == " y")
    var third = second
    third[3, 0] = TextCell("z", style: TextStyle(foreground: red, bold: true))
    #expect(Self.string(encoder.encode(third)) == "\u{1B}[1m" + "z")
  }

  @Test func spacesKeepTheForegroundTheyCannotShow() {
    let red = TerminalColor(red: 255, green: 0, blue: 0)
    var encoder = FrameEncoder(lineFeedMovesDown: true)
    var first = TextFrame(columns: 4, rows: 1)
    first[1, 0] = TextCell(".", style: TextStyle(foreground: red))
    _ = encoder.encode(first)
    var second = TextFrame(columns: 4, rows: 1)
    second[2, 0] = TextCell(".", style: TextStyle(foreground: red))
    // Erasing the old dot needs no colour change, nor does drawing the new one.
    #expect(Self.string(encoder.encode(second)) == "\u{8}" + " .")
  }

  @Test func repaintAndResizeStartAfresh() {
    var encoder = FrameEncoder(lineFeedMovesDown: true)
    let frame = Self.frame(["ab"])
    _ = encoder.encode(frame)
    #expect(Self.string(encoder.encode(frame, repaint: true)).contains("\u{1B}[2J"))
    #expect(Self.string(encoder.encode(Self.frame(["ab"], columns: 12))).contains("\u{1B}[2J"))
    encoder.invalidate()
    #expect(Self.string(encoder.encode(frame)).contains("\u{1B}[2J"))
  }

  @Test func aNeedleLeaningLeftIsTracedUpwardWithoutAWrapper() {
    var encoder = FrameEncoder(lineFeedMovesDown: true)
    // A needle from (5, 1) down to the left; then a mark at (8, 5), after which the cursor
    // waits, at (9, 5).
    _ = encoder.encode(Self.frame(["", "     /", "    /", "   /", "", ""]))
    _ = encoder.encode(Self.frame(["", "     /", "    /", "   /", "", "        x"]))
    // The needle moves one column right on each of its rows: on each, a blank and a '/'.
    // Top down: ESC [2;6H (6 bytes; ESC [4A and four backspaces are 8), " /", then per row a
    // line feed and three backspaces, " /": 20 bytes. Bottom up: ESC [4;4H (6), " /", then per
    // row ESC M (up one row) and a backspace, " /": 18 bytes. A second's update this short is
    // sent without the synchronized-update wrapper.
    let bytes = encoder.encode(Self.frame(["", "      /", "     /", "    /", "", "        x"]))
    #expect(Self.string(bytes) == "\u{1B}[4;4H /" + "\u{1B}M\u{8} /" + "\u{1B}M\u{8} /")
    #expect(bytes.count == 18)
  }

  @Test func cellsOfOneColourAreWrittenTogether() {
    let red = TextStyle(foreground: TerminalColor(red: 255, green: 0, blue: 0))
    let white = TextStyle(foreground: TerminalColor(red: 255, green: 255, blue: 255))
    var encoder = FrameEncoder(lineFeedMovesDown: true)
    _ = encoder.encode(TextFrame(columns: 8, rows: 1))
    var frame = TextFrame(columns: 8, rows: 1)
    frame[0, 0] = TextCell("a", style: red)
    frame[2, 0] = TextCell("b", style: white)
    frame[4, 0] = TextCell("c", style: red)
    // In screen order the colour changes three times (11 bytes each: 38 in all); red first,
    // then back for white, twice: 32.
    let bytes = encoder.encode(frame)
    #expect(Self.string(bytes) == "\u{1B}[38;5;196ma" + "\u{1B}[3Cc" + "\u{8}\u{8}\u{8}" + "\u{1B}[38;5;231mb")
  }

  @Test func onlyRepaintsAndLongUpdatesAreSynchronized() {
    var encoder = FrameEncoder(lineFeedMovesDown: true)
    let first = Self.string(encoder.encode(Self.frame(["ab"])))
    #expect(first.hasPrefix(Self.begin) && first.hasSuffix(Self.end))
    // 24 rows of 80 different characters: over 1,024 bytes.
    let full = Self.frame((0..<24).map { _ in String(repeating: "x", count: 80) }, columns: 80)
    var wide = FrameEncoder(lineFeedMovesDown: true)
    _ = wide.encode(TextFrame(columns: 80, rows: 24))
    let long = Self.string(wide.encode(full))
    #expect(long.hasPrefix(Self.begin) && long.hasSuffix(Self.end))
    #expect(!Self.string(encoder.encode(Self.frame(["ac"]))).contains(Self.begin))
  }

  @Test func paletteIndexMatchesXtermCubeAndGreys() {
    #expect(TerminalColor(red: 255, green: 0, blue: 0).paletteIndex == 196)
    #expect(TerminalColor(red: 0, green: 0, blue: 0).paletteIndex == 16)
    #expect(TerminalColor(red: 255, green: 255, blue: 255).paletteIndex == 231)
    #expect(TerminalColor(red: 128, green: 128, blue: 128).paletteIndex == 244)  // grey 8 + 10·12
    #expect(TerminalColor(red: 0xFF, green: 0x5A, blue: 0x3C).paletteIndex == 203)  // the dark theme's hand
    #expect(TerminalColor(red: 0x1C, green: 0x21, blue: 0x29).paletteIndex == 235)  // its face: grey 38
  }
}
