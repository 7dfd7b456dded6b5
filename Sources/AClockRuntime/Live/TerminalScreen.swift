import ClockText

/// The sink of the live screens: frames encoded as the changes from the screen shown, written
/// to the terminal taken over, with the terminal bell rung after them when asked.
package struct TerminalScreen {
  private let session: TerminalSession
  private var encoder: FrameEncoder

  /// A screen on `session`'s terminal.
  package init(session: TerminalSession) {
    self.session = session
    encoder = FrameEncoder(lineFeedMovesDown: session.lineFeedMovesDown)
  }

  /// Shows `update` (a frame and the cells that changed); all of it with `repaint`.
  package mutating func show(_ update: TextFrameUpdate, repaint: Bool) {
    session.write(encoder.encode(update, repaint: repaint))
  }

  /// Shows `frame`, compared with the screen cell by cell; all of it with `repaint`; then rings
  /// the bell `bells` times.
  package mutating func show(_ frame: TextFrame, repaint: Bool, bells: Int = 0) {
    var bytes = encoder.encode(frame, repaint: repaint)
    bytes += Array(repeating: 0x07, count: bells)
    session.write(bytes)
  }
}
