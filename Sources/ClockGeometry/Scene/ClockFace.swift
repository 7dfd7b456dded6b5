import Foundation

/// One clock face (a zone and a set of options) from which scenes are made, instant after
/// instant: its still part (face, rim, ticks, numerals, zone label) is built once and shared by
/// every ``ClockScene`` it makes.
///
/// A live clock or a timeline makes a scene per frame; keeping the face makes each one cost only
/// the hands. (`ClockScene(time:timeZone:options:)` makes a new face for each call.)
///
/// ```swift
/// let face = ClockFace(timeZone: zone, options: ClockFaceOptions(label: .time))
/// for second in seconds {
///   draw(face.scene(at: LocalTime(second, in: zone)))
/// }
/// ```
public struct ClockFace: Sendable {
  /// The zone whose title the zone label shows.
  public let timeZone: TimeZone
  /// What the face shows and how.
  public let options: ClockFaceOptions
  /// The layout of the dial.
  public let layout: DialLayout
  /// The style drawn: the options' style, or its icon form for a small picture.
  public let style: ClockStyle
  /// The still part, shared by every scene of this face.
  private let still: [SceneElement]

  /// The face for `options` in `timeZone`, its still part built.
  public init(timeZone: TimeZone, options: ClockFaceOptions = ClockFaceOptions()) {
    self.timeZone = timeZone
    self.options = options
    let style = options.style.forPicture(side: options.pixelSide)
    self.style = style
    let numerals = style.isIcon ? NumeralStyle.none : options.numerals
    let layout = DialLayout(kind: options.dial, numerals: numerals, style: style)
    self.layout = layout
    still = Self.stillElements(layout: layout, options: options, timeZone: timeZone)
  }

  /// The scene for the wall-clock reading `time`: the shared still part, then the time label,
  /// one shadow layer for all the hands and the cap, the hands and the cap.
  public func scene(at time: LocalTime) -> ClockScene {
    let angles = HandAngles(time)
    var elements: [SceneElement] = []
    elements.reserveCapacity(16)
    if options.label.showsTime {
      let text = ClockScene.digitalTime(time, withSeconds: options.secondHand != .hidden)
      elements.append(.text(text, center: DialPoint(x: 0, y: 0.33), size: 0.11, bold: true, role: .label))
    }

    let minuteAngles = options.minuteHand == .jumping
      ? HandAngles(hour: time.hour, minute: time.minute, second: 0) : angles
    let secondAngle: DialAngle?
    switch options.secondHand {
    case .hidden: secondAngle = nil
    case .ticking: secondAngle = angles.second
    case .sweeping: secondAngle = Self.sweep(angles.secondSweep, turn: style.secondHandTurn)
    }
    var hands: [(HandOutline, SceneRole)] = [
      (HandOutline(design: style.hourHand, angle: layout.hourAngle(minuteAngles)), .hourHand),
      (HandOutline(design: style.minuteHand, angle: minuteAngles.minute), .minuteHand),
    ]
    if let secondAngle, !style.isIcon || options.secondHand != .hidden {
      hands.append((HandOutline(design: style.secondHand, angle: secondAngle), .secondHand))
    }
    let capRole: SceneRole = secondAngle == nil ? .minuteHand : .secondHand
    let cap = SceneElement.disc(center: .center, radius: layout.capRadius, role: capRole)
    // An icon has no shadow: a few pixels of grey would only blur its hands.
    if options.shadow && !style.isIcon {
      // One layer: a renderer draws the run of shadow elements together, so where two hands'
      // shadows overlap it is no darker.
      let offset = ClockScene.shadowOffset
      for (hand, _) in hands { elements += hand.elements(role: .shadow, offset: offset) }
      elements.append(cap.moved(by: offset).recolored(.shadow))
    }
    for (hand, role) in hands { elements += hand.elements(role: role) }
    elements.append(cap)
    if layout.capRadius > 0 {
      elements.append(.disc(center: .center, radius: layout.capRadius * 0.35, role: .face))
    }
    return ClockScene(staticElements: still, movingElements: elements)
  }

  /// A sweeping second hand's angle when it goes round in `turn` seconds and then waits at 12
  /// for the minute to turn, as the Swiss railway clock's does (turn 58.5).
  static func sweep(_ angle: DialAngle, turn: Double) -> DialAngle {
    guard turn < 60 else { return angle }
    let seconds = angle.degrees / 6
    return DialAngle(degrees: min(seconds / turn, 1) * 360)
  }

  /// The elements that are the same at every instant.
  private static func stillElements(layout: DialLayout, options: ClockFaceOptions, timeZone: TimeZone) -> [SceneElement] {
    // The face stops at the middle of the rim, which covers its edge: a face disc reaching
    // the rim's outer edge would show its own anti-aliased edge there as a light fringe.
    var elements: [SceneElement] = [.disc(center: .center, radius: 1 - layout.rimWidth / 2, role: .face)]
    if layout.rimWidth > 0 {
      elements.append(.ring(center: .center, radius: 1 - layout.rimWidth / 2, width: layout.rimWidth, role: .rim))
    }
    let hourTickAngles = Set(layout.hourTicks.map(\.angle))
    let sharesTrack = layout.kind == .twelveHour
    for tick in layout.minuteTicks where !(sharesTrack && hourTickAngles.contains(tick.angle)) {
      elements.append(.segment(from: tick.innerPoint, to: tick.outerPoint, width: tick.width, roundCaps: false, role: .minuteTick))
    }
    for tick in layout.hourTicks {
      elements.append(.segment(from: tick.innerPoint, to: tick.outerPoint, width: tick.width, roundCaps: false, role: .hourTick))
    }
    for numeral in layout.numerals {
      elements.append(.radialText(
        numeral.text, angle: numeral.angle, reach: numeral.reach, size: numeral.fontSize, bold: layout.numeralsBold, role: .numeral))
    }
    if options.label.showsZone {
      elements.append(.text(ZoneTitle.title(for: timeZone), center: DialPoint(x: 0, y: -0.33), size: 0.1, bold: false, role: .label))
    }
    return elements
  }
}
