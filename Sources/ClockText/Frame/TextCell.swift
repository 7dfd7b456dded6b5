/// One character cell of a terminal frame.
public struct TextCell: Sendable, Hashable {
  /// The character, always one column wide.
  public var character: Unicode.Scalar
  /// Its colours and weight.
  public var style: TextStyle

  /// A cell showing `character` in `style`.
  public init(_ character: Unicode.Scalar, style: TextStyle = .plain) {
    self.character = character
    self.style = style
  }

  /// A space in the terminal's default colours: what a cleared screen holds.
  public static let blank = TextCell(" ")
}
