import ClockGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc  // the C maths functions
#elseif canImport(Darwin)
import Darwin
#endif

/// Paints scene primitives onto a ``DotRaster`` through a ``TextViewport``.
///
/// A dot is covered when its centre lies within the stroke's width, or when it is the dot
/// nearest the stroke's centre line across the line's minor axis (as Bresenham would pick):
/// so a hand thinner than a dot still shows as an unbroken line one dot wide, and a thick one
/// keeps its width.
struct StrokeRasterizer {
  let viewport: TextViewport

  /// Paints `stroke`'s element in the glyphs of its part.
  func paint(_ stroke: TextStroke, on raster: inout DotRaster) {
    paint(stroke.element, as: stroke.glyphs, on: &raster)
  }

  private func paint(_ element: SceneElement, as glyphs: PartGlyphs, on raster: inout DotRaster) {
    switch (element, glyphs) {
    case (_, .hidden), (.text, _), (.radialText, _):
      break  // Text is written as characters by the renderer, not drawn as dots.
    case (.polygon(let points, let role), _):
      // A shaped hand: in cells, a stroke along the polygon's long axis, as wide as the
      // polygon's area allows, so it reads like the line hands (the same glyphs).
      guard let axis = Self.longAxis(of: points) else { return }
      paint(.segment(from: axis.from, to: axis.to, width: axis.width, roundCaps: false, role: role), as: glyphs, on: &raster)
    case (.segment(_, let to, _, _, let role), .needle(let pivot)):
      // Two row heights apart: it cannot be taken for the minute hand, nor (unlike dots) for
      // the minute ticks, and few cells change each second (a solid needle sent 69 bytes a
      // frame at 80×24, this one 50; see README's performance table). It stops short of the
      // minute ticks, which it would otherwise cover and uncover.
      let tip = DialPoint(x: pivot.x + (to.x - pivot.x) * Self.needleReach, y: pivot.y + (to.y - pivot.y) * Self.needleReach)
      dottedNeedle(from: viewport.dots(pivot), to: viewport.dots(tip), role: role, on: &raster)
    case (.segment(let from, let to, let width, let roundCaps, let role), .fromPivot(let pivot)):
      // From the pivot towards the end farther from it, as far as the ASCII needle reaches:
      // the tail is left out.
      func distance(_ point: DialPoint) -> Double { (point.x - pivot.x) * (point.x - pivot.x) + (point.y - pivot.y) * (point.y - pivot.y) }
      let far = distance(to) >= distance(from) ? to : from
      let tip = DialPoint(x: pivot.x + (far.x - pivot.x) * Self.needleReach, y: pivot.y + (far.y - pivot.y) * Self.needleReach)
      segment(from: viewport.dots(pivot), to: viewport.dots(tip), width: width * viewport.radius,
              roundCaps: roundCaps, role: role, on: &raster)
    case (.segment(let from, let to, let width, let roundCaps, let role), _):
      let glyph: UInt8? = switch glyphs {
      case .dots: UInt8(ascii: ".")
      case .heavy: UInt8(ascii: "#")
      case .cutOut: Self.cutOutGlyph
      default: nil
      }
      segment(from: viewport.dots(from), to: viewport.dots(to), width: width * viewport.radius,
              roundCaps: roundCaps, role: role, fixedGlyph: glyph, on: &raster)
    case (.ring(let center, let radius, _, let role), .dottedHairline), (.ring(let center, let radius, _, let role), .dots):
      // A fine ring (a countdown's track, a railway track's rails) as a hairline of dots.
      arc(center: center, radius: radius, width: 0, start: DialAngle(degrees: 0), sweep: 360, role: role,
          fixedGlyph: UInt8(ascii: "."), on: &raster)
    case (.ring(let center, let radius, let width, let role), _):
      arc(center: center, radius: radius, width: width, start: DialAngle(degrees: 0), sweep: 360, role: role, on: &raster)
    case (.arc(let center, let radius, let width, let start, let sweep, let role), _):
      arc(center: center, radius: radius, width: width, start: start, sweep: min(sweep, 360), role: role, on: &raster)
    case (.disc(let center, let radius, let role), _):
      disc(center: viewport.dots(center), radius: radius * viewport.radius, role: role, on: &raster)
    }
  }

