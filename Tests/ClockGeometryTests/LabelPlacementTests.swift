@testable import ClockGeometry
import ClockTestSupport
import Foundation
import Testing

/// A hand's ink as the test sees it, worked out from the hand angles and the style's hand
/// designs alone (not from the scene's elements): discs strung along the hand's axis every
/// 0.01 dial radii, each as wide as the hand at its widest and half a step more (so tapered and
/// baton corners are inside), plus counterweight, tip disc, cap, and the same again moved by
/// the shadow's offset.
private struct HandInk {
  var discs: [(center: DialPoint, radius: Double)] = []

  init(time: LocalTime, style: ClockStyle, shadow: Bool) {
    let angles = HandAngles(time)
    // A jumping minute hand (station) and its hour hand stand at the whole minute.
    let minute = style.minuteHandMotion == .jumping ? HandAngles(hour: time.hour, minute: time.minute, second: 0) : angles
    let hands = [(style.hourHand, minute.hour), (style.minuteHand, minute.minute), (style.secondHand, angles.second)]
    var discs: [(DialPoint, Double)] = []
    for (design, angle) in hands {
      let axis = angle.point(atRadius: 1)
      func along(_ r: Double) -> DialPoint { DialPoint(x: axis.x * r, y: axis.y * r) }
      // Breguet hands: the moon ring (radius 0.075 of the length, 0.76 of the way out, stroked
      // 0.9 widths) is a disc of its own.
      for step in 0...Int(((design.length + design.tail) / 0.01).rounded(.up)) {
        let r = min(-design.tail + Double(step) * 0.01, design.length)
        var half = max(design.width, design.tipWidth) / 2
        // A Breguet hand's arrow: 1.3 widths either side where it leaves the moon, a point at the tip.
        let base = design.length * (0.76 + 0.075) - 0.45 * design.width
        if design.outline == .breguet, r >= base { half = 1.3 * design.width * (design.length - r) / (design.length - base) }
        // Half a step wider than the hand, so that the string of discs covers its whole outline.
        discs.append((along(r), max(half, design.width / 2) + 0.005))
      }
      if design.outline == .breguet {
        discs.append((along(design.length * 0.76), design.length * 0.075 + design.width * 0.45))
      }
      if design.counterweight > 0 { discs.append((along(-design.tail * 0.6), design.counterweight)) }
      if design.tipDisc > 0 { discs.append((along(design.length), design.tipDisc)) }
    }
    discs.append((.center, style.dial.cap))
    if shadow {
      let offset = ClockScene.shadowOffset
      discs += discs.map { (DialPoint(x: $0.0.x + offset.x, y: $0.0.y + offset.y), $0.1) }
    }
    self.discs = discs
  }

  /// The smallest gap between the ink and `box` (negative: they overlap).
  func gap(to box: TestBox) -> Double {
    discs.map { disc in
      let dx = max(abs(disc.center.x - box.center.x) - box.halfWidth, 0)
      let dy = max(abs(disc.center.y - box.center.y) - box.halfHeight, 0)
      return (dx * dx + dy * dy).squareRoot() - disc.radius
    }.min() ?? .infinity
  }
}

/// A text's box as the test sees it: the widest advances of the built-in typefaces (DejaVu
/// Sans Bold's digits 0.696 em and colon 0.400 em are the widest of the three; lower-case
/// letters but m and w at most 0.72 em bold, 0.66 regular; capitals 0.8), ink height 0.76 em
/// for digits, 0.8 em with letters, 1 em with descenders. `LabelInkTests` in ClockRenderTests
/// holds these above cairo's measurements.
private struct TestBox {
  var text: String
  var size: Double
  var bold: Bool
  var center: DialPoint
  var halfWidth: Double
  var halfHeight: Double

  /// The gap between two boxes (0 when they overlap).
  func distance(to other: TestBox) -> Double {
    let dx = max(abs(other.center.x - center.x) - halfWidth - other.halfWidth, 0)
    let dy = max(abs(other.center.y - center.y) - halfHeight - other.halfHeight, 0)
    return (dx * dx + dy * dy).squareRoot()
  }

