/// A countdown dial, in one of two kinds (``CountdownDialKind``):
///
/// - ``CountdownDialKind/rings``: concentric rings for the share of the whole countdown left
///   and, inside, the minutes and seconds (``CountdownRingSweeps``), with a tick every 5 minutes
///   of the countdown around the outer ring;
/// - ``CountdownDialKind/disc``: the time left as a sector in the style's accent on a minute
///   scale (``CountdownDiscScale``), as on a Time Timer, around a hub that holds the texts.
///
/// Either has an optional caption, the time left in the padded form (`00:09:15`) and an
/// optional smaller note (what comes next in a chain of timers). A finished countdown fills
/// the whole face in the ``SceneRole/finished`` colour with a check mark and "done" in the
/// face's colour: a change of shape and words, not only of colour.
///
/// The face follows the size it is drawn at (`pixelSide`, as clocks do: `DialForm`): under
/// 72 px an icon (the outer ring or the disc alone, no texts, no scale), under 160 px a small
/// form (the disc's long ticks only, its numerals at the quarters, its texts larger), and the
/// full dial above.
///
/// ```swift
/// let face = CountdownFace(length: timer.length, caption: "Tea")
/// let scene = face.scene(remaining: timer.remaining(at: now))
/// let work = CountdownFace(length: .seconds(1500), caption: "work", note: "next: break 5:00")
/// let disc = CountdownFace(length: .seconds(1500), kind: .disc, pixelSide: 48)   // an icon
/// ```
public struct CountdownFace: Sendable {
  /// Which rings the dial has (the rings kind draws them).
  public let rings: CountdownRingSweeps
  /// The minute scale (the disc kind draws it).
  public let scale: CountdownDiscScale
  /// How the time left is shown.
  public let kind: CountdownDialKind
  /// The text above the readout, if any.
  public let caption: String?
  /// The smaller text under the readout, if any.
  public let note: String?
  /// The rung of the size ladder the face is drawn in.
  package let form: DialForm

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

  let still: SceneLayers
  /// The caption and note as they show while the countdown runs.
  let runningTexts: [DialLabel]
  /// The readout's place and size, fitted for its widest text.
  let readoutLabel: DialLabel?

  /// The caption's and the readout's sizes when they fit (em, dial radii).
  static let captionSize = 0.1
  static let readoutSize = 0.16
  static let noteSize = 0.08

  /// The dial for a countdown lasting `length`, drawn as `kind`, with `caption` written above
  /// the readout and `note` under it, for a picture `pixelSide` pixels square (nil: a terminal
  /// or a page, the full dial). The texts stay inside the innermost ring (the disc's hub): a
  /// long one is made smaller, and a caption or note still too long at the smallest size is
  /// shortened with "…". In text (one line under the dial) the note follows the caption,
  /// before the readout.
  public init(length: Duration, caption: String? = nil, note: String? = nil, kind: CountdownDialKind = .rings, pixelSide: Int? = nil) {
    let rings = CountdownRingSweeps(length: length)
    self.rings = rings
    scale = CountdownDiscScale(length: length)
    self.kind = kind
    self.caption = caption
    self.note = note
    form = DialForm(timerSide: pixelSide)
    var elements = SceneLayers()
    elements.append(.face, .disc(center: .center, radius: 1, role: .face))
    let boundary: Double
    switch kind {
    case .rings:
      for ring in rings.rings where form != .icon || ring == .whole {
        elements.append(.track, .ring(center: .center, radius: Self.radius(of: ring, in: rings), width: Self.ringWidth, role: .track))
      }
      if form != .icon { elements.append(.majorTicks, Self.ringTicks(length: length)) }
      let innermost = rings.rings.map { Self.radius(of: $0, in: rings) }.min() ?? Self.outerRingRadius
      boundary = innermost - Self.ringWidth / 2
    case .disc:
      // The rim bounds the scale where the face is the backdrop's colour (one bit, light).
      let rimWidth = form == .icon ? Self.iconRimWidth : Self.rimWidth
      elements.append(.rim, .ring(center: .center, radius: 1 - rimWidth / 2 - 0.02, width: rimWidth, role: .rim))
      Self.appendScale(scale, form: form, to: &elements)
      boundary = Self.hubRadius
    }
    still = elements
    let placement = LabelPlacement(boundary: boundary)
    let readoutCenter = kind == .disc ? Self.hubReadoutCenter : Self.readoutCenter
    // The small disc's hub texts are set larger (and fitted to the hub): at the hub's scale
    // a caption would be 5 px high.
    let scaled = kind == .disc && form == .full ? Self.hubTextScale : 1
    var texts: [DialLabel] = []
    if form != .icon, let caption, !caption.isEmpty {
      let center = kind == .disc ? DialPoint(x: 0, y: readoutCenter.y - 0.15) : Self.captionCenter
      texts.append(placement.fitted(
        DialLabel(text: caption, size: Self.captionSize * scaled, bold: false, role: .label, preferred: center, isCaption: true),
        smallest: 0.06 * scaled))
    }
    if form != .icon, let note, !note.isEmpty {
      let center = kind == .disc ? DialPoint(x: 0, y: readoutCenter.y + 0.14) : Self.noteCenter
      texts.append(placement.fitted(
        DialLabel(text: note, size: Self.noteSize * scaled, bold: false, role: .label, preferred: center, isCaption: true),
        smallest: 0.05 * scaled))
    }
    runningTexts = texts
    // Fitted once for the widest readout the timer shows (its start, rounded up).
    readoutLabel = form == .icon ? nil : placement.fitted(
      DialLabel(
        text: DurationFormat.padded.string(length, rounding: .up), size: Self.readoutSize * scaled, bold: true, role: .label,
        preferred: readoutCenter, isCaption: false),
      smallest: 0.06 * scaled)
  }

  /// The radius of `ring`'s centre line in `rings`: the whole countdown outermost, the finer
  /// readings inside it.
  package static func radius(of ring: CountdownRingSweeps.Ring, in rings: CountdownRingSweeps) -> Double {
    outerRingRadius - Double(rings.rings.firstIndex(of: ring) ?? 0) * ringSpacing
  }

  /// The dial with `remaining` left: an arc per ring from 12 o'clock, or the disc's sector
  /// ending at 12; the readout rounded up to the whole second, so the last second reads
  /// `00:00:01`. With nothing left, the done face (see ``CountdownFace``).
  public func scene(remaining: Duration) -> ClockScene {
    guard remaining > .zero else { return ClockScene(still: still, moving: doneLayers()) }
    var moving = SceneLayers()
    switch kind {
    case .rings:
      for ring in rings.rings where form != .icon || ring == .whole {
        moving.append(.rings, .arc(
          center: .center, radius: Self.radius(of: ring, in: rings), width: Self.ringWidth, start: DialAngle(degrees: 0),
          sweep: rings.sweep(of: ring, remaining: remaining), role: Self.role(of: ring)))
      }
    case .disc:
      let sweep = scale.sweep(remaining: remaining)
      let (inner, outer) = form == .icon ? (0, Self.iconSectorRadius) : (Self.hubRadius, Self.sectorRadius)
      moving.append(.rings, Self.sector(inner: inner, outer: outer, sweep: sweep, role: .secondHand))
    }
    for label in runningTexts { moving.append(.caption, label.element(at: label.preferred)) }
    if var readout = readoutLabel {
      readout.text = DurationFormat.padded.string(remaining, rounding: .up)
      moving.append(.readout, readout.element(at: readout.preferred))
    }
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
