/// Everything fixed on a clock face, as data in unit dial space: the ticks, the numerals and the
/// shapes of the hands.
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
  /// One tick per minute, 60 in all, the first at 12 o'clock (hour ticks are drawn over the
  /// ones that share their angle).
  public let minuteTicks: [DialTick]
  /// One tick per hour mark: 12, or 24 on a 24-hour dial, the first at 12 o'clock.
  public let hourTicks: [DialTick]
  /// The hour numerals, in clockwise order from the first hour after the top; empty for
  /// ``NumeralStyle/none``.
  public let numerals: [DialNumeral]
  /// The hour hand.
  public let hourHand: HandShape
  /// The minute hand.
  public let minuteHand: HandShape
  /// The second hand.
  public let secondHand: HandShape
  /// The radius of the cap over the hands' pivot.
  public let capRadius: Double

  /// The proportions of a 12-hour dial with Arabic numerals; other kinds and styles adjust the
  /// numerals to fit.
  public init(kind: DialKind = .twelveHour, numerals numeralStyle: NumeralStyle = .arabic) {
    self.kind = kind
    self.numeralStyle = numeralStyle
    rimWidth = 0.035
    let tickOuter = 0.925

    minuteTicks = (0..<60).map { minute in
      DialTick(angle: DialAngle(degrees: Double(minute) * 6),
               innerRadius: 0.875, outerRadius: tickOuter, width: 0.012)
    }
    let hours = kind.hoursPerTurn
    let hourStep = 360 / Double(hours)
    hourTicks = (0..<hours).map { index in
      DialTick(angle: DialAngle(degrees: Double(index) * hourStep),
               innerRadius: kind == .twelveHour ? 0.8 : 0.83, outerRadius: tickOuter,
               width: kind == .twelveHour ? 0.032 : 0.024)
    }

    let numeralRadius: Double
    let fontSize: Double
    switch (kind, numeralStyle) {
    case (.twelveHour, .roman): (numeralRadius, fontSize) = (0.655, 0.13)
    case (.twelveHour, _): (numeralRadius, fontSize) = (0.655, 0.17)
    case (.twentyFourHour, .roman): (numeralRadius, fontSize) = (0.69, 0.085)
    case (.twentyFourHour, _): (numeralRadius, fontSize) = (0.7, 0.11)
    }
    self.numerals = (1...hours).compactMap { hour in
      guard let text = numeralStyle.text(forHour: hour) else { return nil }
      let angle = DialAngle(degrees: Double(hour) * hourStep)
      return DialNumeral(hour: hour, text: text, angle: angle,
                         center: angle.point(atRadius: numeralRadius), fontSize: fontSize)
    }

    hourHand = HandShape(length: 0.5, tail: 0.1, width: 0.07)
    minuteHand = HandShape(length: 0.8, tail: 0.12, width: 0.048)
    secondHand = HandShape(length: 0.86, tail: 0.2, width: 0.016)
    capRadius = 0.045
  }

  /// The direction of the hour hand on this dial: ``HandAngles/hour`` on a 12-hour dial,
  /// ``HandAngles/hour24`` on a 24-hour one.
  public func hourAngle(_ angles: HandAngles) -> DialAngle {
    kind == .twelveHour ? angles.hour : angles.hour24
  }
}
