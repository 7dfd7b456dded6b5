/// A line of text set with tabular figures whatever the font's own digits: each digit centred
/// in a cell as wide as the font's widest digit, the other characters at their own advance. So
/// a running time (`09:15:30 · UTC+9`) keeps every character in its place from one second to
/// the next in Inter too, whose digits are proportional; the renderers draw the runs one by one
/// (cairo's toy text cannot ask a font for its `tnum` feature).
///
/// ```swift
/// let line = TabularLine("10:11", advance: { context.advance(of: $0, size: 12, font: font) })
/// line.runs    // "1" "0" ":" "1" "1", each at its x from the line's start
/// line.width   // 4 digit cells and a colon
/// ```
package struct TabularLine: Sendable {
  /// A piece drawn with its origin `x` from the line's start.
  package struct Run: Sendable, Hashable {
    /// The characters.
    package let text: String
    /// The pen position, from the line's start.
    package let x: Double
  }

  /// The pieces, in order.
  package let runs: [Run]
  /// The line's advance.
  package let width: Double

  /// `text` laid out with `advance`, the advance of a string in the font and size drawn.
  package init(_ text: String, advance: (String) -> Double) {
    let cell = "0123456789".map { advance(String($0)) }.max() ?? 0
    var runs: [Run] = []
    var x = 0.0
    var pending = ""
    func flush() {
      guard !pending.isEmpty else { return }
      runs.append(Run(text: pending, x: x))
      x += advance(pending)
      pending = ""
    }
    for character in text {
      guard character.isASCII, character.isNumber else {
        pending.append(character)
        continue
      }
      flush()
      let digit = String(character)
      runs.append(Run(text: digit, x: x + (cell - advance(digit)) / 2))
      x += cell
    }
    flush()
    self.runs = runs
    width = x
  }
}
