/// A colour with straight (not premultiplied) alpha, each channel in 0…1.
public struct RGBAColor: Sendable, Hashable, CustomStringConvertible {
  /// Red, 0…1.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double
  /// Opacity, 0 (transparent) … 1 (opaque).
  public var alpha: Double

  /// Creates a colour from channels in 0…1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A colour from a 24-bit `0xRRGGBB` value and an opacity.
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255,
              blue: Double(hex & 0xFF) / 255, alpha: alpha)
  }

  /// Parses `#RGB`, `#RRGGBB`, `#RRGGBBAA` (the `#` is optional), `transparent` or one of the
  /// 148 CSS colour names (`red`, `rebeccapurple`; any case); nil otherwise.
  public init?(parsing text: String) {
    let lowered = text.lowercased()
    if lowered == "transparent" {
      self.init(red: 0, green: 0, blue: 0, alpha: 0)
      return
    }
    if let named = CSSColorNames.value(of: lowered) {
      self.init(hex: named)
      return
    }
    var digits = Substring(lowered)
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    guard digits.allSatisfy(\.isHexDigit) else { return nil }
    switch digits.count {
    case 3:
      guard let value = UInt32(digits.map { "\($0)\($0)" }.joined(), radix: 16) else { return nil }
      self.init(hex: value)
    case 6:
      guard let value = UInt32(digits, radix: 16) else { return nil }
      self.init(hex: value)
    case 8:
      guard let value = UInt32(digits, radix: 16) else { return nil }
      self.init(hex: value >> 8, alpha: Double(value & 0xFF) / 255)
    default:
      return nil
    }
  }

  /// `#RRGGBB` or `#RRGGBBAA` when not opaque.
  public var description: String {
    func byte(_ value: Double) -> String {
      let scaled = Int((min(max(value, 0), 1) * 255).rounded())
      return (scaled < 16 ? "0" : "") + String(scaled, radix: 16, uppercase: true)
    }
    return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
  }
}
