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

/// Where a dial's labels go at one instant, so that no hand covers them.
///
/// Each label has a preferred place (the time below the centre, the zone above it). At an
/// instant where a hand's ink (or its shadow, tail, counterweight, tip disc, the cap) comes
/// within ``margin`` of it, the label takes a free place among a few fixed candidates
/// (``candidates(for:)``): the mirror of its place across the centre, then beside the vertical
/// axis. A place is free when the label's estimated ink (``TextInkEstimate``) stays inside
/// ``boundary``, clear of the still ``obstacles`` (numerals, a sub-dial), of the hands and of
/// the other labels. When no place is free, the label stays where it prefers to be and gets a
/// plate: a rounded rectangle in the face's colour, drawn over the hands with the text on it.
///
/// The decision is made here, once per scene, so that PNG, SVG and PDF of one instant agree and
/// a renderer only draws. A fixed short list keeps the label still while a hand passes (it jumps
/// once to the other side and back), where "the nearest free point" would follow the hand.
struct LabelPlacement: Sendable {
  /// Labels keep their ink within this radius (inside the ticks).
  let boundary: Double
  /// Still ink that labels keep clear of.
  let obstacles: [InkShape]

  /// How far a label's ink keeps from any other ink, in dial radii (a little more than a soft
  /// shadow's blur).
  static let margin = 0.025
  /// How far a label beside the vertical axis keeps from it: clear of the widest hand pointing
  /// along the axis.
  let sideGap: Double
  /// How far a plate reaches past its label's ink.
  static let platePadding = 0.02

  /// A label where it went.
  struct Placed: Hashable {
    var label: DialLabel
    var center: DialPoint
    /// Whether it is drawn over the hands on a plate of its own.
    var plated: Bool

    var box: InkBox { label.box(at: center) }
  }

  /// The placement for a clock face of `layout` with `hands`: inside the innermost ticks, clear
  /// of the numerals (their ink estimated where a renderer puts it, ``DialNumeral``).
  init(layout: DialLayout, hands: [HandDesign]) {
    sideGap = (hands.map(\.halfWidth).max() ?? 0) + Self.margin + 0.05
    let ticks = layout.hourTicks + layout.minuteTicks
    boundary = ticks.map(\.innerRadius).min() ?? (1 - layout.rimWidth)
    obstacles = layout.numerals.map {
      Self.numeralInk($0.text, angle: $0.angle, reach: $0.reach, size: $0.fontSize, bold: layout.numeralsBold)
    }
  }

  /// A placement inside `boundary`, clear of `obstacles`, with labels beside the vertical axis
  /// `sideGap` from it.
  init(boundary: Double, obstacles: [InkShape] = [], sideGap: Double = 0.07) {
    self.sideGap = sideGap
    self.boundary = boundary
    self.obstacles = obstacles
  }

  /// Whether `box`'s ink stays inside the boundary and clear of the still obstacles.
  func fits(_ box: InkBox) -> Bool {
    let reach = boundary - Self.margin
    guard box.corners.allSatisfy({ $0.x * $0.x + $0.y * $0.y <= reach * reach }) else { return false }
    return Self.isClear(box, of: obstacles)
  }

  /// A numeral's estimated ink where a renderer puts it (``SceneElement/radialText(_:angle:reach:size:bold:role:)``):
  /// on the ray at `angle`, its farthest point `reach` from the centre.
  static func numeralInk(_ text: String, angle: DialAngle, reach: Double, size: Double, bold: Bool) -> InkShape {
    let ink = TextInkEstimate.size(of: text, size: size, bold: bold)
    let direction = angle.point(atRadius: 1)
    let support = abs(direction.x) * ink.width / 2 + abs(direction.y) * ink.height / 2
    let center = angle.point(atRadius: max(0, reach - support))
    return .box(InkBox(center: center, halfWidth: ink.width / 2, halfHeight: ink.height / 2))
  }

  static func isClear(_ box: InkBox, of shapes: [InkShape]) -> Bool {
    shapes.allSatisfy { $0.distance(to: box) >= margin }
  }

  /// `label` made to fit at its preferred place: the size stepped down (5 % a step) to
  /// `smallest`, then, for a caption, the text shortened with "…". A readout that fits at no
  /// size keeps the smallest.
  func fitted(_ label: DialLabel, smallest: Double) -> DialLabel {
    var label = label
    let floor = min(smallest, label.size)
    while !fits(label.box(at: label.preferred)), label.size > floor {
      label.size = max(floor, label.size * 0.95)
    }
    guard label.isCaption else { return label }
    var kept = Array(label.text)
    while !fits(label.box(at: label.preferred)), kept.count > 1 {
      kept.removeLast()
      while kept.last == " " { kept.removeLast() }
      label.text = String(kept) + "\u{2026}"
    }
    return label
  }

