import Foundation

/// A clock face at one instant, as an ordered list of primitives in unit dial space.
///
/// The scene is where time becomes geometry for every renderer: Cairo pictures, terminal text,
/// and tools that draw for themselves. Elements are in painting order (face first, the cap over
/// the pivot last); nothing in a renderer computes time.
///
/// ```swift
/// let time = LocalTime(Date(), in: .current)
/// let scene = ClockScene(time: time, timeZone: .current, options: ClockFaceOptions(label: .time))
/// for element in scene.elements { draw(element, colour: ClockTheme.light.color(for: element.role)) }
/// ```
public struct ClockScene: Sendable, Hashable {
  /// The leading elements that do not depend on the instant: the face, rim, ticks, numerals and
  /// the zone label, the same for every scene with these options and this zone (and shared
  /// between them). Renderers that draw many instants (a live clock, a timeline of frames) draw
  /// these once and reuse them.
  public var staticElements: ArraySlice<SceneElement> { still[...] }
  /// The elements that move with time: the time label, shadows, hands and the cap, in order.
  public var movingElements: ArraySlice<SceneElement> { moving[...] }
  /// All the primitives, in painting order: ``staticElements`` then ``movingElements``.
  ///
  /// Made on each call; a renderer that draws every frame iterates the two parts instead.
  public var elements: [SceneElement] { still + moving }
  /// The layout the scene was built from.
  public let layout: DialLayout
  /// The hand angles it shows.
  public let angles: HandAngles
  /// How many leading ``elements`` are ``staticElements``.
  public var staticElementCount: Int { still.count }

  // Kept apart so that a scene made every second shares the still part (from a per-process
  // cache) instead of copying it: half of a terminal frame's cost was building and copying it.
  private let still: [SceneElement]
  private let moving: [SceneElement]

  /// How far the shadow falls from the hands, in dial radii (down and to the right, as from a
  /// light above the top-left).
  public static let shadowOffset = DialPoint(x: 0.012, y: 0.022)

  /// Builds the face for a wall-clock reading in `timeZone` (used only for the zone label).
  public init(time: LocalTime, timeZone: TimeZone, options: ClockFaceOptions = ClockFaceOptions()) {
    let still = StillFaceCache.entry(for: options, in: timeZone) {
      Self.stillFace(options: options, timeZone: timeZone)
    }
    let layout = still.layout
    let angles = HandAngles(time)
    self.layout = layout
    self.angles = angles
    var elements: [SceneElement] = []
    elements.reserveCapacity(12)
    if options.label.showsTime {
      let text = Self.digitalTime(time, withSeconds: options.secondHand != .hidden)
      elements.append(.text(text, center: DialPoint(x: 0, y: 0.33), size: 0.11, bold: true, role: .label))
    }

    let minuteAngles = options.minuteHand == .jumping
      ? HandAngles(hour: time.hour, minute: time.minute, second: 0) : angles
    var hands: [(HandShape, DialAngle, SceneRole)] = [
      (layout.hourHand, layout.hourAngle(minuteAngles), .hourHand),
      (layout.minuteHand, minuteAngles.minute, .minuteHand),
    ]
    switch options.secondHand {
    case .hidden: break
    case .ticking: hands.append((layout.secondHand, angles.second, .secondHand))
    case .sweeping: hands.append((layout.secondHand, angles.secondSweep, .secondHand))
    }
    if options.shadow {
      for (shape, angle, _) in hands {
        elements.append(.segment(
          from: Self.offset(shape.tailEnd(at: angle)), to: Self.offset(shape.tip(at: angle)),
          width: shape.width, roundCaps: true, role: .shadow))
      }
    }
    for (shape, angle, role) in hands {
      elements.append(.segment(from: shape.tailEnd(at: angle), to: shape.tip(at: angle), width: shape.width, roundCaps: true, role: role))
      if role == .secondHand {
        // A counterweight on the tail, as on station clocks: it makes the second hand readable
        // from across a room.
        elements.append(.disc(center: angle.point(atRadius: -shape.tail * 0.6), radius: shape.width * 2.2, role: .secondHand))
      }
    }
    let capRole: SceneRole = options.secondHand == .hidden ? .minuteHand : .secondHand
    elements.append(.disc(center: .center, radius: layout.capRadius, role: capRole))
    elements.append(.disc(center: .center, radius: layout.capRadius * 0.35, role: .face))
    self.still = still.elements
    moving = elements
  }

  /// The elements that are the same at every instant, and the layout they come from.
  private static func stillFace(options: ClockFaceOptions, timeZone: TimeZone) -> StillFaceCache.Entry {
    let layout = DialLayout(kind: options.dial, numerals: options.numerals)
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
    return StillFaceCache.Entry(layout: layout, elements: elements)
  }

  /// `HH:MM:SS` (or `HH:MM`) from the same reading as the hands, so the text never shows a
  /// different second from the second hand.
  public static func digitalTime(_ time: LocalTime, withSeconds: Bool) -> String {
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let base = two(time.hour) + ":" + two(time.minute)
    return withSeconds ? base + ":" + two(time.second) : base
  }

  private static func offset(_ point: DialPoint) -> DialPoint {
    DialPoint(x: point.x + shadowOffset.x, y: point.y + shadowOffset.y)
  }
}
