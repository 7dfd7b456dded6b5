import ClockGeometry

/// A 24-bit colour as a terminal shows it (SGR 38;2 / 48;2).
public struct TerminalColor: Sendable, Hashable {
  /// Red, 0…255.
  public let red: UInt8
  /// Green, 0…255.
  public let green: UInt8
  /// Blue, 0…255.
  public let blue: UInt8

  /// A colour from its components.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The theme colour `color` composited over `backdrop` (terminal cells have no alpha).
  public init(_ color: RGBAColor, over backdrop: RGBAColor) {
    func channel(_ value: Double, _ under: Double) -> UInt8 {
      let mixed = value * color.alpha + under * (1 - color.alpha)
      return UInt8(max(0, min(255, (mixed * 255).rounded())))
    }
    self.init(
      red: channel(color.red, backdrop.red), green: channel(color.green, backdrop.green),
      blue: channel(color.blue, backdrop.blue))
  }

  /// The nearest colour of the xterm 256-colour palette: the 6×6×6 cube (16…231) or the grey
  /// ramp (232…255), whichever is closer (squared RGB distance).
  public var paletteIndex: Int {
    let levels = Self.cubeLevels
    func nearestLevel(_ value: UInt8) -> Int {
      var best = 0
      for index in levels.indices where abs(levels[index] - Int(value)) < abs(levels[best] - Int(value)) { best = index }
      return best
    }
    func distance(_ r: Int, _ g: Int, _ b: Int) -> Int {
      let dr = r - Int(red), dg = g - Int(green), db = b - Int(blue)
      return dr * dr + dg * dg + db * db
    }
    let (r, g, b) = (nearestLevel(red), nearestLevel(green), nearestLevel(blue))
    let cubeIndex = 16 + 36 * r + 6 * g + b
    let cubeDistance = distance(levels[r], levels[g], levels[b])
    let average = (Int(red) + Int(green) + Int(blue)) / 3
    let grey = max(0, min(23, (average - 8 + 5) / 10))
    let greyLevel = 8 + 10 * grey
    return distance(greyLevel, greyLevel, greyLevel) < cubeDistance ? 232 + grey : cubeIndex
  }

  /// The channel levels of the palette's 6×6×6 cube.
  private static let cubeLevels = [0, 95, 135, 175, 215, 255]
}
