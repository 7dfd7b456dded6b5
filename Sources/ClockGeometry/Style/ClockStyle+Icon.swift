extension ClockStyle {
  /// The style redrawn to read at `side` pixels (under ``DialForm/smallFrom``), keeping what
  /// makes it this style: its colours, its hands' outlines (tapered, baton, Breguet's moon, a
  /// signal disc on the second hand), and its accent, the second hand's colour, as a dot over
  /// the pivot (station's red, minimal's yellow, classic's vermilion).
  ///
  /// What goes: the numerals, the minute track, eight of the twelve hour marks, the shadow and
  /// the hands' tails. What is snapped to the pixel grid (``DialPixels``): the four quarter
  /// marks (width of the side's parity, inner end and the rim's inner edge on pixel boundaries,
  /// so each is solid columns or rows, never two half-grey ones); the rim, hands, discs and the
  /// dot in whole or half pixels. The marks are toned toward the face so that the hour and
  /// minute hands are the strongest ink. A renderer shows the second hand only if the options
  /// ask for it.
  package func icon(side: Int) -> ClockStyle {
    let grid = DialPixels(side: side)
    var icon = self
    icon.form = .icon
    icon.shadow = false
    icon.dial.numerals = .none
    icon.dial.minuteTicks = nil
    // The rim's inner edge on a boundary: its outer edge is the face's, 0.47 of the side, which
    // no grid divides.
    let rimInner = grid.boundary(atMost: 1 - grid.whole(max(dial.rim, 0.05), least: 1))
    icon.dial.rim = 1 - rimInner
    // About a third of the radius long, at least two pixels, ending at the rim's inner edge.
    let markInner = grid.boundary(nearest: rimInner - max(0.3, grid.radii(2)))
    icon.dial.hourTicks = DialDesign.Ticks(inner: markInner, outer: rimInner, width: grid.axisWidth(0.09, least: 1))
    // A dial without numerals is its marks (the station clock's bars): all twelve from 32 px.
    icon.dial.quarterMarksOnly = dial.numerals != .none || side < 32
    // The hands in the style's proportions (half as wide again, in whole pixels), as long as
    // the style's within bounds that keep them apart; the hour hand a whole pixel wider than
    // the minute hand, so the two never look alike.
    let minuteWidth = grid.whole(minuteHand.width * 1.5, least: 1.5)
    let hourWidth = max(minuteWidth + grid.radii(1), grid.whole(hourHand.width * 1.5, least: 2.5))
    icon.hourHand = Self.iconHand(hourHand, length: min(max(hourHand.length, 0.45), 0.6), width: hourWidth, grid: grid)
    icon.minuteHand = Self.iconHand(minuteHand, length: min(max(minuteHand.length, 0.75), 0.86), width: minuteWidth, grid: grid)
    var second = Self.iconHand(secondHand, length: min(secondHand.length, 0.82), width: grid.whole(0.04, least: 1), grid: grid)
    if secondHand.tipDisc > 0 { second.tipDisc = grid.halves(secondHand.tipDisc, least: 1.5) }
    icon.secondHand = second
    // The accent dot (ClockFace paints an icon's cap in the second hand's colour).
    icon.dial.cap = grid.halves(max(dial.cap, 0.09), least: 1.5)
    icon.light = Self.toned(light)
    icon.dark = Self.toned(dark)
    return icon
  }

  /// `hand`'s outline at `length` and `width` (at the pivot; a tapered hand narrows in the
  /// style's proportion to no less than a pixel), with no tail or counterweight, and a Breguet
  /// moon large enough to stay a ring where the hand is long enough.
  private static func iconHand(_ hand: HandDesign, length: Double, width: Double, grid: DialPixels) -> HandDesign {
    var icon = HandDesign(outline: hand.outline, length: length, width: width)
    if hand.outline == .tapered {
      icon.tipWidth = max(grid.radii(1), width * hand.tipWidth / max(hand.width, 1e-9))
    }
    if hand.outline == .breguet {
      // A stem half as wide (the hour hand's still the wider), so that the moon stands out.
      icon.width = grid.halves(width / 2, least: 1)
      icon.moonScale = moonScale(icon, least: grid.radii(2.5))
    }
    return icon
  }

  /// How much to enlarge `hand`'s Breguet moon so that its radius is at least `least`, but no
  /// more than a fifth of the hand (a shorter hand's moon fills in: a solid moon at 16 px).
  static func moonScale(_ hand: HandDesign, least: Double) -> Double {
    let designed = hand.length * HandDesign.breguetMoonRadius
    return max(1, min(hand.length * 0.2, least) / designed)
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
