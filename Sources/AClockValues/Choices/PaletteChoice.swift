import ClockRender

/// The value of `--palette`: today's full colour, or the grays of an e-paper panel.
package enum PaletteChoice: String, CaseIterable, Sendable {
  /// Full colour, as without the option.
  case color
  /// Black and white.
  case oneBit = "1bit"
  /// Four grays: 0, 85, 170, 255.
  case gray4
  /// Sixteen grays: 0, 17, …, 255.
  case gray16

  /// The panel palette, or nil for full colour.
  package var grayPalette: GrayPalette? {
    switch self {
    case .color: nil
    case .oneBit: .oneBit
    case .gray4: .gray4
    case .gray16: .gray16
    }
  }
}