  init(text: String, center: DialPoint, size: Double, bold: Bool) {
    var width = 0.0
    var digitsOnly = true, descends = false
    for character in text {
      switch character {
      case "0"..."9": width += 0.7
      case ":", ".", " ": width += 0.4
      case "m", "w", "M", "W", "\u{2026}": width += 1.0; digitsOnly = false
      case "a"..."z": width += bold ? 0.72 : 0.66; digitsOnly = false
      default: width += 0.8; digitsOnly = false
      }
      if "gjpqy".contains(character) { descends = true }
    }
    self.text = text
    self.size = size
    self.bold = bold
    self.center = center
    halfWidth = width * size / 2
    halfHeight = (digitsOnly ? 0.76 : descends ? 1.0 : 0.8) * size / 2
  }

  init?(_ element: SceneElement) {
    guard case .text(let text, let center, let size, let bold, _) = element else { return nil }
    self.init(text: text, center: center, size: size, bold: bold)
  }
}

@Suite("Label placement")
struct LabelPlacementTests {
  static let utc = Zones.named("UTC")
  static let styles = ["classic", "station", "minimal", "breguet"]

  /// Every 13 s of a 12-hour day (3,323 instants: every second, minute and hour position is
  /// visited), the ones where a hand (with its shadow) comes within 0.01 of the box the time or
  /// zone label had at its old fixed place.
  static func instantsBlockingTheOldPlaces(style: ClockStyle) -> [LocalTime] {
    let start = Date(timeIntervalSince1970: 1_718_409_600)  // 2024-06-15T00:00:00Z
    return stride(from: 0, to: 43_200, by: 13).compactMap { offset in
      let time = LocalTime(start + Double(offset), in: utc)
      let ink = HandInk(time: time, style: style, shadow: style.shadow)
      let oldTime = TestBox(text: ClockScene.digitalTime(time, withSeconds: true), center: DialPoint(x: 0, y: 0.33), size: 0.11, bold: true)
      let oldZone = TestBox(text: "UTC", center: DialPoint(x: 0, y: -0.33), size: 0.1, bold: false)
      return min(ink.gap(to: oldTime), ink.gap(to: oldZone)) < 0.01 ? time : nil
    }
  }

  @Test("No hand covers a label where the hands pass its old place", arguments: styles)
  func labelsAreClearOfEveryHand(styleName: String) throws {
    let style = try #require(ClockStyle.named(styleName))
    let face = ClockFace(timeZone: Self.utc, options: ClockFaceOptions(style: style, label: .both))
    let instants = Self.instantsBlockingTheOldPlaces(style: style)
    // The old fixed places were covered at these instants: hundreds of the 3,323.
    #expect(instants.count > 500)
    var plated = 0, blockedEverywhere = 0
    let placement = LabelPlacement(layout: face.layout, hands: [face.style.hourHand, face.style.minuteHand, face.style.secondHand])
    for time in instants {
      let scene = face.scene(at: time)
      let ink = HandInk(time: time, style: style, shadow: style.shadow)
      let moving = Array(scene.movingElements)
      let texts = moving.indices.filter { TestBox(moving[$0]) != nil }
      #expect(texts.count == 2)
      for index in texts {
        let box = try #require(TestBox(moving[index]))
        if scene.plates.contains(index - 1) {
          // Over the hands, on its plate: drawn after every hand.
          plated += 1
          #expect(moving[(index + 1)...].allSatisfy { $0.role == .label || $0.role == .face })
          let others = texts.filter { $0 != index }.compactMap { other -> TestBox? in
            guard var box = TestBox(moving[other]) else { return nil }
            if scene.plates.contains(other - 1) { box.halfWidth += 0.02; box.halfHeight += 0.02 }
            return box
          }
          let label = DialLabel(
            text: box.text, size: box.size, bold: box.bold, role: .label,
            preferred: box.center, isCaption: !box.text.contains(":"))
          // Each candidate's box as the placement sizes it; the hands as this test sees them.
          let blocked = placement.candidates(for: label).allSatisfy { place in
            var candidate = box
            (candidate.center, candidate.halfWidth, candidate.halfHeight) = (place.center, place.box.halfWidth, place.box.halfHeight)
            return ink.gap(to: candidate) < LabelPlacement.margin || others.contains { $0.distance(to: candidate) < LabelPlacement.margin }
          }
          if blocked { blockedEverywhere += 1 }
        } else {
          #expect(ink.gap(to: box) >= 0, "\(time.hour):\(time.minute):\(time.second) \(moving[index])")
        }
      }
    }
    // A plate only where every place the label could take was blocked: by a hand (as the test
    // sees it) or by the other label.
    #expect(plated == blockedEverywhere)
    // Rare: under 4 % of all the instants.
    #expect(plated < 3_323 / 25, "\(plated) plates")
  }

