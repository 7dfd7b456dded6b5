#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc  // sin, cos
#elseif canImport(Darwin)
import Darwin
#endif

/// Where each ``Complication`` sits on a dial and what it draws at an instant, in unit dial
/// space: each in a fixed place clear of the labels' own places (the vertical axis at ±0.33),
/// so a face can hand its ink to the label placement as still obstacles. The places are the
/// same on every dial (the date at 3, the day and night at 9, the moon at 6), at the designed
/// distance from the centre or, where a style's numerals reach farther in (contrast's large
/// ones), nearer the centre, clear of their ink.
struct ComplicationDrawing: Sendable {
  /// How far from the centre the date window and the day-and-night dial are centred, by design.
  static let designedDistance = 0.52
  /// The least distance a dial's numerals can push them to: the date and the day and night
  /// beside the labels' places on the vertical axis, the moon below the readout's own place
  /// (which a readout takes whenever the hands leave it free, fitting or not).
  static let leastDistance = 0.36, leastMoonDistance = 0.5
  /// How far the complications stay from the numerals' estimated ink.
  static let numeralGap = 0.03
  static let dateHalfWidth = 0.085, dateHalfHeight = 0.065
  static let dayNightRadius = 0.11
  static let moonRadius = 0.1

  /// The places at the designed distance.
  static let designed = ComplicationDrawing(distance: designedDistance, moonDistance: designedDistance + 0.01)

  /// The date window's and the day-and-night dial's distance from the centre.
  let distance: Double
  /// The moon aperture's.
  let moonDistance: Double
  /// The second zone's scale, if the dial carries ``Complication/gmt``.
  let secondZone: SecondZoneScale?
  /// Its printed marks, less those another complication on the dial covers.
  let secondZoneMarks: [SecondZoneScale.Mark]

  /// The date window's centre, at 3 o'clock.
  var dateCenter: DialPoint { DialPoint(x: distance, y: 0) }
  /// The day-and-night dial's centre, at 9.
  var dayNightCenter: DialPoint { DialPoint(x: -distance, y: 0) }
  /// The moon's aperture's centre, at 6.
  var moonCenter: DialPoint { DialPoint(x: 0, y: moonDistance) }

  init(distance: Double, moonDistance: Double) {
    self.distance = distance
    self.moonDistance = moonDistance
    secondZone = nil
    secondZoneMarks = []
  }

  /// The places on `layout`'s dial (``init(layout:)``) and, if `complications` has the second
  /// zone, its scale, cut where the others in the list sit: they keep their places whether the
  /// dial has the scale or not, as a watch's date window cuts its chapter ring.
  init(layout: DialLayout, carrying complications: [Complication]) {
    let places = ComplicationDrawing(layout: layout)
    distance = places.distance
    moonDistance = places.moonDistance
    guard complications.contains(.gmt) else {
      secondZone = nil
      secondZoneMarks = []
      return
    }
    let scale = SecondZoneScale(layout: layout)
    let others = complications.filter { $0 != .gmt }.compactMap(places.bounds(of:))
    secondZone = scale
    secondZoneMarks = scale.marks.filter { mark in
      mark.ink.allSatisfy { ink in others.allSatisfy { ink.distance(to: $0) >= Self.markGap } }
    }
  }

  /// How far the second zone's printed marks keep from another complication's frame (a 6
  /// beside the date window would read as part of the date).
  static let markGap = 0.04

  /// The places on `layout`'s dial: each at its designed distance or, in steps of 0.01, nearer
  /// the centre until it is ``numeralGap`` clear of every numeral's ink; the date and the day and
  /// night keep one distance between them, so that they stay level.
  init(layout: DialLayout) {
    let numerals = LabelPlacement.numeralInks(of: layout)
    func nearest(_ complications: [Complication], from designed: Double, least: Double) -> Double {
      var distance = designed
      while distance > least {
        let drawing = ComplicationDrawing(distance: distance, moonDistance: distance)
        let clear = complications.allSatisfy { complication in
          drawing.inks(of: complication).allSatisfy { ink in numerals.allSatisfy { ink.distance(to: $0) >= Self.numeralGap } }
        }
        if clear { break }
        distance = ((distance - 0.01) * 100).rounded() / 100
      }
      return distance
    }
    self.init(
      distance: nearest([.date, .dayNight], from: Self.designed.distance, least: Self.leastDistance),
      moonDistance: nearest([.moonPhase], from: Self.designed.moonDistance, least: Self.leastMoonDistance))
  }

