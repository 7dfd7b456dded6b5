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
    self.init(hands: [(style.hourHand, minute.hour), (style.minuteHand, minute.minute), (style.secondHand, angles.second)], style: style, shadow: shadow)
  }

  /// The hour and minute hands alone, at the start and at the end of `time`'s minute (for a
  /// jumping minute hand, at its start only): what covers a label's place this minute.
  init(minuteOf time: LocalTime, style: ClockStyle, shadow: Bool) {
    let start = HandAngles(hour: time.hour, minute: time.minute, second: 0)
    let end = HandAngles(hour: time.hour, minute: time.minute, second: style.minuteHandMotion == .jumping ? 0 : 60)
    self.init(hands: [start, end].flatMap { [(style.hourHand, $0.hour), (style.minuteHand, $0.minute)] }, style: style, shadow: shadow)
  }

  init(hands: [(HandDesign, DialAngle)], style: ClockStyle, shadow: Bool) {
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
  static let styles = ClockStyle.builtInNames

  /// Every 29 s of a 12-hour day: 1,490 instants, every second, minute and hour position visited.
  static let day = (0..<1_490).map { LocalTime(Date(timeIntervalSince1970: 1_718_409_600 + Double($0 * 29)), in: utc) }

  /// The scene's texts, each with its box and its offset among the moving elements.
  private static func labels(_ scene: ClockScene) -> [TestBox] { scene.movingElements.compactMap(TestBox.init) }

  @Test("Labels are printed under the hands: every text layer comes before every hand, shadow and cap", arguments: styles)
  func labelsAreUnderTheHands(styleName: String) throws {
    let style = try #require(ClockStyle.named(styleName))
    let face = ClockFace(timeZone: Self.utc, options: ClockFaceOptions(style: style, label: .both))
    for time in Self.day.prefix(400) {
      let parts = face.scene(at: time).movingLayers.map(\.part)
      let lastText = try #require(parts.lastIndex { $0 == .caption || $0 == .readout })
      let firstOther = try #require(parts.firstIndex { $0 != .caption && $0 != .readout })
      #expect(lastText < firstOther, "\(styleName) \(time.hour):\(time.minute):\(time.second) \(parts)")
    }
  }

  @Test("A label leaves its place only while the hour or minute hand covers it, and then for a free one of its designed places", arguments: styles)
  func labelsMoveOnlyForTheHourAndMinuteHands(styleName: String) throws {
    let style = try #require(ClockStyle.named(styleName))
    let face = ClockFace(timeZone: Self.utc, options: ClockFaceOptions(style: style, label: .both))
    var still = face.options
    still.labelsStayInPlace = true
    let stillFace = ClockFace(timeZone: Self.utc, options: still)
    var moved = 0, underHands = 0
    var seen: [String: Set<DialPoint>] = [:]
    for time in Self.day {
      let ink = HandInk(minuteOf: time, style: style, shadow: style.shadow)
      let boxes = Self.labels(face.scene(at: time))
      let ownBoxes = Self.labels(stillFace.scene(at: time))
      #expect(boxes.count == 2 && ownBoxes.count == 2)
      for (index, (box, atOwn)) in zip(boxes, ownBoxes).enumerated() {
        seen[box.text.contains(":") ? "time" : "zone", default: []].insert(box.center)
        let otherMoved = boxes[1 - index].center != ownBoxes[1 - index].center
        if box.center != atOwn.center, ink.gap(to: atOwn) >= LabelPlacement.margin + 0.01 {
          // Its own place was free: it made room for the other label, which had to move.
          #expect(otherMoved, "\(styleName) \(time.hour):\(time.minute) \(box.text)")
          #expect(ink.gap(to: box) >= -0.01)
        } else if box.center != atOwn.center {
          moved += 1
          // Moved: its own place was covered this minute, and where it went is not. (The test's
          // discs are a model, not the outline: they reach 0.065 past the flat end of
          // contrast's 0.12-wide hour hand and fall a little short of Breguet's arrow, hence
          // the 0.01 either way beside the placement's margin.)
          #expect(ink.gap(to: atOwn) < LabelPlacement.margin + 0.01, "\(styleName) \(time.hour):\(time.minute) \(box.text)")
          #expect(ink.gap(to: box) >= -0.01, "\(styleName) \(time.hour):\(time.minute) \(box.text) at \(box.center)")
        } else if ink.gap(to: box) < 0 {
          underHands += 1
        }
      }
      #expect(boxes[0].distance(to: boxes[1]) > 0)
    }
    // The hands pass the places often enough that labels do move…
    #expect(moved > 300, "\(styleName): \(moved) moved")
    // …and a label is left under the hour or minute hand at few instants (all of its
    // designed places covered, or the other label in the one free): under 4 %.
    #expect(underHands < Self.day.count * 2 / 25, "\(styleName): \(underHands) under the hands")
    // Only designed places: its own, its mirror, a line beyond the mirror, and beside the
    // vertical axis at five heights, either side.
    for (key, places) in seen {
      #expect(places.count <= 13, "\(styleName) \(key): \(places)")
      #expect(places.allSatisfy { place in [0.33, 0.2, 0].contains { abs(abs(place.y) - $0) < 1e-9 } || place == DialPoint(x: 0, y: key == "time" ? -0.5 : 0.5) }, "\(styleName) \(key): \(places)")
      #expect(places.filter { $0.x == 0 }.allSatisfy { abs(abs($0.y) - 0.33) < 1e-9 || abs($0.y) == 0.5 })
    }
  }

  @Test("Across any 60 seconds a label takes at most two places; within a minute, one", arguments: styles)
  func labelsDoNotHop(styleName: String) throws {
    let style = try #require(ClockStyle.named(styleName))
    // A short and a long name, and offsets of :45 (whole minutes apart from UTC's hands): the
    // 60-second world clocks of LabelsOnTheDialEndToEndTests take eight zones.
    let zones = ["UTC", "America/Argentina/ComodRivadavia", "Asia/Kathmandu", "Pacific/Chatham"].map(Zones.named)
    var options = ClockFaceOptions(style: style, label: .both)
    options.secondHand = .sweeping
    for zone in zones {
      let face = ClockFace(timeZone: zone, options: options)
      // A minute's 60 seconds from each of 9 starts spread over twelve hours, a few seconds
      // into the minute each (so every window crosses a minute's turn).
      for start in stride(from: 1_718_409_617.0, to: 1_718_409_600 + 43_200, by: 4_807) {
        var places: [String: Set<DialPoint>] = [:]
        var minutes: [String: [Int: Set<DialPoint>]] = [:]
        for second in 0..<60 {
          let time = LocalTime(Date(timeIntervalSince1970: start + Double(second)), in: zone)
          for box in Self.labels(face.scene(at: time)) {
            let key = box.text.contains(":") ? "time" : "zone"
            places[key, default: []].insert(box.center)
            minutes[key, default: [:]][time.minute, default: []].insert(box.center)
          }
        }
        for (key, seen) in places { #expect(seen.count <= 2, "\(styleName) \(zone.identifier) \(key) from \(start): \(seen)") }
        for (key, byMinute) in minutes {
          for (minute, seen) in byMinute { #expect(seen.count == 1, "\(styleName) \(key) minute \(minute): \(seen)") }
        }
      }
    }
  }

  @Test func labelsThatStayInPlaceNeverMove() {
    var options = ClockFaceOptions(style: ClockStyle.named("station") ?? .classic, label: .both)
    options.labelsStayInPlace = true
    let face = ClockFace(timeZone: Self.utc, options: options)
    for time in Self.day.prefix(600) {
      let centers = Self.labels(face.scene(at: time)).map(\.center)
      #expect(centers == [ClockFace.zoneLabelCenter, ClockFace.timeLabelCenter])
    }
  }

  @Test func aLabelStaysInItsPlaceWhileNoHandIsThere() {
    // 10:10:15: the hands are up or right, the labels at their places.
    let time = LocalTime(Date(timeIntervalSince1970: 1_718_446_215), in: Self.utc)
    let scene = ClockScene(time: time, timeZone: Self.utc, options: ClockFaceOptions(label: .both))
    #expect(Array(scene.movingElements.prefix(2)) == [
      .text("UTC", center: DialPoint(x: 0, y: -0.33), size: 0.1, bold: false, role: .label),
      .text("10:10:15", center: DialPoint(x: 0, y: 0.33), size: 0.11, bold: true, role: .label),
    ])
  }

  @Test func theSecondHandAloneMovesNoLabel() {
    // 10:10:30 and 10:10:00: the second hand straight through the time's place, then the
    // zone's; the hour and minute hands far from both.
    for seconds in [1_718_446_230.0, 1_718_446_200.0] {
      let time = LocalTime(Date(timeIntervalSince1970: seconds), in: Self.utc)
      let scene = ClockScene(time: time, timeZone: Self.utc, options: ClockFaceOptions(label: .both))
      #expect(Self.labels(scene).map(\.center) == [ClockFace.zoneLabelCenter, ClockFace.timeLabelCenter])
    }
  }

  @Test func theIssueInstantsMoveTheLabelsOffTheHourAndMinuteHands() throws {
    // Tokyo 19:09:37 (the hour hand near 7), UTC 06:31:05 (hour and minute at 6),
    // Chatham 12:45:00 (the hour hand at 12 over the zone's name).
    let cases: [(String, TimeInterval)] = [
      ("Asia/Tokyo", 1_718_446_177), ("UTC", 1_718_433_065), ("Pacific/Chatham", 1_718_409_600),
    ]
    for (name, seconds) in cases {
      let zone = try #require(ZoneRules.named(name))
      let time = LocalTime(Date(timeIntervalSince1970: seconds), in: zone)
      let style = ClockStyle.classic
      let ink = HandInk(minuteOf: time, style: style, shadow: true)
      let title = ZoneTitle.title(for: zone)
      let oldTime = TestBox(text: ClockScene.digitalTime(time, withSeconds: true), center: DialPoint(x: 0, y: 0.33), size: 0.11, bold: true)
      let oldZone = TestBox(text: title, center: DialPoint(x: 0, y: -0.33), size: 0.1, bold: false)
      // Before: one of the two was under a hand.
      #expect(min(ink.gap(to: oldTime), ink.gap(to: oldZone)) < 0, "\(name)")
      let scene = ClockScene(time: time, timeZone: zone, options: ClockFaceOptions(label: .both))
      let boxes = Self.labels(scene)
      #expect(boxes.count == 2)
      for box in boxes { #expect(ink.gap(to: box) >= 0, "\(name) \(box.text) at \(box.center) size \(box.size)") }
    }
  }

  @Test func aLabelWithNoFreePlaceStaysInItsOwnUnderTheHands() {
    // A hand as wide as the dial leaves no place free.
    let placement = LabelPlacement(boundary: 0.8)
    let label = DialLabel(text: "12:00:00", size: 0.11, bold: true, role: .label, preferred: DialPoint(x: 0, y: 0.33), isCaption: false)
    let blot = SceneElement.disc(center: .center, radius: 0.9, role: .hourHand)
    let placed = placement.place([label], covering: [InkShape(blot)].compactMap { $0 })
    #expect(placed == [LabelPlacement.Placed(label: label, center: label.preferred)])
    var hands = SceneLayers()
    hands.append(.hand(SceneHand(.hour, angle: DialAngle(degrees: 0))), blot)
    let moving = LabelPlacement.layers(placed, under: hands)
    #expect(moving.layers.map(\.part) == [.readout, .hand(SceneHand(.hour, angle: DialAngle(degrees: 0)))])
    #expect(moving.elements.last == blot)
  }

  @Test func twoLabelsNeverShareAPlace() {
    // A hand down the middle blocks both own places; each label goes aside, not onto the
    // other's place or box.
    let placement = LabelPlacement(boundary: 0.85)
    let labels = [
      DialLabel(text: "Chatham", size: 0.1, bold: false, role: .label, preferred: DialPoint(x: 0, y: -0.33), isCaption: true),
      DialLabel(text: "06:31:05", size: 0.11, bold: true, role: .label, preferred: DialPoint(x: 0, y: 0.33), isCaption: false),
    ]
    let hand = SceneElement.segment(from: DialPoint(x: 0, y: -0.8), to: DialPoint(x: 0, y: 0.8), width: 0.05, roundCaps: true, role: .minuteHand)
    let placed = placement.place(labels, covering: [InkShape(hand)].compactMap { $0 })
    #expect(placed.allSatisfy { $0.center != $0.label.preferred })
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
    #expect(scene.movingElements.contains(.text("Tea", center: CountdownFace.captionCenter, size: 0.1, bold: false, role: .label)))
  }
}