  /// The places `label` may take, in order of preference, where its ink fits: its own, its
  /// mirror across the centre, then beside the vertical axis (``sideGap`` from it) at the
  /// preferred height on its own side and on the other, nearer the centre, and on the
  /// horizontal axis. Beside the axis a label may be drawn up to a fifth smaller to fit
  /// between the centre and the numerals.
  func candidates(for label: DialLabel) -> [Placed] {
    let p = label.preferred
    var placed = [p, DialPoint(x: p.x, y: -p.y)].map { Placed(label: label, center: $0, plated: false) }
    let below = p.y >= 0 ? 1.0 : -1.0
    for y in [below * abs(p.y), -below * abs(p.y), below * 0.2, -below * 0.2, 0] {
      for direction in [1.0, -1.0] {
        var shrunk = label
        for scale in [1, 0.95, 0.9, 0.85, 0.8, 0.75] {
          shrunk.size = label.size * scale
          let center = DialPoint(x: direction * (shrunk.box(at: .center).halfWidth + sideGap), y: y)
          if fits(shrunk.box(at: center)) {
            placed.append(Placed(label: shrunk, center: center, plated: false))
            break
          }
        }
      }
    }
    return placed.filter { fits($0.box) }
  }

  /// Where each of `labels` goes when `hands` (the ink of everything that moves) are where they
  /// are; in the labels' order.
  ///
  /// Every combination of free candidates (and, for each label, a plate at its own place) is
  /// tried, and the one whose labels are the fewest steps down their lists wins; a plate costs
  /// more than any free place. Labels never overlap. There are two labels at most and about a
  /// dozen places each, so trying them all is cheap.
  func place(_ labels: [DialLabel], hands: [InkShape]) -> [Placed] {
    let plateCost = 1_000
    let options: [[(placed: Placed, cost: Int, box: InkBox)]] = labels.map { label in
      var options = candidates(for: label).enumerated().compactMap { rank, place -> (Placed, Int, InkBox)? in
        Self.isClear(place.box, of: hands) ? (place, rank, place.box) : nil
      }
      if options.first?.0.center != label.preferred {
        // Not free where it prefers to be: a plate there is the last resort.
        let plated = Placed(label: label, center: label.preferred, plated: true)
        options.append((plated, plateCost, plated.box.grown(by: Self.platePadding)))
      }
      return options
    }
    var best: (cost: Int, choice: [Int])?
    var choice: [Int] = []
    func search(_ index: Int, cost: Int) {
      if let best, cost >= best.cost { return }
      guard index < options.count else {
        best = (cost, choice)
        return
      }
      for (offset, option) in options[index].enumerated() {
        let box = option.box
        let apart = choice.enumerated().allSatisfy { options[$0.offset][$0.element].box.distance(to: box) >= Self.margin }
        guard apart else { continue }
        choice.append(offset)
        search(index + 1, cost: cost + option.cost)
        choice.removeLast()
      }
    }
    search(0, cost: 0)
    guard let best else {
      // Only when labels overlap even on their plates: each keeps its place, plated.
      return labels.map { Placed(label: $0, center: $0.preferred, plated: true) }
    }
    return best.choice.enumerated().map { options[$0.offset][$0.element].placed }
  }

  /// The moving part of a scene: the free labels (captions first), then `hands` (shadows,
  /// hands, cap), then each plated label over its plate.
  static func movingLayers(_ placed: [Placed], hands: SceneLayers) -> SceneLayers {
    var layers = SceneLayers()
    let free = placed.filter { !$0.plated }
    for label in free.filter(\.label.isCaption) + free.filter({ !$0.label.isCaption }) {
      layers.append(label.label.part, label.label.element(at: label.center))
    }
    for layer in hands.layers { layers.append(layer.part, layer.elements, joiningTheLast: false) }
    for label in placed where label.plated {
      layers.append(.plate, plate(around: label.box), joiningTheLast: false)
      layers.append(label.label.part, label.label.element(at: label.center), joiningTheLast: false)
    }
    return layers
  }

  /// A rounded rectangle ``platePadding`` around `box`, in the face's colour.
  static func plate(around box: InkBox) -> SceneElement {
    let outer = box.grown(by: platePadding)
    let radius = min(0.035, outer.halfHeight)
    let inner = InkBox(center: outer.center, halfWidth: outer.halfWidth - radius, halfHeight: outer.halfHeight - radius)
    // Corner centres clockwise from the top right (y down), each with a quarter circle.
    let corners = [(inner.maxX, inner.minY, -90.0), (inner.maxX, inner.maxY, 0.0), (inner.minX, inner.maxY, 90.0), (inner.minX, inner.minY, 180.0)]
    var points: [DialPoint] = []
    for (x, y, start) in corners {
      for step in 0...4 {
        let radians = (start + Double(step) * 22.5) * .pi / 180
        points.append(DialPoint(x: x + radius * cos(radians), y: y + radius * sin(radians)))
      }
    }
    return .polygon(points, role: .face)
  }
}
