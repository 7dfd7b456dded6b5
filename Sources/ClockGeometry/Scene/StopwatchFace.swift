/// An analog stopwatch dial: a 60-second main dial with a sweep hand, a 30-minute sub-dial above
/// the centre, and a digital readout in the stopwatch form (`00:05.23`) below it.
///
/// Like ``ClockFace`` it builds the still part once; each ``scene(elapsed:)`` adds the hands and
/// the readout. A ``ClockStyle`` gives it its rim, its tick weights, the numerals' weight and the
/// sweep hand's outline (the station style's sweep hand ends in its red disc); the dial's
/// proportions (sub-dial, readout, sweep length) stay the stopwatch's own.
///
/// ```swift
/// let face = StopwatchFace(style: .classic)
/// let scene = face.scene(elapsed: stopwatch.elapsed(at: now))
/// ```
public struct StopwatchFace: Sendable {
  /// The centre of the 30-minute sub-dial, in unit dial space.
  package static let subDialCenter = DialPoint(x: 0, y: -0.36)
  /// The sub-dial's radius, in dial radii.
  package static let subDialRadius = 0.2
  /// The centre of the readout's text when the sweep hand is not in its way.
  package static let readoutCenter = DialPoint(x: 0, y: 0.36)
  /// The sweep hand's proportions with the classic style (its outline and width come from the
  /// style; its length is always 0.86).
  package static let sweepHand = HandShape(length: 0.86, tail: 0.2, width: 0.016)
  /// The sub-dial's hand, from the sub-dial's centre.
  package static let subDialHand = HandShape(length: 0.17, tail: 0.03, width: 0.03)

  private let still: SceneLayers
  /// The sweep hand: the style's second hand at the stopwatch's length.
  private let sweepDesign: HandDesign
  /// The cap over the pivot.
  private let capRadius: Double
  /// Where the readout may go: inside the ticks, clear of the numerals and the sub-dial.
  private let placement: LabelPlacement

  /// The readout's size when it fits (em, dial radii); longer readouts (hours) shrink to fit.
  static let readoutSize = 0.13

  /// The dial in `style`, its still part built.
  public init(style: ClockStyle = .classic) {
    var sweepDesign = style.secondHand
    sweepDesign.length = Self.sweepHand.length
    self.sweepDesign = sweepDesign
    capRadius = style.dial.cap
    let rimWidth = style.dial.rim
    // The face stops under the rim, as on a clock face: no fringe outside the rim.
    var elements = SceneLayers()
    elements.append(.face, .disc(center: .center, radius: 1 - rimWidth / 2, role: .face))
    if rimWidth > 0 {
      elements.append(.rim, .ring(center: .center, radius: 1 - rimWidth / 2, width: rimWidth, role: .rim))
    }
    // The style's tick weights (a style without a minute track still gets seconds marks).
    let secondWidth = style.dial.minuteTicks?.width ?? 0.012
    let fiveSecondWidth = style.dial.hourTicks.width * 0.875
    // A tick a second, longer and heavier every five.
    for second in 0..<60 where second % 5 != 0 {
      let angle = DialAngle(degrees: Double(second) * 6)
      elements.append(.minorTicks, .segment(
        from: angle.point(atRadius: 0.875), to: angle.point(atRadius: 0.925), width: secondWidth, roundCaps: false, role: .minuteTick))
    }
    for second in stride(from: 0, to: 60, by: 5) {
      let angle = DialAngle(degrees: Double(second) * 6)
      elements.append(.majorTicks, .segment(
        from: angle.point(atRadius: 0.8), to: angle.point(atRadius: 0.925), width: fiveSecondWidth, roundCaps: false, role: .hourTick))
    }
    var obstacles: [InkShape] = [.disc(Self.subDialCenter, radius: Self.subDialRadius + 0.005)]
    for second in stride(from: 5, through: 60, by: 5) {
      let angle = DialAngle(degrees: Double(second) * 6)
      elements.append(.numerals, .radialText(String(second), angle: angle, reach: 0.745, size: 0.12, bold: style.dial.numeralBold, role: .numeral))
      obstacles.append(.box(LabelPlacement.numeralInk(String(second), angle: angle, reach: 0.745, size: 0.12, bold: style.dial.numeralBold)))
    }
    placement = LabelPlacement(boundary: 0.8, obstacles: obstacles, sideGap: sweepDesign.width / 2 + LabelPlacement.margin + 0.01)
    // The sub-dial: a thin ring, a tick a minute, heavier every five.
    let center = Self.subDialCenter, radius = Self.subDialRadius
    elements.append(.rim, .ring(center: center, radius: radius, width: 0.01, role: .minuteTick))
    for minute in 0..<StopwatchHandAngles.subDialMinutes {
      let angle = DialAngle(degrees: Double(minute) * 12)
      let major = minute % 5 == 0
      let inner = angle.point(atRadius: radius * (major ? 0.7 : 0.82)), outer = angle.point(atRadius: radius * 0.95)
      elements.append(major ? .majorTicks : .minorTicks, .segment(
        from: DialPoint(x: center.x + inner.x, y: center.y + inner.y),
        to: DialPoint(x: center.x + outer.x, y: center.y + outer.y),
        width: major ? 0.016 : 0.008, roundCaps: false, role: major ? .hourTick : .minuteTick))
    }
    still = elements
  }

  /// The dial after `elapsed`: the readout (rounded down to the hundredth, as a stopwatch never
  /// shows time that has not yet passed, and made smaller when hours widen it), the sub-dial's
  /// hand, the sweep hand and the cap. The readout stays in its place under the hands, as if
  /// printed on the dial.
  public func scene(elapsed: Duration) -> ClockScene {
    let hands = StopwatchHandAngles(elapsed: elapsed)
    let readout = DurationFormat.stopwatch.string(elapsed, rounding: .down)
    let sub = Self.subDialCenter, subHand = Self.subDialHand
    let subTip = hands.minutes.point(atRadius: subHand.length)
    let subTail = DialAngle(degrees: hands.minutes.degrees + 180).point(atRadius: subHand.tail)
    var drawn = SceneLayers()
    // The sub-dial's hand turns about the sub-dial's centre, its hub with it.
    drawn.append(.hand(SceneHand(.minute, angle: hands.minutes, pivot: sub)), [
      .segment(
        from: DialPoint(x: sub.x + subTail.x, y: sub.y + subTail.y), to: DialPoint(x: sub.x + subTip.x, y: sub.y + subTip.y),
        width: subHand.width, roundCaps: true, role: .minuteHand),
      .disc(center: sub, radius: 0.025, role: .minuteHand),
    ])
    HandOutline(design: sweepDesign, angle: hands.seconds).append(as: SceneHand(.second, angle: hands.seconds), role: .secondHand, to: &drawn)
    if capRadius > 0 {
      drawn.append(.cap, .disc(center: .center, radius: capRadius, role: .secondHand))
      drawn.append(.cap, .disc(center: .center, radius: capRadius * 0.35, role: .face))
    }
    let label = placement.fitted(DialLabel(
      text: readout, size: Self.readoutSize, bold: true, role: .label, preferred: Self.readoutCenter, isCaption: false), smallest: 0.05)
    // Printed on the dial: the sweep hand passes over it, as the second hand over a clock's labels.
    let placed = [LabelPlacement.Placed(label: label, center: label.preferred)]
    return ClockScene(still: still, moving: LabelPlacement.layers(placed, under: drawn))
  }
}
