#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc  // sin, cos, atan2
#elseif canImport(Darwin)
import Darwin
#endif

/// The sun or the moon a world clock draws beside a city (``BoardCaption/daylight``), as scene
/// elements in a unit space of its own: centre (0, 0), radius 1, y down, in the label's colour,
/// so every renderer draws it as it draws a dial (one scale, one translation).
///
/// The sun is a disc with eight short rays; the moon a crescent lit from the lower left, its
/// horns to the upper right.
package enum DaylightGlyph {
  /// The glyph of `daylight`, as one ``ScenePart/caption`` layer.
  package static func layers(_ daylight: Daylight) -> [SceneLayer] {
    [SceneLayer(.caption, daylight == .day ? sun : moon)]
  }

  private static let sun: [SceneElement] = {
    var elements: [SceneElement] = [.disc(center: .center, radius: 0.46, role: .label)]
    for ray in 0..<8 {
      let angle = Double(ray) * .pi / 4
      let (dx, dy) = (sin(angle), -cos(angle))
      elements.append(.segment(
        from: DialPoint(x: 0.66 * dx, y: 0.66 * dy), to: DialPoint(x: 0.98 * dx, y: 0.98 * dy), width: 0.16, roundCaps: true,
        role: .label))
    }
    return elements
  }()

  /// The outer circle (radius 0.92 about the centre) less a circle of radius 0.78 whose centre
  /// is 0.5 towards the upper right: between their two crossings, the outer circle's far arc,
  /// then the inner circle's near arc back.
  private static let moon: [SceneElement] = {
    let (outer, inner, distance) = (0.92, 0.78, 0.5)
    let base = -Double.pi / 4  // towards the upper right, y down
    let along = (outer * outer - inner * inner + distance * distance) / (2 * distance)
    let across = (outer * outer - along * along).squareRoot()
    let outerStart = atan2(across, along)
    let innerStart = atan2(across, along - distance)
    let steps = 24
    var points: [DialPoint] = []
    for step in 0...steps {
      let angle = base + outerStart + Double(step) / Double(steps) * (2 * .pi - 2 * outerStart)
      points.append(DialPoint(x: outer * cos(angle), y: outer * sin(angle)))
    }
    let innerCenter = DialPoint(x: distance * cos(base), y: distance * sin(base))
    for step in 0...steps {
      let angle = base + (2 * .pi - innerStart) - Double(step) / Double(steps) * (2 * .pi - 2 * innerStart)
      points.append(DialPoint(x: innerCenter.x + inner * cos(angle), y: innerCenter.y + inner * sin(angle)))
    }
    return [.polygon(points, role: .label)]
  }()
}