  @Test func aLabelStaysInItsPlaceWhileNoHandIsThere() {
    // 10:10:15: the hands are up or right, the labels at their places.
    let time = LocalTime(Date(timeIntervalSince1970: 1_718_446_215), in: Self.utc)
    let scene = ClockScene(time: time, timeZone: Self.utc, options: ClockFaceOptions(label: .both))
    #expect(Array(scene.movingElements.prefix(2)) == [
      .text("UTC", center: DialPoint(x: 0, y: -0.33), size: 0.1, bold: false, role: .label),
      .text("10:10:15", center: DialPoint(x: 0, y: 0.33), size: 0.11, bold: true, role: .label),
    ])
    #expect(scene.plates.isEmpty)
  }

  @Test func theIssueInstantsMoveTheLabelsOffTheHands() throws {
    // Tokyo 19:09:37 (the hour and second hands near 7), UTC 06:31:05 (hour and minute at 6),
    // Chatham 12:45:00 (the second hand at 12 over the zone's name).
    let cases: [(String, TimeInterval)] = [
      ("Asia/Tokyo", 1_718_446_177), ("UTC", 1_718_433_065), ("Pacific/Chatham", 1_718_409_600),
    ]
    for (name, seconds) in cases {
      let zone = try #require(ZoneRules.named(name))
      let time = LocalTime(Date(timeIntervalSince1970: seconds), in: zone)
      let style = ClockStyle.classic
      let ink = HandInk(time: time, style: style, shadow: true)
      let title = ZoneTitle.title(for: zone)
      let oldTime = TestBox(text: ClockScene.digitalTime(time, withSeconds: true), center: DialPoint(x: 0, y: 0.33), size: 0.11, bold: true)
      let oldZone = TestBox(text: title, center: DialPoint(x: 0, y: -0.33), size: 0.1, bold: false)
      // Before: one of the two was under a hand.
      #expect(min(ink.gap(to: oldTime), ink.gap(to: oldZone)) < 0, "\(name)")
      let scene = ClockScene(time: time, timeZone: zone, options: ClockFaceOptions(label: .both))
      let boxes = scene.movingElements.compactMap(TestBox.init)
      #expect(boxes.count == 2)
      for box in boxes { #expect(ink.gap(to: box) >= 0, "\(name) \(box)") }
    }
  }

  @Test func aLabelWithNoFreePlaceIsDrawnOverTheHandsOnAPlate() {
    // A hand as wide as the dial leaves no place free.
    let placement = LabelPlacement(boundary: 0.8)
    let label = DialLabel(text: "12:00:00", size: 0.11, bold: true, role: .label, preferred: DialPoint(x: 0, y: 0.33), isCaption: false)
    let blot = SceneElement.disc(center: .center, radius: 0.9, role: .hourHand)
    let placed = placement.place([label], hands: [InkShape(blot)].compactMap { $0 })
    #expect(placed == [LabelPlacement.Placed(label: label, center: label.preferred, plated: true)])
    var hands = SceneLayers()
    hands.append(.hand(SceneHand(.hour, angle: DialAngle(degrees: 0))), blot)
    let moving = LabelPlacement.movingLayers(placed, hands: hands)
    #expect(moving.layers.map(\.part) == [.hand(SceneHand(.hour, angle: DialAngle(degrees: 0))), .plate, .readout])
    #expect(moving.elements.first == blot)
    #expect(moving.elements.last == .text("12:00:00", center: DialPoint(x: 0, y: 0.33), size: 0.11, bold: true, role: .label))
    // The plate (in the face's colour) covers the label's ink with room to spare.
    guard case .polygon(let points, .face) = moving.elements[1] else {
      Issue.record("no plate: \(moving.elements[1])")
      return
    }
    let box = TestBox(text: "12:00:00", center: DialPoint(x: 0, y: 0.33), size: 0.11, bold: true)
    // (NaN, for no points, fails every comparison.)
    #expect(points.map(\.x).min() ?? .nan < box.center.x - box.halfWidth)
    #expect(points.map(\.x).max() ?? .nan > box.center.x + box.halfWidth)
    #expect(points.map(\.y).min() ?? .nan < box.center.y - box.halfHeight)
    #expect(points.map(\.y).max() ?? .nan > box.center.y + box.halfHeight)
  }

  @Test func twoLabelsNeverShareAPlace() {
    // A hand down the middle blocks both preferred places; each label goes aside, not onto the
    // other's place or box.
    let placement = LabelPlacement(boundary: 0.85)
    let labels = [
      DialLabel(text: "Chatham", size: 0.1, bold: false, role: .label, preferred: DialPoint(x: 0, y: -0.33), isCaption: true),
      DialLabel(text: "06:31:05", size: 0.11, bold: true, role: .label, preferred: DialPoint(x: 0, y: 0.33), isCaption: false),
    ]
    let hand = SceneElement.segment(from: DialPoint(x: 0, y: -0.8), to: DialPoint(x: 0, y: 0.8), width: 0.05, roundCaps: true, role: .minuteHand)
    let placed = placement.place(labels, hands: [InkShape(hand)].compactMap { $0 })
    #expect(placed.allSatisfy { !$0.plated && $0.center != $0.label.preferred })
    #expect(placed[0].box.distance(to: placed[1].box) >= LabelPlacement.margin)
  }
}

