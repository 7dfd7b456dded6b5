extension ClockStyle {
  /// Below this side, in pixels, a face is drawn as an icon (`icon(side:)`).
  package static let iconThreshold = 72

  /// Whether this is an icon form made by `icon(side:)`.
  package var isIcon: Bool { iconSide != nil }

  /// The style to draw a picture `side` pixels square with: the icon form below
  /// `iconThreshold`, else the style itself.
  package func forPicture(side: Int?) -> ClockStyle {
    guard let side, side < Self.iconThreshold, !isIcon else { return self }
    return icon(side: side)
  }

  /// The style redrawn to read at `side` pixels: no numerals and no minute track, four strong
  /// quarter marks, a rim and hands of whole pixels (at least one, and wider than the style's),
  /// no shadow, and the marks toned toward the face so that the hour and minute hands are the
  /// highest-contrast ink. A renderer shows the second hand only if the options ask for it.
  package func icon(side: Int) -> ClockStyle {
    let pixelsPerRadius = Double(side) * 0.47
    /// `fraction` of the radius as a whole number of pixels, at least `minimum`, in dial radii.
    func whole(_ fraction: Double, minimum: Double) -> Double {
      max(minimum, (fraction * pixelsPerRadius).rounded()) / pixelsPerRadius
    }
    var icon = self
    icon.iconSide = side
    icon.shadow = false
    icon.dial.numerals = .none
    icon.dial.minuteTicks = nil
    icon.dial.rim = whole(max(dial.rim, 0.05), minimum: 1)
    let tickWidth = whole(0.09, minimum: 1)
    icon.dial.hourTicks = DialDesign.Ticks(inner: 0.68, outer: 1 - icon.dial.rim / 2, width: tickWidth)
    icon.dial.cap = 0
    // The hour hand a whole pixel wider than the minute hand, so the two never look alike.
    let minuteWidth = whole(0.1, minimum: 1.5)
    icon.minuteHand = HandDesign(outline: .line, length: 0.8, width: minuteWidth)
    icon.hourHand = HandDesign(outline: .line, length: 0.55, width: max(minuteWidth + 1 / pixelsPerRadius, whole(0.16, minimum: 2.5)))
    icon.secondHand = HandDesign(outline: .line, length: 0.82, width: whole(0.04, minimum: 1))
    icon.light = Self.toned(light)
    icon.dark = Self.toned(dark)
    return icon
  }

  /// `theme` with the rim and the marks moved 40 % of the way toward the face's colour, so the
  /// hands stand out as the strongest ink.
  private static func toned(_ theme: ClockTheme) -> ClockTheme {
    let face = theme.color(for: .face)
    var toned = theme
    for role in [SceneRole.rim, .hourTick, .minuteTick] {
      toned = toned.with(role, theme.color(for: role).mixed(with: face, by: 0.4))
    }
    return toned
  }
}

extension RGBAColor {
  /// This colour moved `amount` (0…1) of the way toward `other`.
  func mixed(with other: RGBAColor, by amount: Double) -> RGBAColor {
    RGBAColor(
      red: red + (other.red - red) * amount, green: green + (other.green - green) * amount,
      blue: blue + (other.blue - blue) * amount, alpha: alpha + (other.alpha - alpha) * amount)
  }
}