  /// The box around `complication`'s ink, for those in a place of their own (nil for the
  /// second zone's scale, which rings the dial).
  func bounds(of complication: Complication) -> InkBox? {
    switch complication {
    case .date: InkBox(center: dateCenter, halfWidth: Self.dateHalfWidth, halfHeight: Self.dateHalfHeight)
    case .dayNight: InkBox(center: dayNightCenter, halfWidth: Self.dayNightRadius, halfHeight: Self.dayNightRadius)
    case .moonPhase: InkBox(center: moonCenter, halfWidth: Self.moonRadius, halfHeight: Self.moonRadius)
    case .gmt: nil
    }
  }

  /// The ink a label keeps clear of: the window's or sub-dial's, or each printed mark of the
  /// second zone's scale (its hand is a hand: labels let it pass, as the second hand).
  func inks(of complication: Complication) -> [InkShape] {
    switch complication {
    case .date: [.box(InkBox(center: dateCenter, halfWidth: Self.dateHalfWidth, halfHeight: Self.dateHalfHeight))]
    case .dayNight: [.disc(dayNightCenter, radius: Self.dayNightRadius)]
    case .moonPhase: [.disc(moonCenter, radius: Self.moonRadius)]
    case .gmt: secondZoneMarks.flatMap(\.ink)
    }
  }

  /// The elements of `complication` for the wall-clock reading `time`.
  func elements(_ complication: Complication, at time: LocalTime) -> [SceneElement] {
    switch complication {
    case .date: dateWindow(day: time.day)
    case .dayNight: dayNight(secondOfDay: time.secondOfDay)
    case .moonPhase: moon(MoonPhase(at: time.date))
    case .gmt: secondZoneMarks.flatMap(\.elements)
    }
  }

  /// A framed window with the day of the month in it.
  func dateWindow(day: Int) -> [SceneElement] {
    let c = dateCenter, w = Self.dateHalfWidth, h = Self.dateHalfHeight
    let corners = [DialPoint(x: c.x - w, y: c.y - h), DialPoint(x: c.x + w, y: c.y - h), DialPoint(x: c.x + w, y: c.y + h), DialPoint(x: c.x - w, y: c.y + h)]
    var elements: [SceneElement] = [.polygon(corners, role: .face)]
    for index in corners.indices {
      elements.append(.segment(from: corners[index], to: corners[(index + 1) % 4], width: 0.012, roundCaps: true, role: .minuteTick))
    }
    elements.append(.text(String(day), center: c, size: 0.085, bold: true, role: .label))
    return elements
  }

  /// A 24-hour dial: its night half shaded, a hand at the hour of the day (noon up).
  func dayNight(secondOfDay: Double) -> [SceneElement] {
    let c = dayNightCenter, r = Self.dayNightRadius
    func at(_ degrees: Double, _ radius: Double) -> DialPoint {
      let point = DialAngle(degrees: degrees).point(atRadius: radius)
      return DialPoint(x: c.x + point.x, y: c.y + point.y)
    }
    // The lower half: 90° (18:00) through 180° (midnight) to 270° (06:00).
    let night = stride(from: 90.0, through: 270.0, by: 10).map { at($0, r) }
    let angle = secondOfDay / 86_400 * 360 + 180
    return [
      .disc(center: c, radius: r, role: .face),
      .polygon(night, role: .track),
      .ring(center: c, radius: r, width: 0.012, role: .minuteTick),
      .segment(from: c, to: at(angle, r * 0.85), width: 0.018, roundCaps: true, role: .secondHand),
      .disc(center: c, radius: 0.018, role: .secondHand),
    ]
  }

  /// The aperture: the sky in the track's quiet colour, the moon's lit part in the style's
  /// accent (the second hand's), so that the lit part is the one that stands out in light and
  /// dark themes alike (a role in the face's or the numerals' colour would invert in one).
  func moon(_ phase: MoonPhase) -> [SceneElement] {
    let c = moonCenter, r = Self.moonRadius
    var elements: [SceneElement] = [.disc(center: c, radius: r, role: .track)]
    // The lit part: the limb on the lit side, back along the terminator, an ellipse whose
    // half-width is r·cos φ (φ the phase angle: 0 new, π full).
    let phi = 2 * Double.pi * phase.fraction
    let side = phase.isWaxing ? 1.0 : -1.0
    let terminator = cos(phase.isWaxing ? phi : 2 * Double.pi - phi)
    if phase.illuminated > 0.01 {
      var points: [DialPoint] = []
      for step in 0...24 {
        let t = (-90 + Double(step) * 7.5) * Double.pi / 180
        points.append(DialPoint(x: c.x + side * r * cos(t), y: c.y + r * sin(t)))
      }
      for step in (0...24).reversed() {
        let t = (-90 + Double(step) * 7.5) * Double.pi / 180
        points.append(DialPoint(x: c.x + side * r * terminator * cos(t), y: c.y + r * sin(t)))
      }
      elements.append(.polygon(points, role: .secondHand))
    }
    elements.append(.ring(center: c, radius: r, width: 0.012, role: .minuteTick))
    return elements
  }
}
