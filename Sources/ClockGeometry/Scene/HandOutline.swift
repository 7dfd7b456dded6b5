#if canImport(Glibc)
import Glibc  // sin, cos
#elseif canImport(Darwin)
import Darwin
#endif

/// The scene elements that draw one hand of a ``HandDesign`` pointing at an angle: the
/// silhouette (a stroke or a polygon) and its discs.
struct HandOutline {
  let design: HandDesign
  let angle: DialAngle

  /// A point `along` dial radii out on the hand's axis (negative: on the tail) and `across`
  /// to its right.
  private func point(along: Double, across: Double) -> DialPoint {
    let axis = angle.point(atRadius: 1)
    // Right of the axis, in y-down space, is the axis turned a quarter clockwise.
    return DialPoint(x: axis.x * along - axis.y * across, y: axis.y * along + axis.x * across)
  }

  /// The hand's elements, all in `role`, moved by `offset` (a shadow's): the silhouette, the
  /// counterweight, the tip disc.
  func elements(role: SceneRole, offset: DialPoint = .center) -> [SceneElement] {
    let elements = silhouette(role: role) + [counterweight(role: role), tipDisc(role: role)].compactMap(\.self)
    guard offset != .center else { return elements }
    return elements.map { $0.moved(by: offset) }
  }

  /// Appends the hand's layers as `hand`, in `role`: the silhouette, then the counterweight and
  /// the tip disc, each a part of its own (a text renderer leaves them out where they blot).
  func append(as hand: SceneHand, role: SceneRole, to layers: inout SceneLayers) {
    layers.append(.hand(hand), silhouette(role: role))
    if let counterweight = counterweight(role: role) { layers.append(.counterweight(hand), counterweight) }
    if let tipDisc = tipDisc(role: role) { layers.append(.tipDisc(hand), tipDisc) }
  }

  /// The disc on the tail, or nil for none.
  private func counterweight(role: SceneRole) -> SceneElement? {
    guard design.counterweight > 0 else { return nil }
    return .disc(center: point(along: -design.tail * 0.6, across: 0), radius: design.counterweight, role: role)
  }

  /// The disc at the tip, or nil for none.
  private func tipDisc(role: SceneRole) -> SceneElement? {
    guard design.tipDisc > 0 else { return nil }
    return .disc(center: point(along: design.length, across: 0), radius: design.tipDisc, role: role)
  }

  /// The stroke or polygon (a Breguet hand: stroke, moon ring and point) the hand is drawn as.
  private func silhouette(role: SceneRole) -> [SceneElement] {
    var elements: [SceneElement] = []
    let d = design
    switch d.outline {
    case .line:
      elements.append(.segment(from: point(along: -d.tail, across: 0), to: point(along: d.length, across: 0), width: d.width, roundCaps: true, role: role))
    case .baton:
      elements.append(.polygon([
        point(along: -d.tail, across: -d.width / 2), point(along: d.length, across: -d.width / 2),
        point(along: d.length, across: d.width / 2), point(along: -d.tail, across: d.width / 2),
      ], role: role))
    case .tapered:
      elements.append(.polygon([
        point(along: -d.tail, across: -d.width / 2), point(along: d.length, across: -d.tipWidth / 2),
        point(along: d.length, across: d.tipWidth / 2), point(along: -d.tail, across: d.width / 2),
      ], role: role))
    case .leaf:
      let widest = d.length * 0.4
      elements.append(.polygon([
        point(along: -d.tail, across: 0), point(along: widest, across: -d.width / 2),
        point(along: d.length, across: 0), point(along: widest, across: d.width / 2),
      ], role: role))
    case .breguet:
      let moonRadius = d.length * HandDesign.breguetMoonRadius * d.moonScale
      let moonCenter = d.length * HandDesign.breguetMoonCenter
      let ringWidth = d.width * 0.9
      elements.append(.segment(
        from: point(along: -d.tail, across: 0), to: point(along: moonCenter - moonRadius, across: 0),
        width: d.width, roundCaps: true, role: role))
      elements.append(.ring(center: point(along: moonCenter, across: 0), radius: moonRadius, width: ringWidth, role: role))
      let base = moonCenter + moonRadius - ringWidth / 2
      elements.append(.polygon([
        point(along: base, across: -d.width * 1.3), point(along: d.length, across: 0), point(along: base, across: d.width * 1.3),
      ], role: role))
    }
    return elements
  }
}

