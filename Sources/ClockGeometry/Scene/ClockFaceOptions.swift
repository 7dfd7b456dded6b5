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

  /// What is written inside the face besides the numerals.
  public enum Label: String, Sendable, Hashable, CaseIterable {
    /// Nothing.
    case none
    /// The digital time, HH:MM:SS, below the centre.
    case time
    /// The zone's city (or UTC, or the offset), above the centre.
    case zone
    /// Both.
    case both

    /// Whether the digital time is shown.
    public var showsTime: Bool { self == .time || self == .both }
    /// Whether the zone is shown.
    public var showsZone: Bool { self == .zone || self == .both }
  }

  /// 12- or 24-hour dial.
  public var dial: DialKind
  /// How the hours are written.
  public var numerals: NumeralStyle
  /// The second hand.
  public var secondHand: SecondHand
  /// Text inside the face.
  public var label: Label
  /// Whether the hands cast a subtle shadow.
  public var shadow: Bool

  /// The defaults: a 12-hour dial with Arabic numerals, a ticking second hand, no label, and a
  /// shadow.
  public init(
    dial: DialKind = .twelveHour, numerals: NumeralStyle = .arabic,
    secondHand: SecondHand = .ticking, label: Label = .none, shadow: Bool = true
  ) {
    self.dial = dial
    self.numerals = numerals
    self.secondHand = secondHand
    self.label = label
    self.shadow = shadow
  }
}
