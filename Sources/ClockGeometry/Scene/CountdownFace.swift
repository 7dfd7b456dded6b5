/// A countdown dial: concentric rings for the share of the whole countdown left and, inside,
/// the minutes and seconds (``CountdownRingSweeps``), an optional caption, and the time left in the padded form
/// (`00:09:15`) in the middle, with an optional smaller note under it (what comes next in a
/// chain of timers). A finished countdown shows full rings and its readout in the
/// ``SceneRole/finished`` colour.
///
/// ```swift
/// let face = CountdownFace(length: timer.length, caption: "Tea")
/// let scene = face.scene(remaining: timer.remaining(at: now))
/// let work = CountdownFace(length: .seconds(1500), caption: "work", note: "next: break 5:00")
/// ```
public struct CountdownFace: Sendable {
  /// Which rings the dial has.
  public let rings: CountdownRingSweeps
  /// The text above the readout, if any.
  public let caption: String?
  /// The smaller text under the readout, if any.
  public let note: String?

  /// The radius of the outermost ring's centre line, in dial radii.
  package static let outerRingRadius = 0.84
  /// How far apart the rings' centre lines are.
  package static let ringSpacing = 0.15
  /// Each ring's width.
  package static let ringWidth = 0.11
  /// The centre of the readout's text.
  package static let readoutCenter = DialPoint(x: 0, y: 0.08)
  /// The centre of the caption's text.
  package static let captionCenter = DialPoint(x: 0, y: -0.2)
  /// The centre of the note's text: as far under the readout as the caption is over it.
  package static let noteCenter = DialPoint(x: 0, y: 0.3)

  private let still: SceneLayers
  /// Texts stay inside the innermost ring.
  private let placement: LabelPlacement

  /// The caption's and the readout's sizes when they fit (em, dial radii).
  static let captionSize = 0.1
  static let readoutSize = 0.16
  static let noteSize = 0.08

  /// The dial for a countdown lasting `length`, with `caption` written above the readout and
  /// `note` under it. They stay inside the innermost ring: a long one is made smaller, and a
  /// caption or note still too long at the smallest size is shortened with "…". In text (one
  /// line under the dial) the note follows the caption, before the readout.
  public init(length: Duration, caption: String? = nil, note: String? = nil) {
    let rings = CountdownRingSweeps(length: length)
    self.rings = rings
    self.caption = caption
    self.note = note
    var elements = SceneLayers()
    elements.append(.face, .disc(center: .center, radius: 1, role: .face))
    for ring in rings.rings {
      elements.append(.track, .ring(center: .center, radius: Self.radius(of: ring, in: rings), width: Self.ringWidth, role: .track))
    }
    let innermost = rings.rings.map { Self.radius(of: $0, in: rings) }.min() ?? Self.outerRingRadius
    placement = LabelPlacement(boundary: innermost - Self.ringWidth / 2)
    if let caption, !caption.isEmpty {
      let label = placement.fitted(DialLabel(
        text: caption, size: Self.captionSize, bold: false, role: .label, preferred: Self.captionCenter, isCaption: true),
        smallest: 0.06)
      elements.append(.caption, label.element(at: label.preferred))
    }
    if let note, !note.isEmpty {
      let label = placement.fitted(DialLabel(
        text: note, size: Self.noteSize, bold: false, role: .label, preferred: Self.noteCenter, isCaption: true),
        smallest: 0.05)
      elements.append(.caption, label.element(at: label.preferred))
    }
    still = elements
  }

  /// The radius of `ring`'s centre line in `rings`: the whole countdown outermost, the finer
  /// readings inside it.
  package static func radius(of ring: CountdownRingSweeps.Ring, in rings: CountdownRingSweeps) -> Double {
    outerRingRadius - Double(rings.rings.firstIndex(of: ring) ?? 0) * ringSpacing
  }

  /// The dial with `remaining` left: an arc per ring from 12 o'clock, and the readout rounded up
  /// to the whole second, so `00:00:00` shows only at the end. With nothing left every ring is
  /// full and green.
  public func scene(remaining: Duration) -> ClockScene {
    let finished = remaining <= .zero
    var moving = SceneLayers()
    for ring in rings.rings {
      let radius = Self.radius(of: ring, in: rings)
      if finished {
        moving.append(.rings, .ring(center: .center, radius: radius, width: Self.ringWidth, role: .finished))
      } else {
        moving.append(.rings, .arc(
          center: .center, radius: radius, width: Self.ringWidth, start: DialAngle(degrees: 0),
          sweep: rings.sweep(of: ring, remaining: remaining), role: Self.role(of: ring)))
      }
    }
    let readout = DurationFormat.padded.string(remaining, rounding: .up)
    let label = placement.fitted(DialLabel(
      text: readout, size: Self.readoutSize, bold: true, role: finished ? .finished : .label,
      preferred: Self.readoutCenter, isCaption: false), smallest: 0.06)
    moving.append(.readout, label.element(at: label.preferred))
    return ClockScene(still: still, moving: moving)
  }

  /// The whole countdown in the style's accent (its second hand's colour: the red of a Time
  /// Timer's disc), the minutes within the hour in the hands' ink, and the seconds, which only
  /// show that it runs, in the labels' quieter colour: the eye goes to what is left.
  private static func role(of ring: CountdownRingSweeps.Ring) -> SceneRole {
    switch ring {
    case .whole: return .secondHand
    case .minutes: return .minuteHand
    case .seconds: return .label
    }
  }
}
