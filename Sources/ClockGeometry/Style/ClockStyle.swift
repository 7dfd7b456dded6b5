/// A complete look for a clock: the dial, each hand, the typeface, the shadow and the colours
/// of a light and a dark variant, as data.
///
/// Every built-in style is written in the style file format (which ``init(fileText:source:)``
/// reads), so a user can print one (`aclock styles show station`), change it and load it back
/// with `--style`:
///
/// ```swift
/// let station = try ClockStyle.named("station")
/// let mine = try ClockStyle(fileText: text, source: "mine.style")
/// let options = ClockFaceOptions(style: station)
/// ```
public struct ClockStyle: Sendable, Hashable {
  /// The style's name, as `--style` takes it.
  public var name: String
  /// One line on what the style is and what it follows.
  public var about: String
  /// The numerals' and labels' typeface.
  public var typeface: Typeface
  /// Rim, ticks, numerals and cap.
  public var dial: DialDesign
  /// The hour hand.
  public var hourHand: HandDesign
  /// The minute hand.
  public var minuteHand: HandDesign
  /// The second hand.
  public var secondHand: HandDesign
  /// How many seconds a sweeping second hand takes to go round: 60, or less for a
  /// stop-to-go hand that then waits at 12 for the minute to turn (58.5 on the Swiss railway
  /// clock).
  public var secondHandTurn: Double
  /// How the minute hand (and the hour hand with it) moves in this style, unless a face's
  /// options say otherwise: gliding with the seconds, or jumping once a minute, as on the
  /// Swiss railway clock, whose minute hand moves when its second hand has swept round and
  /// waited at 12.
  public var minuteHandMotion: ClockFaceOptions.MinuteHand
  /// Whether the hands cast a soft shadow.
  public var shadow: Bool
  /// The complications the dial carries (none unless set), each in its place.
  public var complications: [Complication] = []
  /// The colours on a light face.
  public var light: ClockTheme
  /// The colours on a dark face.
  public var dark: ClockTheme
  /// The rung of the size ladder this style was redrawn for (see `forPicture(side:)`):
  /// ``DialForm/full`` for the style itself.
  package internal(set) var form = DialForm.full

  /// A style from its parts.
  public init(
    name: String, about: String, typeface: Typeface, dial: DialDesign, hourHand: HandDesign,
    minuteHand: HandDesign, secondHand: HandDesign, secondHandTurn: Double = 60,
    minuteHandMotion: ClockFaceOptions.MinuteHand = .gliding, shadow: Bool, light: ClockTheme, dark: ClockTheme
  ) {
    self.name = name
    self.about = about
    self.typeface = typeface
    self.dial = dial
    self.hourHand = hourHand
    self.minuteHand = minuteHand
    self.secondHand = secondHand
    self.secondHandTurn = secondHandTurn
    self.minuteHandMotion = minuteHandMotion
    self.shadow = shadow
    self.light = light
    self.dark = dark
  }

  /// The variant for `theme`.
  public func theme(_ theme: ClockTheme.Name) -> ClockTheme {
    theme == .light ? light : dark
  }
}