  /// The segment along a polygon's principal axis (through its vertices' centroid, from the
  /// lowest to the highest projection of a vertex) and the mean width, area ÷ length.
  static func longAxis(of points: [DialPoint]) -> (from: DialPoint, to: DialPoint, width: Double)? {
    guard points.count >= 3 else { return nil }
    let count = Double(points.count)
    let cx = points.map(\.x).reduce(0, +) / count, cy = points.map(\.y).reduce(0, +) / count
    var sxx = 0.0, syy = 0.0, sxy = 0.0
    for point in points {
      let dx = point.x - cx, dy = point.y - cy
      sxx += dx * dx; syy += dy * dy; sxy += dx * dy
    }
    let theta = 0.5 * atan2(2 * sxy, sxx - syy)
    let ux = cos(theta), uy = sin(theta)
    let projections = points.map { ($0.x - cx) * ux + ($0.y - cy) * uy }
    guard let low = projections.min(), let high = projections.max(), high > low else { return nil }
    var area = 0.0
    for (index, point) in points.enumerated() {
      let next = points[(index + 1) % points.count]
      area += point.x * next.y - next.x * point.y
    }
    return (DialPoint(x: cx + ux * low, y: cy + uy * low), DialPoint(x: cx + ux * high, y: cy + uy * high), abs(area) / 2 / (high - low))
  }

  /// A straight stroke between two points given in dots; `width` is in column widths.
  func segment(
    from a: (x: Double, y: Double), to b: (x: Double, y: Double), width: Double, roundCaps: Bool,
    role: SceneRole, fixedGlyph: UInt8? = nil, on raster: inout DotRaster
  ) {
    let dotWidth = viewport.dotWidth, dotHeight = viewport.dotHeight
    let dx = b.x - a.x, dy = b.y - a.y
    // Physical (column-width) vector, for distances and the ASCII direction.
    let px = dx * dotWidth, py = dy * dotHeight
    let lengthSquared = px * px + py * py
    let half = width / 2
    let xMajor = abs(dx) >= abs(dy)
    let glyph = fixedGlyph ?? Self.directionGlyph(px: px, py: py)
    let reachX = Int((half / dotWidth).rounded(.up)) + 1
    let reachY = Int((half / dotHeight).rounded(.up)) + 1
    let minX = max(0, Int(min(a.x, b.x).rounded(.down)) - reachX)
    let maxX = min(raster.width - 1, Int(max(a.x, b.x).rounded(.down)) + reachX)
    let minY = max(0, Int(min(a.y, b.y).rounded(.down)) - reachY)
    let maxY = min(raster.height - 1, Int(max(a.y, b.y).rounded(.down)) + reachY)
    guard minX <= maxX, minY <= maxY else { return }
    for y in minY...maxY {
      let cy = Double(y) + 0.5
      for x in minX...maxX {
        let cx = Double(x) + 0.5
        var covered = false
        var characterGlyph = glyph
        // Within the stroke's width?
        if lengthSquared > 0 {
          let t = ((cx - a.x) * dotWidth * px + (cy - a.y) * dotHeight * py) / lengthSquared
          if roundCaps || (t >= 0 && t <= 1) {
            let clamped = min(1, max(0, t))
            let ex = (cx - a.x - clamped * dx) * dotWidth, ey = (cy - a.y - clamped * dy) * dotHeight
            covered = ex * ex + ey * ey <= half * half
          }
        }
        // The dot nearest the centre line across its minor axis?
        if xMajor {
          if dx != 0, cx >= min(a.x, b.x), cx <= max(a.x, b.x) {
            let lineY = a.y + (cx - a.x) / dx * dy
            let offset = lineY - cy
            if offset > -0.5 && offset <= 0.5 {
              covered = true
              // A nearly level line low in its cell reads better as an underscore.
              if fixedGlyph == nil, glyph == UInt8(ascii: "-"), offset > 0.2 { characterGlyph = UInt8(ascii: "_") }
            }
          } else if dx == 0, Int(a.x.rounded(.down)) == x, Int(a.y.rounded(.down)) == y {
            covered = true
          }
        } else if cy >= min(a.y, b.y), cy <= max(a.y, b.y) {
          let lineX = a.x + (cy - a.y) / dy * dx
          let offset = lineX - cx
          if offset > -0.5 && offset <= 0.5 { covered = true }
        }
        if covered {
          if fixedGlyph == Self.cutOutGlyph { raster.erase(x: x, y: y) } else { raster.plot(x: x, y: y, role: role, glyph: characterGlyph) }
        }
      }
    }
  }

