extension ClockStyle {
  /// The style redrawn for a dial `side` pixels square between ``DialForm/smallFrom`` and
  /// ``DialForm/fullFrom(for:)``, where the full dial's twelve numerals would be under 11 px
  /// high (4 px for minimal's at 72 px) and its minute track a grey blur.
  ///
  /// The small form writes numerals at the quarters only (`DialLayout` keeps 12, 3, 6 and 9; none
  /// for a style without numerals), 30 % larger (to at most 0.3 radii) and at least 11 px high,
  /// in the bold weight; it drops the minute track; and it makes every stroke heavier: the rim at
  /// least 1.5 px, hour marks at least 2 px (the quarters' edges and ends on pixel boundaries, as
  /// an icon's), hands at least 3, 2 and 1 px (hour, minute, second; a Breguet hand's stem less,
  /// its moon enlarged to 2.5 px instead), a signal disc, counterweight and cap at least 3 px
  /// across. Outlines, lengths, tails, colours and the shadow stay the style's.
  package func small(side: Int) -> ClockStyle {
    let grid = DialPixels(side: side)
    var small = self
    small.form = .small
    small.dial.minuteTicks = nil
    small.dial.numeralSize = max(min(dial.numeralSize * 1.3, 0.3), grid.radii(11))
    small.dial.numeralBold = true
    small.dial.rim = grid.halves(dial.rim, least: 1.5)
    let ticks = dial.hourTicks
    small.dial.hourTicks = DialDesign.Ticks(
      inner: grid.boundary(nearest: ticks.inner), outer: grid.boundary(nearest: ticks.outer), width: grid.axisWidth(ticks.width * 1.25, least: 2))
    small.hourHand = Self.heavier(hourHand, least: 3, grid: grid)
    small.minuteHand = Self.heavier(minuteHand, least: 2, grid: grid)
    small.secondHand = Self.heavier(secondHand, least: 1, grid: grid)
    if secondHand.tipDisc > 0 { small.secondHand.tipDisc = max(secondHand.tipDisc, grid.radii(1.5)) }
    if secondHand.counterweight > 0 { small.secondHand.counterweight = max(secondHand.counterweight, grid.radii(1.5)) }
    if dial.cap > 0 { small.dial.cap = max(dial.cap, grid.radii(1.5)) }
    return small
  }

  /// `hand` a quarter wider, and at least `least` pixels at the pivot (a tapered hand's tip in
  /// proportion, at least a pixel). A Breguet hand's weight is its moon's: its stem is held to
  /// half of `least` (at least 1 px), so the ring keeps its hole, and the moon grows to 2.5 px.
  private static func heavier(_ hand: HandDesign, least: Double, grid: DialPixels) -> HandDesign {
    var heavier = hand
    let least = hand.outline == .breguet ? max(1, least / 2) : least
    heavier.width = max(hand.width * 1.25, grid.radii(least))
    heavier.tipWidth = max(grid.radii(1), heavier.width * hand.tipWidth / max(hand.width, 1e-9))
    if hand.outline == .breguet { heavier.moonScale = moonScale(hand, least: grid.radii(2.5)) }
    return heavier
  }
}
