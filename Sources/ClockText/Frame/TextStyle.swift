/// How a cell's character is shown: colours (nil: the terminal's default) and weight.
public struct TextStyle: Sendable, Hashable {
  /// The character's colour.
  public var foreground: TerminalColor?
  /// The cell's background.
  public var background: TerminalColor?
  /// Bold (SGR 1).
  public var bold: Bool

  /// A style from its parts; the defaults are the terminal's own.
  public init(foreground: TerminalColor? = nil, background: TerminalColor? = nil, bold: Bool = false) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
  }

  /// The terminal's default colours, not bold: what `ESC [ 0 m` leaves.
  public static let plain = TextStyle()
}
