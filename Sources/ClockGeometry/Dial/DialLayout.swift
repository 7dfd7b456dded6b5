/// Everything fixed on a clock face, as data in unit dial space: the ticks, the numerals and the
/// shapes of the hands, for one ``ClockStyle``.
///
/// Unit dial space has the centre at (0, 0), the outer edge of the face at radius 1, y downward
/// and angles clockwise from 12 o'clock (see ``DialAngle``). A renderer scales it to its medium;
/// nothing here draws.
///
/// ```swift
/// let layout = DialLayout(kind: .twelveHour, numerals: .roman)
/// layout.hourTicks.count       // 12
/// layout.minuteTicks.count     // 60
/// layout.numerals.first?.text  // "I"
/// ```
public struct DialLayout: Sendable, Hashable {
  /// 12- or 24-hour dial.
  public let kind: DialKind
  /// How the hours are written.
  public let numeralStyle: NumeralStyle
  /// The rim: a ring from `1 − rimWidth` to 1.
  public let rimWidth: Double
  /// One tick per minute, 60 in all, the first at 12 o'clock; empty when the style has none.
  /// On a 12-hour dial the hour ticks are drawn over the ones that share their angle.
  public let minuteTicks: [DialTick]
  /// One tick per hour mark: 12, or 24 on a 24-hour dial, the first at 12 o'clock. A 24-hour
  /// dial's hour marks come every 15°, which the minute track's 6° steps do not divide, so they
  /// get a track of their own inside the minute track.
  public let hourTicks: [DialTick]
  /// The hour numerals, in clockwise order from the first hour after the top; empty for
  /// ``NumeralStyle/none``. A Roman 24-hour dial writes the even hours only.
  public let numerals: [DialNumeral]
  /// Whether the numerals are bold.
  public let numeralsBold: Bool
  /// The hour hand.
  public let hourHand: HandShape
  /// The minute hand.
  public let minuteHand: HandShape
  /// The second hand.
  public let secondHand: HandShape
  /// The radius of the cap over the hands' pivot.
  public let capRadius: Double
  /// What marks 12 instead of its numeral (a pilot's triangle and two dots, in the numerals'
  /// ink): empty for ``TwelveMarker/none``.
  public let twelveMarker: [SceneElement]
  /// The minute track's two rails, thin rings at its inner and outer radii (empty for none).
  public let rails: [SceneElement]