  /// How far the second hand reaches in cells, as a fraction of the scene's hand: short of the
  /// minute ticks, whose cells it would otherwise cover and uncover every second (in Braille
  /// that alone was 21 B a second at 80×24).
  static let needleReach = 0.92

  /// Marks along a line from `a` (exclusive) to `b` (inclusive), given in dots, spaced evenly
  /// about two row heights apart on screen whatever the line's direction.
  func dottedNeedle(from a: (x: Double, y: Double), to b: (x: Double, y: Double), role: SceneRole, on raster: inout DotRaster) {
    let px = (b.x - a.x) * viewport.dotWidth, py = (b.y - a.y) * viewport.dotHeight
    let length = (px * px + py * py).squareRoot()
    let count = Int((length / (viewport.cellAspect * 2)).rounded())
    guard count > 0 else { return }
    for step in 1...count {
      let t = Double(step) / Double(count)
      let x = a.x + (b.x - a.x) * t, y = a.y + (b.y - a.y) * t
      raster.plot(x: Int(x.rounded(.down)), y: Int(y.rounded(.down)), role: role, glyph: Self.asciiNeedleGlyph)
    }
  }

  /// Stands for ``PartGlyphs/cutOut`` as a segment's fixed glyph: its dots are erased.
  static let cutOutGlyph: UInt8 = 0

  /// The ASCII second hand's character.
  static let asciiNeedleGlyph = UInt8(ascii: "*")

  /// A circle, or `sweep` degrees of one clockwise from `start`, stroked as a polyline fine
  /// enough that no two corners are a dot apart.
  func arc(
    center: DialPoint, radius: Double, width: Double, start: DialAngle, sweep: Double, role: SceneRole,
    fixedGlyph: UInt8? = nil, on raster: inout DotRaster
  ) {
    guard sweep > 0 else { return }
    let lengthInDots = 2 * Double.pi * radius * viewport.radius / min(viewport.dotWidth, viewport.dotHeight) * sweep / 360
    let sides = max(Int((24 * sweep / 360).rounded(.up)), Int(lengthInDots.rounded(.up)))
    let first = start.point(atRadius: radius)
    var previous = viewport.dots(DialPoint(x: center.x + first.x, y: center.y + first.y))
    for side in 1...sides {
      let angle = DialAngle(degrees: start.degrees + Double(side) * sweep / Double(sides))
      let point = angle.point(atRadius: radius)
      let next = viewport.dots(DialPoint(x: center.x + point.x, y: center.y + point.y))
      segment(from: previous, to: next, width: width * viewport.radius, roundCaps: false, role: role, fixedGlyph: fixedGlyph, on: &raster)
      previous = next
    }
  }

  /// A filled circle; always at least the dot under its centre.
  func disc(center: (x: Double, y: Double), radius: Double, role: SceneRole, on raster: inout DotRaster) {
    let dotWidth = viewport.dotWidth, dotHeight = viewport.dotHeight
    let minX = max(0, Int((center.x - radius / dotWidth).rounded(.down)))
    let maxX = min(raster.width - 1, Int((center.x + radius / dotWidth).rounded(.down)))
    let minY = max(0, Int((center.y - radius / dotHeight).rounded(.down)))
    let maxY = min(raster.height - 1, Int((center.y + radius / dotHeight).rounded(.down)))
    let glyph = UInt8(ascii: "o")
    if minX <= maxX, minY <= maxY {
      for y in minY...maxY {
        for x in minX...maxX {
          let ex = (Double(x) + 0.5 - center.x) * dotWidth, ey = (Double(y) + 0.5 - center.y) * dotHeight
          if ex * ex + ey * ey <= radius * radius { raster.plot(x: x, y: y, role: role, glyph: glyph) }
        }
      }
    }
    raster.plot(x: Int(center.x.rounded(.down)), y: Int(center.y.rounded(.down)), role: role, glyph: glyph)
  }

  /// The ASCII character that follows a line with physical direction (`px`, `py`), y down.
  static func directionGlyph(px: Double, py: Double) -> UInt8 {
    var degrees = atan2(py, px) * 180 / .pi
    if degrees < 0 { degrees += 180 }
    if degrees >= 180 { degrees -= 180 }
    switch degrees {
    case ..<22.5, 157.5...: return UInt8(ascii: "-")
    case ..<67.5: return UInt8(ascii: "\\")
    case ..<112.5: return UInt8(ascii: "|")
    default: return UInt8(ascii: "/")
    }
  }
}
