/// A frame drawn over an earlier one, with the cells that may differ between them: what a live
/// display hands to ``FrameEncoder/encode(_:repaint:)`` so that it compares only those cells.
///
/// ```swift
/// var board = TextClockBoard(columns: 80, rows: 24, count: 1, mode: .ascii, options: options, theme: nil)
/// var encoder = FrameEncoder(lineFeedMovesDown: true)
/// for second in seconds {
///   terminal.write(encoder.encode(board.update([scene(at: second)])))
/// }
/// ```
public struct TextFrameUpdate: Sendable {
  /// The new frame.
  public let frame: TextFrame
  /// The frame it was drawn over; nil when it was drawn from scratch.
  public let base: TextFrame?
  /// Indices into ``TextFrame/cells`` of every cell that may differ from ``base`` (repeats and
  /// any order allowed); every other cell is equal to ``base``'s.
  public let changedCells: [Int]

  /// An update from its parts; `changedCells` must cover every cell where `frame` and `base`
  /// differ.
  public init(frame: TextFrame, base: TextFrame?, changedCells: [Int]) {
    self.frame = frame
    self.base = base
    self.changedCells = changedCells
  }
}