extension SceneElement {
  /// The element moved by `offset` (dial radii).
  package func moved(by offset: DialPoint) -> SceneElement {
    func move(_ point: DialPoint) -> DialPoint { DialPoint(x: point.x + offset.x, y: point.y + offset.y) }
    switch self {
    case .disc(let center, let radius, let role): return .disc(center: move(center), radius: radius, role: role)
    case .ring(let center, let radius, let width, let role): return .ring(center: move(center), radius: radius, width: width, role: role)
    case .arc(let center, let radius, let width, let start, let sweep, let role):
      return .arc(center: move(center), radius: radius, width: width, start: start, sweep: sweep, role: role)
    case .segment(let from, let to, let width, let roundCaps, let role):
      return .segment(from: move(from), to: move(to), width: width, roundCaps: roundCaps, role: role)
    case .polygon(let points, let role): return .polygon(points.map(move), role: role)
    case .text(let text, let center, let size, let bold, let role): return .text(text, center: move(center), size: size, bold: bold, role: role)
    case .radialText: return self
    }
  }

  /// The element turned clockwise by `degrees` about `pivot` (texts stay upright, and a
  /// numeral on its ray stays where it is).
  package func turned(by degrees: Double, about pivot: DialPoint) -> SceneElement {
    let radians = degrees * .pi / 180
    let cosine = cos(radians), sine = sin(radians)
    func turn(_ point: DialPoint) -> DialPoint {
      // Clockwise on screen, where y points down.
      let dx = point.x - pivot.x, dy = point.y - pivot.y
      return DialPoint(x: pivot.x + dx * cosine - dy * sine, y: pivot.y + dx * sine + dy * cosine)
    }
    switch self {
    case .disc(let center, let radius, let role): return .disc(center: turn(center), radius: radius, role: role)
    case .ring(let center, let radius, let width, let role): return .ring(center: turn(center), radius: radius, width: width, role: role)
    case .arc(let center, let radius, let width, let start, let sweep, let role):
      return .arc(center: turn(center), radius: radius, width: width, start: DialAngle(degrees: start.degrees + degrees), sweep: sweep, role: role)
    case .segment(let from, let to, let width, let roundCaps, let role):
      return .segment(from: turn(from), to: turn(to), width: width, roundCaps: roundCaps, role: role)
    case .polygon(let points, let role): return .polygon(points.map(turn), role: role)
    case .text(let text, let center, let size, let bold, let role): return .text(text, center: turn(center), size: size, bold: bold, role: role)
    case .radialText: return self
    }
  }

  /// The same element in another role.
  func recolored(_ role: SceneRole) -> SceneElement {
    switch self {
    case .disc(let center, let radius, _): return .disc(center: center, radius: radius, role: role)
    case .ring(let center, let radius, let width, _): return .ring(center: center, radius: radius, width: width, role: role)
    case .arc(let center, let radius, let width, let start, let sweep, _):
      return .arc(center: center, radius: radius, width: width, start: start, sweep: sweep, role: role)
    case .segment(let from, let to, let width, let roundCaps, _):
      return .segment(from: from, to: to, width: width, roundCaps: roundCaps, role: role)
    case .polygon(let points, _): return .polygon(points, role: role)
    case .text(let text, let center, let size, let bold, _): return .text(text, center: center, size: size, bold: bold, role: role)
    case .radialText(let text, let angle, let reach, let size, let bold, _):
      return .radialText(text, angle: angle, reach: reach, size: size, bold: bold, role: role)
    }
  }
}
