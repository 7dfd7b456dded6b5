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

  /// The date window's centre, at 3 o'clock.
  var dateCenter: DialPoint { DialPoint(x: distance, y: 0) }
  /// The day-and-night dial's centre, at 9.
  var dayNightCenter: DialPoint { DialPoint(x: -distance, y: 0) }
  /// The moon's aperture's centre, at 6.
  var moonCenter: DialPoint { DialPoint(x: 0, y: moonDistance) }

  init(distance: Double, moonDistance: Double) {
    self.distance = distance
    self.moonDistance = moonDistance
  }

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
          numerals.allSatisfy { drawing.ink(of: complication).distance(to: $0) >= Self.numeralGap }
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

  /// The box around `complication`'s ink.
  func bounds(of complication: Complication) -> InkBox {
    switch complication {
    case .date: InkBox(center: dateCenter, halfWidth: Self.dateHalfWidth, halfHeight: Self.dateHalfHeight)
    case .dayNight: InkBox(center: dayNightCenter, halfWidth: Self.dayNightRadius, halfHeight: Self.dayNightRadius)
    case .moonPhase: InkBox(center: moonCenter, halfWidth: Self.moonRadius, halfHeight: Self.moonRadius)
    }
  }

  /// The ink a label keeps clear of.
  func ink(of complication: Complication) -> InkShape {
    switch complication {
    case .date: .box(bounds(of: .date))
    case .dayNight: .disc(dayNightCenter, radius: Self.dayNightRadius)
    case .moonPhase: .disc(moonCenter, radius: Self.moonRadius)
    }
  }

  /// The elements of `complication` for the wall-clock reading `time`.
  func elements(_ complication: Complication, at time: LocalTime) -> [SceneElement] {
    switch complication {
    case .date: dateWindow(day: time.day)
    case .dayNight: dayNight(secondOfDay: time.secondOfDay)
    case .moonPhase: moon(MoonPhase(at: Date(timeIntervalSince1970: Double(time.localSeconds - time.utcOffsetSeconds) + time.fraction)))
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
