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
  /// The still part, shared by every scene of this face.
  private let still: [SceneElement]

  /// The face for `options` in `timeZone`, its still part built.
  public init(timeZone: TimeZone, options: ClockFaceOptions = ClockFaceOptions()) {
    self.timeZone = timeZone
    self.options = options
    let layout = DialLayout(kind: options.dial, numerals: options.numerals)
    self.layout = layout
    still = Self.stillElements(layout: layout, options: options, timeZone: timeZone)
  }

  /// The scene for the wall-clock reading `time`: the shared still part, then the time label,
  /// shadows, hands and cap.
  public func scene(at time: LocalTime) -> ClockScene {
    let angles = HandAngles(time)
    var elements: [SceneElement] = []
    elements.reserveCapacity(12)
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
    case .sweeping: secondAngle = angles.secondSweep
    }
    let hourAngle = layout.hourAngle(minuteAngles)
    if options.shadow {
      shadow(of: layout.hourHand, at: hourAngle, into: &elements)
      shadow(of: layout.minuteHand, at: minuteAngles.minute, into: &elements)
      if let secondAngle { shadow(of: layout.secondHand, at: secondAngle, into: &elements) }
    }
    hand(layout.hourHand, at: hourAngle, role: .hourHand, into: &elements)
    hand(layout.minuteHand, at: minuteAngles.minute, role: .minuteHand, into: &elements)
    if let secondAngle {
      let shape = layout.secondHand
      hand(shape, at: secondAngle, role: .secondHand, into: &elements)
      // A counterweight on the tail, as on station clocks: it makes the second hand readable
      // from across a room.
      elements.append(.disc(center: secondAngle.point(atRadius: -shape.tail * 0.6), radius: shape.width * 2.2, role: .secondHand))
    }
    let capRole: SceneRole = secondAngle == nil ? .minuteHand : .secondHand
    elements.append(.disc(center: .center, radius: layout.capRadius, role: capRole))
    elements.append(.disc(center: .center, radius: layout.capRadius * 0.35, role: .face))
    return ClockScene(staticElements: still, movingElements: elements)
  }

  private func hand(_ shape: HandShape, at angle: DialAngle, role: SceneRole, into elements: inout [SceneElement]) {
    elements.append(.segment(from: shape.tailEnd(at: angle), to: shape.tip(at: angle), width: shape.width, roundCaps: true, role: role))
  }

  private func shadow(of shape: HandShape, at angle: DialAngle, into elements: inout [SceneElement]) {
    elements.append(.segment(
      from: Self.offset(shape.tailEnd(at: angle)), to: Self.offset(shape.tip(at: angle)),
      width: shape.width, roundCaps: true, role: .shadow))
  }

  private static func offset(_ point: DialPoint) -> DialPoint {
    DialPoint(x: point.x + ClockScene.shadowOffset.x, y: point.y + ClockScene.shadowOffset.y)
  }

  /// The elements that are the same at every instant.
  private static func stillElements(layout: DialLayout, options: ClockFaceOptions, timeZone: TimeZone) -> [SceneElement] {
    var elements: [SceneElement] = [
      .disc(center: .center, radius: 1, role: .face),
      .ring(center: .center, radius: 1 - layout.rimWidth / 2, width: layout.rimWidth, role: .rim),
    ]
    let hourTickAngles = Set(layout.hourTicks.map(\.angle))
    for tick in layout.minuteTicks where !hourTickAngles.contains(tick.angle) {
      elements.append(.segment(from: tick.innerPoint, to: tick.outerPoint, width: tick.width, roundCaps: false, role: .minuteTick))
    }
    for tick in layout.hourTicks {
      elements.append(.segment(from: tick.innerPoint, to: tick.outerPoint, width: tick.width, roundCaps: false, role: .hourTick))
    }
    for numeral in layout.numerals {
      elements.append(.text(numeral.text, center: numeral.center, size: numeral.fontSize, bold: false, role: .numeral))
    }
    if options.label.showsZone {
      elements.append(.text(ZoneTitle.title(for: timeZone), center: DialPoint(x: 0, y: -0.33), size: 0.1, bold: false, role: .label))
    }
    return elements
  }
}
