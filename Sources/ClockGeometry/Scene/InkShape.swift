/// An axis-aligned rectangle in unit dial space: where a label's ink goes (or a numeral's).
struct InkBox: Hashable {
  var center: DialPoint
  var halfWidth: Double
  var halfHeight: Double

  var minX: Double { center.x - halfWidth }
  var maxX: Double { center.x + halfWidth }
  var minY: Double { center.y - halfHeight }
  var maxY: Double { center.y + halfHeight }

  /// The box grown by `amount` on every side.
  func grown(by amount: Double) -> InkBox {
    InkBox(center: center, halfWidth: halfWidth + amount, halfHeight: halfHeight + amount)
  }

  /// The four corners, clockwise from the top left (y down).
  var corners: [DialPoint] {
    [DialPoint(x: minX, y: minY), DialPoint(x: maxX, y: minY), DialPoint(x: maxX, y: maxY), DialPoint(x: minX, y: maxY)]
  }

  /// The distance from `point` to the box; 0 inside it.
  func distance(to point: DialPoint) -> Double {
    let dx = max(abs(point.x - center.x) - halfWidth, 0), dy = max(abs(point.y - center.y) - halfHeight, 0)
    return (dx * dx + dy * dy).squareRoot()
  }

  /// The distance to another box; 0 when they overlap.
  func distance(to other: InkBox) -> Double {
    let dx = max(abs(other.center.x - center.x) - halfWidth - other.halfWidth, 0)
    let dy = max(abs(other.center.y - center.y) - halfHeight - other.halfHeight, 0)
    return (dx * dx + dy * dy).squareRoot()
  }

  /// The distance from the segment `a`–`b` to the box; 0 when it enters the box.
  func distance(toSegmentFrom a: DialPoint, to b: DialPoint) -> Double {
    if distance(to: a) == 0 || distance(to: b) == 0 || crosses(from: a, to: b) { return 0 }
    // Apart, the nearest points of a segment and a convex polygon include a vertex of one.
    var nearest = min(distance(to: a), distance(to: b))
    for corner in corners { nearest = min(nearest, InkShape.distance(from: corner, toSegmentFrom: a, to: b)) }
    return nearest
  }

  /// Whether the segment `a`–`b` crosses one of the box's edges.
  private func crosses(from a: DialPoint, to b: DialPoint) -> Bool {
    let c = corners
    return (0..<4).contains { InkShape.segmentsIntersect(a, b, c[$0], c[($0 + 1) % 4]) }
  }
}

/// What covers part of the dial, as far as a label is concerned: a hand's stroke, polygon or
/// disc (with its shadow), a numeral's box, a sub-dial.
enum InkShape: Hashable {
  /// A stroke with round ends (a square end is within it): every point within `radius` of the
  /// segment.
  case capsule(DialPoint, DialPoint, radius: Double)
  /// A filled disc.
  case disc(DialPoint, radius: Double)
  /// A filled polygon.
  case polygon([DialPoint])
  /// A filled box.
  case box(InkBox)

  /// The ink of a drawn element (a ring counts as the disc it encloses); nil for text, which
  /// a label placement measures for itself.
  init?(_ element: SceneElement) {
    switch element {
    case .disc(let center, let radius, _): self = .disc(center, radius: radius)
    case .ring(let center, let radius, let width, _), .arc(let center, let radius, let width, _, _, _):
      self = .disc(center, radius: radius + width / 2)
    case .segment(let from, let to, let width, _, _): self = .capsule(from, to, radius: width / 2)
    case .polygon(let points, _): self = .polygon(points)
    case .text, .radialText: return nil
    }
  }

  /// The distance from the shape's ink to `box`; 0 when they overlap.
  func distance(to box: InkBox) -> Double {
    switch self {
    case .capsule(let a, let b, let radius):
      return max(box.distance(toSegmentFrom: a, to: b) - radius, 0)
    case .disc(let center, let radius):
      return max(box.distance(to: center) - radius, 0)
    case .box(let other):
      return box.distance(to: other)
    case .polygon(let points):
      guard let first = points.first else { return .infinity }
      if Self.contains(points, box.center) { return 0 }
      var nearest = Double.infinity
      var previous = points[points.count - 1]
      for point in points {
        nearest = min(nearest, box.distance(toSegmentFrom: previous, to: point))
        previous = point
      }
      return points.count == 1 ? box.distance(to: first) : nearest
    }
  }

  /// Even-odd point in polygon.
  private static func contains(_ polygon: [DialPoint], _ point: DialPoint) -> Bool {
    var inside = false
    var j = polygon.count - 1
    for i in polygon.indices {
      let a = polygon[i], b = polygon[j]
      if (a.y > point.y) != (b.y > point.y), point.x < (b.x - a.x) * (point.y - a.y) / (b.y - a.y) + a.x { inside.toggle() }
      j = i
    }
    return inside
  }

  static func distance(from point: DialPoint, toSegmentFrom a: DialPoint, to b: DialPoint) -> Double {
    let dx = b.x - a.x, dy = b.y - a.y
    let lengthSquared = dx * dx + dy * dy
    let t = lengthSquared == 0 ? 0 : min(max(((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared, 0), 1)
    let x = a.x + t * dx - point.x, y = a.y + t * dy - point.y
    return (x * x + y * y).squareRoot()
  }

  static func segmentsIntersect(_ p1: DialPoint, _ p2: DialPoint, _ q1: DialPoint, _ q2: DialPoint) -> Bool {
    func cross(_ o: DialPoint, _ a: DialPoint, _ b: DialPoint) -> Double { (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x) }
    let d1 = cross(q1, q2, p1), d2 = cross(q1, q2, p2), d3 = cross(p1, p2, q1), d4 = cross(p1, p2, q2)
    return ((d1 > 0) != (d2 > 0)) && ((d3 > 0) != (d4 > 0))
  }
}
