import ClockText

/// Where a live screen's frames go: the terminal taken over (``TerminalScreen``), or a recorder
/// in tests, which then see each frame and its bells at the simulated instant it is shown.
package protocol FrameSink {
  /// Shows `frame`; all of it with `repaint`; then rings the bell `bells` times.
  mutating func show(_ frame: TextFrame, repaint: Bool, bells: Int)
}

extension TerminalScreen: FrameSink {}