  /// The layout of `style`'s dial with `kind` hours and `numerals`.
  public init(kind: DialKind = .twelveHour, numerals numeralStyle: NumeralStyle = .arabic, style: ClockStyle = .classic) {
    self.kind = kind
    self.numeralStyle = numeralStyle
    let design = style.dial
    rimWidth = design.rim

    minuteTicks = design.minuteTicks.map { ticks in
      (0..<60).map { minute in
        DialTick(angle: DialAngle(degrees: Double(minute) * 6), innerRadius: ticks.inner, outerRadius: ticks.outer, width: ticks.width)
      }
    } ?? []
    let hours = kind.hoursPerTurn
    let hourStep = 360 / Double(hours)
    var hourTrack = design.hourTicks
    var numeralReach = design.numeralReach
    var numeralSize = design.numeralSize
    if numeralStyle == .none, design.numerals != .none {
      // Without numerals the hour marks take the band they would have used.
      hourTrack.inner = max(0.55, hourTrack.inner - (hourTrack.outer - hourTrack.inner) * 0.8)
    }
    if kind == .twentyFourHour {
      // Hour marks every 15° on their own track inside the minute track (which keeps its even
      // 6° steps), a little finer; numerals smaller so that 24 of them fit.
      let minuteInner = design.minuteTicks?.inner ?? hourTrack.outer
      let length = (hourTrack.outer - hourTrack.inner) * 0.7
      let outer = design.minuteTicks == nil ? hourTrack.outer : minuteInner - 0.02
      hourTrack = DialDesign.Ticks(inner: outer - length, outer: outer, width: hourTrack.width * 0.75)
      numeralSize *= numeralStyle == .roman ? 0.7 : 0.68
      numeralReach = min(numeralReach, hourTrack.inner - 0.03)
    }
    // An icon's triangle stands in for its mark at 12 (no numerals to take the place of).
    let iconMarker = style.form == .icon && design.twelveMarker != .none
    let shownHours = (design.quarterMarksOnly ? Array(stride(from: 0, to: hours, by: hours / 4)) : Array(0..<hours))
      .filter { !iconMarker || $0 != 0 }
    hourTicks = shownHours.map { index in
      DialTick(angle: DialAngle(degrees: Double(index) * hourStep), innerRadius: hourTrack.inner, outerRadius: hourTrack.outer, width: hourTrack.width)
    }
    numeralsBold = design.numeralBold
    // Twenty-four Roman numerals do not fit side by side (XXIII and XXIV ran together at the
    // top): a Roman 24-hour dial writes the even hours only, between marks for every hour.
    // A small dial (DialForm.small) writes the quarters only: 3, 6, 9 and 12 (6, 12, 18, 24).
    let numberedHours = style.form == .small ? Array(stride(from: hours / 4, through: hours, by: hours / 4))
      : kind == .twentyFourHour && numeralStyle == .roman ? Array(stride(from: 2, through: 24, by: 2)) : Array(1...hours)
    numerals = numberedHours.compactMap { hour in
      guard design.twelveMarker == .none || hour != hours, let text = numeralStyle.text(forHour: hour) else { return nil }
      let angle = DialAngle(degrees: Double(hour) * hourStep)
      return DialNumeral(hour: hour, text: text, angle: angle, reach: numeralReach, fontSize: numeralSize)
    }

    hourHand = style.hourHand.shape
    minuteHand = style.minuteHand.shape
    secondHand = style.secondHand.shape
    capRadius = design.cap
    twelveMarker = iconMarker
      ? Self.triangle(outer: design.hourTicks.outer, height: design.hourTicks.outer - design.hourTicks.inner, width: 1.7, dots: false, role: .hourTick)
      : design.twelveMarker == .triangle ? Self.triangle(
        // Inside the hour marks when they take the numerals' band (no numerals); without its dots
        // between a 24-hour dial's crowded 23 and 1.
        outer: min(numeralReach, hourTrack.inner - 0.03), height: numeralSize * 0.9, width: 1.24,
        dots: kind == .twelveHour, role: .numeral) : []
    rails = design.minuteTicks.map { ticks in
      guard design.railWidth > 0 else { return [] }
      return [ticks.inner, ticks.outer].map { SceneElement.ring(center: .center, radius: $0, width: design.railWidth, role: .minuteTick) }
    } ?? []
  }

  /// A pilot's triangle at 12, pointing at the centre: its base `outer` from the centre, its
  /// apex `height` nearer (a numeral's cap height, so it weighs what the numerals do), its base
  /// `width` times its height; with `dots`, a dot each side of its base. An icon's, standing in
  /// for its mark at 12, is flatter, so that it still reads as a triangle at 16 px, and takes the
  /// marks' toned ink (`role`), so that the hands stay the strongest.
  static func triangle(outer: Double, height: Double, width: Double, dots: Bool, role: SceneRole) -> [SceneElement] {
    let half = height * width / 2
    var marker: [SceneElement] = [.polygon(
      [DialPoint(x: -half, y: -outer), DialPoint(x: half, y: -outer), DialPoint(x: 0, y: -(outer - height))], role: role)]
    if dots {
      let radius = height * 0.14
      let x = half + radius * 2.4
      marker += [-x, x].map { SceneElement.disc(center: DialPoint(x: $0, y: -(outer - radius)), radius: radius, role: role) }
    }
    return marker
  }

  /// The direction of the hour hand on this dial: ``HandAngles/hour`` on a 12-hour dial,
  /// ``HandAngles/hour24`` on a 24-hour one.
  public func hourAngle(_ angles: HandAngles) -> DialAngle {
    kind == .twelveHour ? angles.hour : angles.hour24
  }
}
