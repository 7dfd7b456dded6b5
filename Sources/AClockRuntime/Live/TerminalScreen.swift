import ClockText

/// The sink of the live screens: frames encoded as the changes from the screen shown, written
/// to the terminal taken over, with the terminal bell rung after them when asked.
///
/// A value: a copy encodes on from the same screen without writing anything, which is how the
/// live clock encodes its next frames ahead (`encode(_:repaint:)`, then `write(_:)` when due).
package struct TerminalScreen {
  private let output: @Sendable ([UInt8]) -> Void
  private var encoder: FrameEncoder

  /// A screen on `session`'s terminal.
  package init(session: TerminalSession) {
    self.init(lineFeedMovesDown: session.lineFeedMovesDown) { session.write($0) }
  }

  /// A screen whose bytes go to `output` (a recorder in tests).
  package init(lineFeedMovesDown: Bool, output: @escaping @Sendable ([UInt8]) -> Void) {
    self.output = output
    encoder = FrameEncoder(lineFeedMovesDown: lineFeedMovesDown)
  }

  /// Shows `update` (a frame and the cells that changed); all of it with `repaint`.
  package mutating func show(_ update: TextFrameUpdate, repaint: Bool) {
    write(encode(update, repaint: repaint))
  }

  /// The bytes that show `update`, counted as shown: the next frame is encoded from it.
  package mutating func encode(_ update: TextFrameUpdate, repaint: Bool) -> [UInt8] {
    encoder.encode(update, repaint: repaint)
  }

  /// Writes bytes that ``encode(_:repaint:)`` gave, on this screen or a copy of it, in order.
  package func write(_ bytes: [UInt8]) {
    guard !bytes.isEmpty else { return }
    output(bytes)
  }

  /// Shows `frame`, compared with the screen cell by cell; all of it with `repaint`; then rings
  /// the bell `bells` times.
  package mutating func show(_ frame: TextFrame, repaint: Bool, bells: Int = 0) {
    var bytes = encoder.encode(frame, repaint: repaint)
    bytes += Array(repeating: 0x07, count: bells)
    write(bytes)
  }
}