@Suite("Labels that fit")
struct LabelFitTests {
  @Test func aStopwatchReadoutOfHundredsOfHoursShrinksClearOfTheNumerals() throws {
    let scene = StopwatchFace().scene(elapsed: .seconds(123 * 3600))
    let readout = try #require(scene.movingElements.compactMap { element -> (String, DialPoint, Double)? in
      if case .text(let text, let center, let size, _, .label) = element { return (text, center, size) }
      return nil
    }.first)
    #expect(readout.0 == "123:00:00.00")
    #expect(readout.2 < StopwatchFace.readoutSize)
    // The numerals 20 and 40 (size 0.12, ink reaching 0.745 at 120° and 240°) start 0.47 from
    // the vertical axis at the readout's height; the readout ends before.
    let box = TestBox(text: readout.0, center: readout.1, size: readout.2, bold: true)
    #expect(box.halfWidth < 0.45)
  }

  @Test func aShortReadoutKeepsItsSize() {
    let scene = StopwatchFace().scene(elapsed: .milliseconds(5239))
    #expect(scene.movingElements.first == .text("00:05.23", center: StopwatchFace.readoutCenter, size: 0.13, bold: true, role: .label))
  }

  @Test func aLongTimerCaptionShrinksThenEndsInAnEllipsisInsideTheInnermostRing() throws {
    let caption = "A very long caption for the tea timer that runs on"
    let face = CountdownFace(length: .seconds(125 * 3600), caption: caption)
    let scene = face.scene(remaining: .seconds(125 * 3600 - 5))
    // Three rings: the innermost's centre line at 0.54, its inner edge at 0.485.
    let inner = CountdownFace.radius(of: .seconds, in: face.rings) - CountdownFace.ringWidth / 2
    let texts = scene.elements.compactMap(TestBox.init)
    #expect(texts.count == 2)
    let shown = texts[0].text
    #expect(shown.hasSuffix("\u{2026}") && caption.hasPrefix(String(shown.dropLast())))
    #expect(texts[0].size < CountdownFace.captionSize)
    #expect(texts[1].text == "124:59:55")
    for box in texts {
      let corner = DialPoint(x: box.halfWidth, y: abs(box.center.y) + box.halfHeight)
      #expect((corner.x * corner.x + corner.y * corner.y).squareRoot() < inner, "\(box.text)")
    }
  }

  @Test func aShortCaptionIsKeptWhole() {
    let scene = CountdownFace(length: .seconds(600), caption: "Tea").scene(remaining: .seconds(555))
    #expect(scene.staticElements.last == .text("Tea", center: CountdownFace.captionCenter, size: 0.1, bold: false, role: .label))
  }
}
