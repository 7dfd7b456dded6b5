/// The second-zone (GMT) complication's parts on one dial: a 24-hour scale printed just inside
/// the hour numerals (or the hour marks of a dial without numerals), 24 at the top as on a GMT
/// watch's bezel, and the hand that reads against it, turning once a day.
///
/// A 12-hour dial has no band left for a bezel, so the scale is an inner chapter ring, as on
/// military dials that print 13–24 inside 1–12: a mark every hour (longer every two), a
/// triangle at 24 and the numerals 6 and 18. A 24-hour dial is its own scale: it prints none. Where another
/// complication sits on the ring (the moon at 6 on most dials), the marks under it are left
/// out, as a watch's sub-dial cuts its chapter ring.
struct SecondZoneScale: Sendable {
  /// The ring's outer radius: where the marks start, the arrow's tip just inside it.
  let radius: Double
  /// Whether the scale is printed (a 12-hour dial), or the dial's own hours are read (24-hour).
  let isPrinted: Bool

  /// How far the ring keeps from the dial's numerals' estimated ink and its innermost marks.
  static let gap = 0.03
  /// The ring's outer radius is at most this (a dial without numerals has room up to its marks).
  static let largestRadius = 0.66
  static let evenMarkLength = 0.05, oddMarkLength = 0.03
  static let evenMarkWidth = 0.012, oddMarkWidth = 0.008
  static let numeralSize = 0.065
  static let triangleHalfWidth = 0.028
  /// How far inside the ring's outer edge the numerals reach.
  static let numeralInset = 0.065

  /// The scale on `layout`'s dial: as far out as its marks stay ``gap`` clear of the numerals'
  /// estimated ink and of the dial's innermost marks, in steps of 0.01, but never inside
  /// ``leastRadius``: there a mark the numerals would touch is left out.
  init(layout: DialLayout) {
    let isPrinted = layout.kind == .twelveHour
    let numerals = LabelPlacement.numeralInks(of: layout)
    let ticks = (layout.hourTicks + layout.minuteTicks).map(\.innerRadius).min() ?? 1
    var radius = min(Self.largestRadius, ticks - Self.gap)
    while radius > Self.leastRadius {
      let scale = SecondZoneScale(radius: radius, isPrinted: isPrinted)
      let clear = scale.marks.allSatisfy { mark in
        mark.ink.allSatisfy { ink in numerals.allSatisfy { ink.distance(to: $0) >= Self.gap } }
      }
      if clear { break }
      radius = ((radius - 0.01) * 100).rounded() / 100
    }
    self.init(radius: radius, isPrinted: isPrinted)
    numeralInks = numerals
  }

  private init(radius: Double, isPrinted: Bool) {
    self.radius = radius
    self.isPrinted = isPrinted
    numeralInks = []
  }

  /// The numerals' estimated ink, which a mark at the least radius may have to give way to.
  private var numeralInks: [InkBox]

  /// The least outer radius: its marks stay clear of the labels' own places (±0.33, their
  /// ink and margin reaching about 0.4 from the centre).
  static let leastRadius = 0.48

  /// One printed mark: its elements and the ink another part keeps clear of.
  struct Mark: Sendable {
    let elements: [SceneElement]
    let ink: [InkShape]
  }

  /// Every mark of the printed scale, in clockwise order from 24; none on a 24-hour dial. A
  /// triangle at 24, as on a GMT bezel, and numerals at 6 and 18 only: the labels' own places
  /// above and below the centre leave no room for a 12 or a 24 inside the ring.
  var marks: [Mark] {
    guard isPrinted else { return [] }
    var marks: [Mark] = []
    func append(_ mark: Mark) {
      if mark.ink.allSatisfy({ ink in numeralInks.allSatisfy { ink.distance(to: $0) >= Self.gap } }) { marks.append(mark) }
    }
    for hour in 0..<24 {
      let angle = DialAngle(degrees: Double(hour) * 15)
      let even = hour % 2 == 0
      let inner = radius - (even ? Self.evenMarkLength : Self.oddMarkLength)
      let mark: SceneElement
      if hour == 0 {
        // Its point inward, its base on the ring: the 24 of a GMT bezel.
        let half = Self.triangleHalfWidth
        mark = .polygon([DialPoint(x: -half, y: -radius), DialPoint(x: half, y: -radius), DialPoint(x: 0, y: -inner)], role: .numeral)
      } else {
        mark = .segment(
          from: angle.point(atRadius: inner), to: angle.point(atRadius: radius),
          width: even ? Self.evenMarkWidth : Self.oddMarkWidth, roundCaps: false, role: .minuteTick)
      }
      append(Mark(elements: [mark], ink: [mark].compactMap(InkShape.init)))
      if hour == 6 || hour == 18 {
        let text = String(hour)
        let reach = radius - Self.numeralInset
        let numeral = SceneElement.radialText(text, angle: angle, reach: reach, size: Self.numeralSize, bold: false, role: .numeral)
        let box = LabelPlacement.numeralInk(text, angle: angle, reach: reach, size: Self.numeralSize, bold: false)
        append(Mark(elements: [numeral], ink: [.box(box)]))
      }
    }
    return marks
  }

  /// The hand for a second zone's reading `secondOfDay` seconds after its midnight: 24 at the
  /// top, once round a day. A thin shaft with an arrow whose tip points into the scale's marks.
  static func angle(secondOfDay: Double) -> DialAngle {
    DialAngle(degrees: secondOfDay / 86_400 * 360)
  }

  /// The hand's elements pointing at `angle`, in the accent (the second hand's colour), as a
  /// GMT hand is usually coloured apart from the hour and minute hands.
  func hand(at angle: DialAngle) -> [SceneElement] {
    let tip = radius - 0.01, base = radius - 0.09
    func point(along: Double, across: Double) -> DialPoint {
      let axis = angle.point(atRadius: 1)
      return DialPoint(x: axis.x * along - axis.y * across, y: axis.y * along + axis.x * across)
    }
    return [
      .segment(from: point(along: -0.06, across: 0), to: point(along: base + 0.01, across: 0), width: 0.014, roundCaps: true, role: .secondHand),
      .polygon([point(along: base, across: -0.035), point(along: tip, across: 0), point(along: base, across: 0.035)], role: .secondHand),
    ]
  }
}
