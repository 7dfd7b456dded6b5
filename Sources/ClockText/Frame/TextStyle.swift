/// How a cell's character is shown: colours (nil: the terminal's default) and weight.
///
/// Stored as one packed integer: frames compare every cell every second, and two integers
/// compare far faster than two optional colours and a flag.
public struct TextStyle: Sendable, Hashable {
  /// Bits 0…24: foreground (bit 24 set when there is one, then 0xRRGGBB); bits 25…49: background,
  /// likewise; bit 50: bold.
  private var bits: UInt64

  private static let colorBits = 25
  private static let boldBit: UInt64 = 1 << 50

  /// A style from its parts; the defaults are the terminal's own.
  public init(foreground: TerminalColor? = nil, background: TerminalColor? = nil, bold: Bool = false) {
    bits = Self.pack(foreground) | Self.pack(background) << Self.colorBits | (bold ? Self.boldBit : 0)
  }

  /// The character's colour.
  public var foreground: TerminalColor? {
    get { Self.unpack(bits) }
    set { bits = bits & ~Self.colorMask | Self.pack(newValue) }
  }

  /// The cell's background.
  public var background: TerminalColor? {
    get { Self.unpack(bits >> Self.colorBits) }
    set { bits = bits & ~(Self.colorMask << Self.colorBits) | Self.pack(newValue) << Self.colorBits }
  }

  /// Bold (SGR 1).
  public var bold: Bool {
    get { bits & Self.boldBit != 0 }
    set { bits = newValue ? bits | Self.boldBit : bits & ~Self.boldBit }
  }

  /// The terminal's default colours, not bold: what `ESC [ 0 m` leaves.
  public static let plain = TextStyle()

  private static let colorMask: UInt64 = (1 << colorBits) - 1
  private static let presentBit: UInt64 = 1 << 24

  private static func pack(_ color: TerminalColor?) -> UInt64 {
    guard let color else { return 0 }
    return presentBit | UInt64(color.red) << 16 | UInt64(color.green) << 8 | UInt64(color.blue)
  }

  private static func unpack(_ bits: UInt64) -> TerminalColor? {
    guard bits & presentBit != 0 else { return nil }
    return TerminalColor(red: UInt8(truncatingIfNeeded: bits >> 16), green: UInt8(truncatingIfNeeded: bits >> 8), blue: UInt8(truncatingIfNeeded: bits))
  }
}
