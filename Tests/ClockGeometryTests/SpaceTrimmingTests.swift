import Testing

@testable import ClockGeometry

/// What a style file's lines lose at either end: spaces and tabs, and Unicode's other space
/// separators (no-break, ideographic), not line ends or other characters.
@Suite("Trimming spaces")
struct SpaceTrimmingTests {
  @Test(arguments: [
    (" \tface = #FFFFFF \t", "face = #FFFFFF"),
    ("\u{00A0}hands\u{3000}", "hands"),
    ("\u{2003} a b \u{202F}", "a b"),
    ("\nx\r\n", "\nx\r\n"),
    ("é ", "é"),
    (" \t \u{00A0}", ""),
  ])
  func trimsSpaceSeparatorsAndTabs(text: String, trimmed: String) {
    #expect(text.trimmingSpaces() == trimmed)
  }
}
