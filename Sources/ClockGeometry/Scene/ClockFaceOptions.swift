/// The choices that shape a clock face, shared by every renderer (pictures, terminal, frames).
public struct ClockFaceOptions: Sendable, Hashable {
  /// How the second hand moves, if it is shown.
  public enum SecondHand: String, Sendable, Hashable, CaseIterable {
    /// No second hand.
    case hidden
    /// Jumps once a second (6° steps).
    case ticking
    /// Moves smoothly, fraction of the second included.
    case sweeping
  }

  /// What is written inside the face besides the numerals: one choice.
  ///
  /// The readouts (time, 12-hour time, date) go below the centre, the zone above it; each moves
  /// where no hand covers it. Every readout comes from the same reading as the hands, and the
  /// times leave out the seconds when the second hand is hidden.
  public enum Label: String, Sendable, Hashable, CaseIterable {
    /// Nothing.
    case none
    /// The digital time, 24-hour: `22:09:37` (`22:09` without a second hand).
    case time
    /// The zone's city (or UTC, or the offset), above the centre.
    case zone
    /// Both: the time and the zone.
    case both
    /// The local date and its weekday, ISO 8601 with English abbreviations: `2026-11-23 Mon`.
    case date
    /// The digital time, 12-hour with AM or PM: `10:09:37 PM`, `12:00:00 AM` at midnight
    /// (`10:09 PM` without a second hand).
    case twelveHour = "12h"

    /// Whether the digital time (24-hour) is shown.
    public var showsTime: Bool { self == .time || self == .both }
    /// Whether the zone is shown.
    public var showsZone: Bool { self == .zone || self == .both }
  }

  /// How the hour and minute hands move.
  public enum MinuteHand: String, Sendable, Hashable, CaseIterable {
    /// Continuously, with the seconds (a minute hand at 6·m + 0.1·s).
    case gliding
    /// Once a minute, as on a station clock: both hands stand at the whole minute. The
    /// `station` style asks for this; the terminal uses it for every style, since its cells
    /// cannot show a tenth of a degree and would only flicker between neighbours.
    case jumping
  }

  /// The look: dial, hands, typeface and colours; also where ``numerals`` and ``shadow``
  /// come from unless they are set.
  public var style: ClockStyle
  /// 12- or 24-hour dial.
  public var dial: DialKind
  /// How the hours are written: the style's (`style.dial.numerals`) until set, so a face that
  /// changes its style follows it.
  public var numerals: NumeralStyle {
    get { numeralsSet ?? style.dial.numerals }
    set { numeralsSet = newValue }
  }
  /// The second hand.
  public var secondHand: SecondHand
  /// Text inside the face.
  public var label: Label
  /// Whether the face writes its zone's name whatever ``label`` says: a world clock in the
  /// terminal sets it, so that each clock says which it is beside its readout (`Tokyo
  /// 2026-11-23 Mon`). False by default.
  public var namesZone = false
  /// The complications drawn: the style's (`style.complications`) until set.
  public var complications: [Complication] {
    get { complicationsSet ?? style.complications }
    set { complicationsSet = newValue }
  }
  /// The zone the second-zone hand shows, if ``complications`` has ``Complication/gmt``: UTC
  /// until set, the "GMT" of a GMT watch.
  public var secondZone: ZoneRules = .utc
  /// Whether every label stays in its own place whatever the hands do: for pictures whose
  /// hands run on after they are made (an animated SVG, the HTML page), where a place chosen
  /// for the first minute would be wrong a minute later. False by default: a label moves to
  /// its designed alternative while the hour or minute hand covers its place.
  public var labelsStayInPlace = false
  /// Whether the hands cast a soft shadow: the style's (`style.shadow`) until set.
  public var shadow: Bool {
    get { shadowSet ?? style.shadow }
    set { shadowSet = newValue }
  }
  /// How the hour and minute hands move: the style's (`style.minuteHandMotion`: jumping for
  /// `station`, gliding for the others) until set.
  public var minuteHand: MinuteHand {
    get { minuteHandSet ?? style.minuteHandMotion }
    set { minuteHandSet = newValue }
  }

  /// The side of the picture in pixels, when the face is drawn that small that it matters:
  /// below 72 px the face is drawn as an icon (see `ClockStyle.icon(side:)`), and from there
  /// until the style's numerals would be 11 px high in its small form (quarter numerals, no
  /// minute track, heavier strokes; see `DialForm`). Nil draws the style as it is.
  public var pixelSide: Int?

  /// ``numerals``, ``shadow`` and ``minuteHand`` as set, nil where the style decides: the
  /// style is their one source of truth until they are set.
  private var numeralsSet: NumeralStyle?
  private var shadowSet: Bool?
  private var minuteHandSet: MinuteHand?
  private var complicationsSet: [Complication]?

  /// The style as a face with these options draws it: ``style``, or its icon or small form
  /// for ``pixelSide`` (see `ClockStyle.forPicture(side:)`).
  package var drawnStyle: ClockStyle { style.forPicture(side: pixelSide) }

  /// The paint a face with these options needs: the drawn style's colours (the icon form's,
  /// toned, for a small picture) and typeface, with no background of its own. The same as
  /// ``ClockFace/look``.
  public var look: ClockLook { ClockLook(style: drawnStyle) }


  /// A face in `style` (``ClockStyle/classic`` by default: Arabic numerals and a shadow); by
  /// default a 12-hour dial, a ticking second hand, no label, and hour and minute hands that
  /// move as the style's do (`minuteHand` nil: gliding, or jumping once a minute for
  /// `station`). The numerals and the shadow are the style's: set ``numerals`` or ``shadow``
  /// afterwards to override them. (They are no parameters here: an optional `numerals:` would
  /// read `.none` as "the style's", not as ``NumeralStyle/none``.)
  ///
  /// ```swift
  /// var options = ClockFaceOptions(style: .classic, label: .time)  // with the digital time
  /// options.numerals = .roman                                      // Roman hours instead
  /// options.shadow = false
  /// ```
  public init(
    style: ClockStyle = .classic, dial: DialKind = .twelveHour, secondHand: SecondHand = .ticking, label: Label = .none,
    minuteHand: MinuteHand? = nil, pixelSide: Int? = nil
  ) {
    self.style = style
    self.dial = dial
    self.secondHand = secondHand
    self.label = label
    minuteHandSet = minuteHand
    self.pixelSide = pixelSide
  }
}

extension ClockFaceOptions {
  /// Equal when every choice in effect is: a numeral style or shadow set to what the style
  /// gives is the same face as one left to the style.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.style == rhs.style && lhs.dial == rhs.dial && lhs.numerals == rhs.numerals && lhs.secondHand == rhs.secondHand
      && lhs.label == rhs.label && lhs.namesZone == rhs.namesZone && lhs.shadow == rhs.shadow
      && lhs.minuteHand == rhs.minuteHand && lhs.pixelSide == rhs.pixelSide
  }

  /// Hashes the choices in effect, as `==` compares them.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(style)
    hasher.combine(dial)
    hasher.combine(numerals)
    hasher.combine(secondHand)
    hasher.combine(label)
    hasher.combine(namesZone)
    hasher.combine(shadow)
    hasher.combine(minuteHand)
    hasher.combine(pixelSide)
  }
}
