#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One clock face (a zone and a set of options) from which scenes are made, instant after
/// instant: its still part (face, rim, ticks, numerals) is built once and shared by every
/// ``ClockScene`` it makes. The labels (time, zone) are printed under the hands, each in its
/// place or, while the hour or minute hand covers that, in a designed alternative (see
/// ``ClockScene/movingElements``).
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
  public let timeZone: ZoneRules
  /// What the face shows and how.
  public let options: ClockFaceOptions
  /// The layout of the dial.
  public let layout: DialLayout
  /// The style drawn: the options' style, or its icon or small form for a small picture (see
  /// `DialForm`).
  public let style: ClockStyle
  /// The paint this face needs, from ``style``: every renderer colours its scenes with it, so
  /// an icon's toned marks look the same in every format.
  public let look: ClockLook
  /// The still part, shared by every scene of this face.
  private let still: SceneLayers
  /// The zone's name, fitted to its place, and the places it may take, if the options show it.
  private let zonePlaces: [LabelPlacement.Placed]?
  /// The complications drawn, each in its place.
  private let complications: [Complication]
  /// Where they are drawn on this dial.
  let complicationDrawing: ComplicationDrawing
  /// The places of the readout (time, 12-hour time, date), at the size that fits its widest
  /// text, if the options show one; each scene writes its own text into the one it takes.
  private let readoutPlaces: [LabelPlacement.Placed]?
  /// Whether a date readout writes its weekday: not where that would make it too small to read
  /// (``leastReadoutPixels``).
  private let readoutHasWeekday: Bool

  /// Where the time label (or another readout: 12-hour time, date) is printed when the hour
  /// and minute hands leave it free, and its size (em, dial radii).
  static let timeLabelCenter = DialPoint(x: 0, y: 0.33)
  static let timeLabelSize = 0.11
  /// The size and weight of each readout. The longer ones are written smaller and regular, so
  /// that their boxes stay about as wide as the time's and find a free place as often; but on a
  /// picture of known pixels never under ``leastReadoutPixels`` an em (a 256 px dial would
  /// write the date 8 px high, its digits 6), as far as the place's width allows.
  static func readoutFont(_ label: ClockFaceOptions.Label, pixels: DialPixels?) -> (size: Double, bold: Bool) {
    let least = pixels?.radii(leastReadoutPixels) ?? 0
    switch label {
    case .twelveHour: return (min(max(0.09, least), timeLabelSize), false)
    case .date: return (min(max(0.07, least), timeLabelSize), false)
    case .none, .time, .zone, .both: return (timeLabelSize, true)
    }
  }

  /// The least em of a long readout (date, 12-hour time) on a picture, in pixels: DejaVu's
  /// digits are then 8 px high.
  static let leastReadoutPixels = 11.0

  /// Where the zone label goes when no hand is in the way, and its size.
  static let zoneLabelCenter = DialPoint(x: 0, y: -0.33)
  static let zoneLabelSize = 0.1

  /// The face for `options` in `timeZone`, its still part built.
  public init(timeZone: ZoneRules, options: ClockFaceOptions = ClockFaceOptions()) {
    self.timeZone = timeZone
    self.options = options
    let style = options.drawnStyle
    self.style = style
    look = ClockLook(style: style)
    let numerals = style.isIcon ? NumeralStyle.none : options.numerals
    let layout = DialLayout(kind: options.dial, numerals: numerals, style: style)
    self.layout = layout
    still = Self.stillElements(layout: layout)
    // Only the full dial carries complications: an icon's or a small dial's few pixels could
    // not show them.
    complications = style.form == .full ? options.complications : []
    complicationDrawing = ComplicationDrawing(layout: layout, carrying: complications)
    let placement = LabelPlacement(layout: layout, hands: [style.hourHand, style.minuteHand, style.secondHand])
      .avoiding(complications.flatMap(complicationDrawing.inks(of:)))
    zonePlaces = options.label.showsZone || options.namesZone ? placement.places(for: placement.fitted(DialLabel(
      text: ZoneTitle.title(for: timeZone), size: Self.zoneLabelSize, bold: false, role: .label,
      preferred: Self.zoneLabelCenter, isCaption: true), smallest: 0.07)) : nil
    let withSeconds = options.secondHand != .hidden
    let pixels = options.pixelSide.map(DialPixels.init(side:))
    let (size, bold) = Self.readoutFont(options.label, pixels: pixels)
    func fitted(_ widest: String) -> DialLabel {
      placement.fitted(DialLabel(text: widest, size: size, bold: bold, role: .label, preferred: Self.timeLabelCenter, isCaption: false), smallest: 0.07)
    }
    var readout = Self.readoutTemplate(options.label, withSeconds: withSeconds, weekday: true).map(fitted)
    // A date too long to be written readably on this picture drops its weekday.
    if options.label == .date, let pixels, let full = readout, full.size * pixels.perRadius < Self.leastReadoutPixels - 1e-9 {
      readout = Self.readoutTemplate(options.label, withSeconds: withSeconds, weekday: false).map(fitted)
      readoutHasWeekday = false
    } else {
      readoutHasWeekday = true
    }
    readoutPlaces = readout.map(placement.places(for:))
  }

  /// The widest text `label` writes (every digit is as wide as the widest: readouts are set in
  /// tabular figures), which its size is fitted to once; nil for no readout.
  static func readoutTemplate(_ label: ClockFaceOptions.Label, withSeconds: Bool, weekday: Bool) -> String? {
    // 22:00 on Wednesday 2000-12-27: a two-digit hour on both clocks, the widest weekday.
    let widest = LocalTime(year: 2000, month: 12, day: 27, secondOfDay: 22 * 3600, fraction: 0, utcOffsetSeconds: 0)
    return ClockScene.readout(label, widest, withSeconds: withSeconds, weekday: weekday)
  }

  /// The scene for the wall-clock reading `time`: the shared still part, then the labels in the
  /// places the hour and minute hands leave free this minute, one shadow
  /// layer for all the hands and the cap, the hands and the cap.
  public func scene(at time: LocalTime) -> ClockScene {
    let angles = HandAngles(time)

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
    let secondsIntoDay = Double(time.hour * 3600 + time.minute * 60) + time.secondWithFraction
    // An icon's cap is its accent dot (ClockStyle.icon(side:)), in the second hand's colour.
    let capRole: SceneRole = secondAngle == nil && !style.isIcon ? .minuteHand : .secondHand
    let cap = SceneElement.disc(center: .center, radius: layout.capRadius, role: capRole)
    func part(_ hand: HandOutline, _ role: SceneRole) -> SceneHand {
      SceneHand(SceneHand.Kind(role), angle: hand.angle, motion: handMotion(role, secondsIntoDay: secondsIntoDay))
    }
    var drawn = SceneLayers()
    // The second zone's hand goes under the others, with its shadow, as on a GMT watch.
    let secondZoneHand = complicationDrawing.secondZone.map { scale in
      let reading = LocalTime(time.date, in: options.secondZone)
      let angle = SecondZoneScale.angle(secondOfDay: reading.secondOfDay)
      let motion = HandMotion(period: 86_400, steps: nil, elapsed: HandMotion.elapsed(secondsIntoDay: reading.secondOfDay, period: 86_400))
      return (SceneHand(.gmt, angle: angle, motion: motion), scale.hand(at: angle))
    }
    // An icon has no shadow: a few pixels of grey would only blur its hands.
    if options.shadow && !style.isIcon {
      // Consecutive shadow layers: a renderer draws them together, so where two hands'
      // shadows overlap it is no darker.
      let offset = ClockScene.shadowOffset
      if let (hand, elements) = secondZoneHand {
        drawn.append(.shadow(of: hand, offset: offset), elements.map { $0.moved(by: offset).recolored(.shadow) })
      }
      for (hand, role) in hands {
        drawn.append(.shadow(of: part(hand, role), offset: offset), hand.elements(role: .shadow, offset: offset))
      }
      drawn.append(.shadow(of: nil, offset: offset), cap.moved(by: offset).recolored(.shadow))
    }
    if let (hand, elements) = secondZoneHand { drawn.append(.hand(hand), elements) }
    for (hand, role) in hands { hand.append(as: part(hand, role), role: role, to: &drawn) }
    drawn.append(.cap, cap)
    if layout.capRadius > 0 && !style.isIcon {
      drawn.append(.cap, .disc(center: .center, radius: layout.capRadius * 0.35, role: .face))
    }
    // Each label's places were worked out with the face, for its widest text; this instant's
    // text takes the place chosen for them.
    var candidates: [[LabelPlacement.Placed]] = []
    if let zonePlaces { candidates.append(zonePlaces) }
    let readout = ClockScene.readout(options.label, time, withSeconds: options.secondHand != .hidden, weekday: readoutHasWeekday)
    if let readoutPlaces, readout != nil { candidates.append(readoutPlaces) }
    var placed = options.labelsStayInPlace || candidates.isEmpty
      ? candidates.compactMap(\.first)
      : LabelPlacement.place(candidates, covering: handsCovering(minuteOf: time))
    if let readout, readoutPlaces != nil, !placed.isEmpty { placed[placed.count - 1].label.text = readout }
    let labelled = placed.isEmpty ? drawn : LabelPlacement.layers(placed, under: drawn)
    // No complications (a terminal clock's every second): the layers as they are, not copied.
    guard !complications.isEmpty else { return ClockScene(still: still, moving: labelled) }
    var moving = SceneLayers()
    for complication in complications {
      moving.append(.complication, complicationDrawing.elements(complication, at: time), joiningTheLast: false)
    }
    for layer in labelled.layers { moving.append(layer.part, layer.elements, joiningTheLast: false) }
    return ClockScene(still: still, moving: moving)
  }

  /// The ink of the hour and minute hands (with their shadows, and the cap) at the start and
  /// at the end of `time`'s minute: what a label keeps clear of for the whole minute, so that
  /// it moves at most once a minute and never for the second hand.
  func handsCovering(minuteOf time: LocalTime) -> [InkShape] {
    let start = HandAngles(hour: time.hour, minute: time.minute, second: 0)
    // A jumping minute hand stays at the minute's start until the minute ends.
    let ends = options.minuteHand == .jumping ? [start] : [start, HandAngles(hour: time.hour, minute: time.minute, second: 60)]
    var elements: [SceneElement] = [.disc(center: .center, radius: layout.capRadius, role: .minuteHand)]
    for angles in ends {
      elements += HandOutline(design: style.hourHand, angle: layout.hourAngle(angles)).elements(role: .hourHand)
      elements += HandOutline(design: style.minuteHand, angle: angles.minute).elements(role: .minuteHand)
    }
    if options.shadow && !style.isIcon {
      elements += elements.map { $0.moved(by: ClockScene.shadowOffset) }
    }
    return elements.compactMap(InkShape.init)
  }

  /// How `hand` goes on turning from a reading `secondsIntoDay` seconds after local midnight:
  /// the same angles as the scene's at every later instant until the zone's offset changes
  /// (see ``HandMotion``); nil for a hand this face does not show. (No dictionary: a scene is
  /// made for every terminal frame.)
  func handMotion(_ hand: SceneRole, secondsIntoDay: Double) -> HandMotion? {
    let jumps = options.minuteHand == .jumping
    func motion(_ period: Int, steps: Int?, turnShare: Double = 1) -> HandMotion {
      HandMotion(period: period, steps: steps, turnShare: turnShare, elapsed: HandMotion.elapsed(secondsIntoDay: secondsIntoDay, period: period))
    }
    switch hand {
    case .hourHand:
      let period = layout.kind == .twelveHour ? 43_200 : 86_400
      return motion(period, steps: jumps ? period / 60 : nil)
    case .minuteHand:
      return motion(3600, steps: jumps ? 60 : nil)
    case .secondHand:
      switch options.secondHand {
      case .hidden: return nil
      case .ticking: return motion(60, steps: 60)
      case .sweeping: return motion(60, steps: nil, turnShare: min(style.secondHandTurn / 60, 1))
      }
    default:
      return nil
    }
  }

  /// A sweeping second hand's angle when it goes round in `turn` seconds and then waits at 12
  /// for the minute to turn, as the Swiss railway clock's does (turn 58.5).
  static func sweep(_ angle: DialAngle, turn: Double) -> DialAngle {
    guard turn < 60 else { return angle }
    let seconds = angle.degrees / 6
    return DialAngle(degrees: min(seconds / turn, 1) * 360)
  }

  /// The elements that are the same at every instant.
  private static func stillElements(layout: DialLayout) -> SceneLayers {
    // The face stops at the middle of the rim, which covers its edge: a face disc reaching
    // the rim's outer edge would show its own anti-aliased edge there as a light fringe.
    var elements = SceneLayers()
    elements.append(.face, .disc(center: .center, radius: 1 - layout.rimWidth / 2, role: .face))
    if layout.rimWidth > 0 {
      elements.append(.rim, .ring(center: .center, radius: 1 - layout.rimWidth / 2, width: layout.rimWidth, role: .rim))
    }
    elements.append(.minorTicks, layout.rails)
    let hourTickAngles = Set(layout.hourTicks.map(\.angle))
    let sharesTrack = layout.kind == .twelveHour
    for tick in layout.minuteTicks where !(sharesTrack && hourTickAngles.contains(tick.angle)) {
      elements.append(.minorTicks, .segment(from: tick.innerPoint, to: tick.outerPoint, width: tick.width, roundCaps: false, role: .minuteTick))
    }
    for tick in layout.hourTicks {
      elements.append(.majorTicks, .segment(from: tick.innerPoint, to: tick.outerPoint, width: tick.width, roundCaps: false, role: .hourTick))
    }
    elements.append(.numerals, layout.twelveMarker)
    for numeral in layout.numerals {
      elements.append(.numerals, .radialText(
        numeral.text, angle: numeral.angle, reach: numeral.reach, size: numeral.fontSize, bold: layout.numeralsBold, role: .numeral))
    }
    return elements
  }
}
