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
/// so a face can hand its ink to the label placement as still obstacles.
enum ComplicationDrawing {
  /// The date window: its centre (at 3 o'clock) and half sizes.
  static let dateCenter = DialPoint(x: 0.52, y: 0)
  static let dateHalfWidth = 0.085, dateHalfHeight = 0.065
  /// The day-and-night dial (at 9 o'clock) and the moon's aperture (at 6).
  static let dayNightCenter = DialPoint(x: -0.52, y: 0)
  static let dayNightRadius = 0.11
  static let moonCenter = DialPoint(x: 0, y: 0.53)
  static let moonRadius = 0.1

  /// The ink a label keeps clear of.
  static func ink(of complication: Complication) -> InkShape {
    switch complication {
    case .date: .box(InkBox(center: dateCenter, halfWidth: dateHalfWidth, halfHeight: dateHalfHeight))
    case .dayNight: .disc(dayNightCenter, radius: dayNightRadius)
    case .moonPhase: .disc(moonCenter, radius: moonRadius)
    }
  }

  /// The elements of `complication` for the wall-clock reading `time`.
  static func elements(_ complication: Complication, at time: LocalTime) -> [SceneElement] {
    switch complication {
    case .date: dateWindow(day: time.day)
    case .dayNight: dayNight(secondOfDay: time.secondOfDay)
    case .moonPhase: moon(MoonPhase(at: Date(timeIntervalSince1970: Double(time.localSeconds - time.utcOffsetSeconds) + time.fraction)))
    }
  }

  /// A framed window with the day of the month in it.
  static func dateWindow(day: Int) -> [SceneElement] {
    let c = dateCenter, w = dateHalfWidth, h = dateHalfHeight
    let corners = [DialPoint(x: c.x - w, y: c.y - h), DialPoint(x: c.x + w, y: c.y - h), DialPoint(x: c.x + w, y: c.y + h), DialPoint(x: c.x - w, y: c.y + h)]
    var elements: [SceneElement] = [.polygon(corners, role: .face)]
    for index in corners.indices {
      elements.append(.segment(from: corners[index], to: corners[(index + 1) % 4], width: 0.012, roundCaps: true, role: .minuteTick))
    }
    elements.append(.text(String(day), center: c, size: 0.085, bold: true, role: .label))
    return elements
  }

  /// A 24-hour dial: its night half shaded, a hand at the hour of the day (noon up).
  static func dayNight(secondOfDay: Double) -> [SceneElement] {
    let c = dayNightCenter, r = dayNightRadius
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
  static func moon(_ phase: MoonPhase) -> [SceneElement] {
    let c = moonCenter, r = moonRadius
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
