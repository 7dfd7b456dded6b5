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
    /// terminal uses this, since its cells cannot show a tenth of a degree and would only
    /// flicker between neighbours.
    case jumping
  }

  /// The look: dial, hands, typeface and colours.
  public var style: ClockStyle
  /// 12- or 24-hour dial.
  public var dial: DialKind
  /// How the hours are written.
  public var numerals: NumeralStyle
  /// The second hand.
  public var secondHand: SecondHand
  /// Text inside the face.
  public var label: Label
  /// Whether the face writes its zone's name whatever ``label`` says: a world clock in the
  /// terminal sets it, so that each clock says which it is beside its readout (`Tokyo
  /// 2026-11-23 Mon`). False by default.
  public var namesZone = false
  /// Whether the hands cast a soft shadow.
  public var shadow: Bool
  /// How the hour and minute hands move.
  public var minuteHand: MinuteHand

  /// The side of the picture in pixels, when the face is drawn that small that it matters:
  /// below `ClockStyle.iconThreshold` the face is drawn as an icon (see
  /// `ClockStyle.icon(side:)`). Nil draws the style as it is.
  public var pixelSide: Int?

  /// The style as a face with these options draws it: ``style``, or its icon form when
  /// ``pixelSide`` is below `ClockStyle.iconThreshold`.
  package var drawnStyle: ClockStyle { style.forPicture(side: pixelSide) }

  /// The paint a face with these options needs: the drawn style's colours (the icon form's,
  /// toned, for a small picture) and typeface, with no background of its own. The same as
  /// ``ClockFace/look``.
  public var look: ClockLook { ClockLook(style: drawnStyle) }

  /// The ``ClockStyle/classic`` style: by default a 12-hour dial with Arabic numerals, a
  /// ticking second hand, no label, a shadow, and gliding hour and minute hands.
  public init(
    dial: DialKind = .twelveHour, numerals: NumeralStyle = .arabic,
    secondHand: SecondHand = .ticking, label: Label = .none, shadow: Bool = true,
    minuteHand: MinuteHand = .gliding
  ) {
    self.init(style: .classic, dial: dial, secondHand: secondHand, label: label, minuteHand: minuteHand)
    self.numerals = numerals
    self.shadow = shadow
  }

  /// `style` with its own numerals and shadow (change ``numerals`` and ``shadow`` afterwards
  /// to override them), for a picture `pixelSide` pixels square if that is known.
  public init(
    style: ClockStyle, dial: DialKind = .twelveHour, secondHand: SecondHand = .ticking, label: Label = .none,
    minuteHand: MinuteHand = .gliding, pixelSide: Int? = nil
  ) {
    self.style = style
    self.dial = dial
    self.numerals = style.dial.numerals
    self.secondHand = secondHand
    self.label = label
    self.shadow = style.shadow
    self.minuteHand = minuteHand
    self.pixelSide = pixelSide
  }
}
