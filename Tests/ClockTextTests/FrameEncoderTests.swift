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
    #expect(Self.string(bytes) == Self.begin + "\u{1B}[6;6H." + Self.end)
    #expect(bytes.count == 16 + 7)
  }

  @Test func nearbyChangesUseRelativeMovesAndRewriteShortGaps() {
    var encoder = FrameEncoder(lineFeedMovesDown: true)
    _ = encoder.encode(Self.frame(["    .", "   .", "", ""]))
    // The dot moves right by one on both rows: erase, then draw, row by row.
    let bytes = encoder.encode(Self.frame(["     .", "    .", "", ""]))
    // Cursor ends each frame after its last write: (4, 1) after the first frame.
    #expect(Self.string(bytes) == Self.begin + "\u{1B}[A" + " ." + "\n\u{8}\u{8}\u{8}" + " ." + Self.end)
  }

  @Test func withoutRawOutputLineFeedsAreNotUsed() {
    var encoder = FrameEncoder(lineFeedMovesDown: false)
    _ = encoder.encode(Self.frame(["a", ""]))
    let bytes = encoder.encode(Self.frame(["a", "b"]))
    #expect(!bytes.contains(0x0A))
    #expect(Self.string(bytes) == Self.begin + "\u{1B}[2H" + "b" + Self.end)
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
    #expect(Self.string(encoder.encode(second)) == Self.begin + " y" + Self.end)
    var third = second
    third[3, 0] = TextCell("z", style: TextStyle(foreground: red, bold: true))
    #expect(Self.string(encoder.encode(third)) == Self.begin + "\u{1B}[1m" + "z" + Self.end)
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
    #expect(Self.string(encoder.encode(second)) == Self.begin + "\u{8}" + " ." + Self.end)
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

  @Test func paletteIndexMatchesXtermCubeAndGreys() {
    #expect(TerminalColor(red: 255, green: 0, blue: 0).paletteIndex == 196)
    #expect(TerminalColor(red: 0, green: 0, blue: 0).paletteIndex == 16)
    #expect(TerminalColor(red: 255, green: 255, blue: 255).paletteIndex == 231)
    #expect(TerminalColor(red: 128, green: 128, blue: 128).paletteIndex == 244)  // grey 8 + 10·12
    #expect(TerminalColor(red: 0xFF, green: 0x5A, blue: 0x3C).paletteIndex == 203)  // the dark theme's hand
    #expect(TerminalColor(red: 0x1C, green: 0x21, blue: 0x29).paletteIndex == 235)  // its face: grey 38
  }
}
