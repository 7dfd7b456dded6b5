#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a dial's labels sit: printed on the dial, under the hands, in a few designed places.
///
/// Each label has its own place (the time above 6, the zone under 12) and a short, fixed list of
/// designed alternatives (``places(for:)``): the mirror of its place across the centre (or a
/// line beyond it), then beside the vertical axis, down to the windows at 3 and 9 o'clock. A label leaves its place only when the hour or the minute hand
/// would cover it during the current minute (``place(_:covering:)``): the thin second hand
/// passes over a label as it passes over a printed dial's name, so labels do not hop every few
/// seconds. A label whose every place is covered stays in its own place, under the hands; it
/// is never painted over them (``layers(_:under:)``).
///
/// The choice is a function of the whole minute (the hands' ink at its start and at its end),
/// not of the second, so a label takes at most two places in any 60 seconds, and the same
/// instant gives the same places in PNG, SVG and PDF and on every run. A picture whose hands run
/// on by themselves (an animated SVG, the HTML page) keeps every label in its own place
/// (``ClockFaceOptions/labelsStayInPlace``).
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

  /// How far from the centre a label's second line is, across the centre from its own place.
  static let farLine = 0.5

  /// A label where it went.
  struct Placed: Hashable {
    var label: DialLabel
    var center: DialPoint

    var box: InkBox { label.box(at: center) }
  }

  /// The placement for a clock face of `layout` with `hands`: inside the innermost ticks, clear
  /// of the numerals (their ink estimated where a renderer puts it, ``DialNumeral``).
  init(layout: DialLayout, hands: [HandDesign]) {
    sideGap = (hands.map(\.halfWidth).max() ?? 0) + Self.margin + 0.05
    let ticks = layout.hourTicks + layout.minuteTicks
    boundary = ticks.map(\.innerRadius).min() ?? (1 - layout.rimWidth)
    obstacles = Self.numeralInks(of: layout).map(InkShape.box) + layout.twelveMarker.compactMap(InkShape.init)
  }

  /// Every numeral's estimated ink on `layout`'s dial (``numeralInk(_:angle:reach:size:bold:)``).
  static func numeralInks(of layout: DialLayout) -> [InkBox] {
    layout.numerals.map { numeralInk($0.text, angle: $0.angle, reach: $0.reach, size: $0.fontSize, bold: layout.numeralsBold) }
  }

  /// A placement inside `boundary`, clear of `obstacles`, with labels beside the vertical axis
  /// `sideGap` from it.
  init(boundary: Double, obstacles: [InkShape] = [], sideGap: Double = 0.07) {
    self.sideGap = sideGap
    self.boundary = boundary
    self.obstacles = obstacles
  }

  /// The same placement, keeping clear of `shapes` too (a complication's window or dial).
  func avoiding(_ shapes: [InkShape]) -> LabelPlacement {
    LabelPlacement(boundary: boundary, obstacles: obstacles + shapes, sideGap: sideGap)
  }

  /// Whether `box`'s ink stays inside the boundary and clear of the still obstacles.
  func fits(_ box: InkBox) -> Bool {
    let reach = boundary - Self.margin
    guard box.corners.allSatisfy({ $0.x * $0.x + $0.y * $0.y <= reach * reach }) else { return false }
    return Self.isClear(box, of: obstacles)
  }

  /// A numeral's estimated ink where a renderer puts it (``SceneElement/radialText(_:angle:reach:size:bold:role:)``):
  /// on the ray at `angle`, its farthest point `reach` from the centre.
  static func numeralInk(_ text: String, angle: DialAngle, reach: Double, size: Double, bold: Bool) -> InkBox {
    let ink = TextInkEstimate.size(of: text, size: size, bold: bold)
    let direction = angle.point(atRadius: 1)
    let support = abs(direction.x) * ink.width / 2 + abs(direction.y) * ink.height / 2
    let center = angle.point(atRadius: max(0, reach - support))
    return InkBox(center: center, halfWidth: ink.width / 2, halfHeight: ink.height / 2)
  }

  static func isClear(_ box: InkBox, of shapes: [InkShape]) -> Bool {
    shapes.allSatisfy { $0.distance(to: box) >= margin }
  }

  /// `label` made to fit at its own place: the size stepped down (5 % a step) to `smallest`,
  /// then, for a caption, the text shortened with "…". A readout that fits at no size keeps the
  /// smallest. A face fits each label once, when it is made, for the widest text it will show:
  /// a label is sized by design, not anew each second.
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
  /// mirror across the centre and a line farther out on that side (``farLine``), then beside the vertical axis (``sideGap`` from it) at its own
  /// height and at the mirrored one, nearer the centre, and on the horizontal axis (the 3 and 9
  /// o'clock windows), on either side. Beside the axis a label may be set up to a
  /// quarter smaller, to fit between the centre and the numerals; the scale depends on the
  /// label's box alone, so a readout keeps it from second to second. Its own place is always
  /// first, fitting or not.
  func places(for label: DialLabel) -> [Placed] {
    let own = label.preferred
    var places = [Placed(label: label, center: own)]
    let below = own.y >= 0 ? 1.0 : -1.0
    // The mirror, and a line farther out on that side: a second line where two labels share a
    // half of the dial.
    for y in [-own.y, -below * Self.farLine] {
      let place = Placed(label: label, center: DialPoint(x: own.x, y: y))
      if fits(place.box) { places.append(place) }
    }
    for y in [below * abs(own.y), -below * abs(own.y), below * 0.2, -below * 0.2, 0] {
      for direction in [1.0, -1.0] {
        var shrunk = label
        for scale in [1, 0.95, 0.9, 0.85, 0.8, 0.75] {
          shrunk.size = label.size * scale
          let center = DialPoint(x: direction * (shrunk.box(at: .center).halfWidth + sideGap), y: y)
          if fits(shrunk.box(at: center)) {
            places.append(Placed(label: shrunk, center: center))
            break
          }
        }
      }
    }
    return places
  }

  /// Where each of `labels` goes while `hands` (the ink of the hour and minute hands over the
  /// current minute, shadows included) are where they are; in the labels' order.
  ///
  /// Every combination of places is tried, and the one whose labels are the fewest steps down
  /// their lists wins. A label whose own place is free leaves it only to make room for another
  /// that would otherwise be left under a hand, and a label none of whose places is free stays
  /// in its own place, under the hands. Labels never overlap. There are two labels at most and about
  /// twelve places each, so trying them all is cheap.
  func place(_ labels: [DialLabel], covering hands: [InkShape]) -> [Placed] {
    Self.place(labels.map(places(for:)), covering: hands)
  }

  /// As ``place(_:covering:)``, each label given by its places (``places(for:)``, its own
  /// first), which a face works out once.
  static func place(_ candidates: [[Placed]], covering hands: [InkShape]) -> [Placed] {
    let covered = 1_000, displaced = 100
    let options: [[(placed: Placed, cost: Int)]] = candidates.map { places in
      let ownIsFree = places.first.map { Self.isClear($0.box, of: hands) } ?? false
      var options = places.enumerated().compactMap { rank, place -> (Placed, Int)? in
        // Leaving a free place of its own costs more than any move for a hand: a label makes
        // room for another only where that one would otherwise be left under a hand.
        Self.isClear(place.box, of: hands) ? (place, rank == 0 || !ownIsFree ? rank : displaced + rank) : nil
      }
      if let own = places.first, options.first?.0.center != own.center {
        // Nowhere free: under the hands, where it belongs.
        options.append((own, covered))
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
        let box = option.placed.box
        let apart = choice.enumerated().allSatisfy { options[$0.offset][$0.element].placed.box.distance(to: box) >= margin }
        guard apart else { continue }
        choice.append(offset)
        search(index + 1, cost: cost + option.cost)
        choice.removeLast()
      }
    }
    search(0, cost: 0)
    guard let best else {
      // Only when the labels' own places overlap: each keeps its place.
      return candidates.compactMap(\.first)
    }
    return best.choice.enumerated().map { options[$0.offset][$0.element].placed }
  }

  /// The moving part of a scene: the labels (captions first), printed on the dial, then
  /// `hands` (shadows, hands, cap) over them.
  static func layers(_ placed: [Placed], under hands: SceneLayers) -> SceneLayers {
    var layers = SceneLayers()
    for label in placed.filter(\.label.isCaption) + placed.filter({ !$0.label.isCaption }) {
      layers.append(label.label.part, label.label.element(at: label.center))
    }
    for layer in hands.layers { layers.append(layer.part, layer.elements, joiningTheLast: false) }
    return layers
  }
}
