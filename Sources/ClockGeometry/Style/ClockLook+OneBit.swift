extension ClockLook {
  /// `variant` as a panel of two inks draws it: the face, the backdrop and a countdown's
  /// unlit track become paper, every other colour becomes full ink, and the shadow goes.
  ///
  /// Thresholding a colour face loses what is drawn in light grays or tints (a light minute
  /// tick, a gray second hand); here every part that differs from the face keeps full contrast.
  /// Paper is white when the face is light, black when it is dark, so the dark variant stays
  /// light ink on black. A colour that is the face's own (a part meant to disappear into it) or
  /// fully transparent stays so. Both variants of the result are the two-tone `variant`.
  ///
  /// ```swift
  /// let look = ClockLook(style: .classic).oneBit(.light)
  /// look.light.color(for: .minuteTick)   // black: the classic's light gray tick, at full ink
  /// ```
  public func oneBit(_ variant: ClockTheme.Name) -> ClockLook {
    let theme = theme(variant), face = theme.color(for: .face)
    let paper = face.isLight ? RGBAColor.white : .black, ink = face.isLight ? RGBAColor.black : .white
    var colors: [SceneRole: RGBAColor] = [:]
    for role in SceneRole.allCases {
      let color = theme.color(for: role)
      colors[role] = switch role {
      case .shadow: color.withAlpha(0)
      case .face, .track: paper.withAlpha(color.alpha)
      default: color.alpha == 0 ? color : color == face ? paper : ink
      }
    }
    let twoTone = ClockTheme(name: variant, backdrop: paper.withAlpha(theme.backdrop.alpha), colors: colors)
    return ClockLook(light: twoTone, dark: twoTone, typeface: typeface, background: background.map { paper.withAlpha($0.alpha) })
  }
}

extension RGBAColor {
  fileprivate static let white = RGBAColor(red: 1, green: 1, blue: 1)
  fileprivate static let black = RGBAColor(red: 0, green: 0, blue: 0)

  /// Whether the colour is nearer white than black (Rec. 709 luma of the sRGB values, as the
  /// gray palettes measure it).
  fileprivate var isLight: Bool { 0.2126 * red + 0.7152 * green + 0.0722 * blue >= 0.5 }

  fileprivate func withAlpha(_ alpha: Double) -> RGBAColor {
    RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
  }
}
