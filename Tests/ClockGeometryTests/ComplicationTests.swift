@testable import ClockGeometry
import ClockTestSupport
import Foundation
import Testing

/// Complications: the moon's phase against published new and full moons, and the scene parts
/// (in their places, under labels and hands, clear of the labels), style files and icons.
@Suite("Complications")
struct ComplicationTests {
  /// Published instants (UTC) of the new and full moons of 2024 (US Naval Observatory / NASA
  /// phase tables).
  static let newMoons2024 = [
    "2024-01-11T11:57:00Z", "2024-02-09T22:59:00Z", "2024-03-10T09:00:00Z", "2024-04-08T18:21:00Z",
    "2024-05-08T03:22:00Z", "2024-06-06T12:38:00Z", "2024-07-05T22:57:00Z", "2024-08-04T11:13:00Z",
    "2024-09-03T01:55:00Z", "2024-10-02T18:49:00Z", "2024-11-01T12:47:00Z", "2024-12-01T06:21:00Z",
  ]
  static let fullMoons2024 = [
    "2024-01-25T17:54:00Z", "2024-02-24T12:30:00Z", "2024-03-25T07:00:00Z", "2024-04-23T23:49:00Z",
    "2024-05-23T13:53:00Z", "2024-06-22T01:08:00Z", "2024-07-21T10:17:00Z", "2024-08-19T18:26:00Z",
    "2024-09-18T02:34:00Z", "2024-10-17T11:26:00Z", "2024-11-15T21:28:00Z", "2024-12-15T09:02:00Z",
  ]

  static func date(_ iso: String) throws -> Date { try #require(ISO8601DateFormatter().date(from: iso)) }

  @Test func theMeanMonthFindsEveryPublishedNewAndFullMoonWithinThreeQuartersOfADay() throws {
    let month = MoonPhase.synodicMonth
    for iso in Self.newMoons2024 {
      let phase = MoonPhase(at: try Self.date(iso))
      // Days from the nearest computed new moon: the mean month is within about 14 h.
      #expect(min(phase.age, month - phase.age) < 0.75, "\(iso): age \(phase.age)")
      #expect(phase.illuminated < 0.01, "\(iso)")
    }
    for iso in Self.fullMoons2024 {
      let phase = MoonPhase(at: try Self.date(iso))
      #expect(abs(phase.age - month / 2) < 0.75, "\(iso): age \(phase.age)")
      #expect(phase.illuminated > 0.99, "\(iso)")
    }
    // A quarter between them: half lit, waxing after a new moon and waning after a full one.
    let firstQuarter = MoonPhase(at: try Self.date("2024-12-08T15:26:00Z"))
    #expect(firstQuarter.isWaxing && abs(firstQuarter.illuminated - 0.5) < 0.1)
    let lastQuarter = MoonPhase(at: try Self.date("2024-12-22T22:18:00Z"))
    #expect(!lastQuarter.isWaxing && abs(lastQuarter.illuminated - 0.5) < 0.1)
  }

  /// Where classic's dial puts them.
  static let drawing = face([]).complicationDrawing

  static func face(_ complications: [Complication], label: ClockFaceOptions.Label = .both, zone: String = "Asia/Tokyo") -> ClockFace {
    var options = ClockFaceOptions(style: .classic, label: label)
    options.complications = complications
    return ClockFace(timeZone: Zones.named(zone), options: options)
  }

  @Test func eachComplicationIsALayerUnderTheLabelsAndTheHands() throws {
    let face = Self.face([.date, .dayNight, .moonPhase])
    // 2024-06-15T20:09:37Z is the 16th in Tokyo (05:09:37), the 15th in UTC.
    let scene = face.scene(at: LocalTime(try Self.date("2024-06-15T20:09:37Z"), in: Zones.named("Asia/Tokyo")))
    let parts = scene.movingLayers.map(\.part)
    #expect(parts.prefix(3) == [.complication, .complication, .complication])
    #expect(!parts.dropFirst(3).contains(.complication))
    let window = scene.movingLayers[0].elements
    #expect(window.contains(.text("16", center: Self.drawing.dateCenter, size: 0.085, bold: true, role: .label)))
  }

  @Test func theDayAndNightHandTurnsOnceADayNoonUp() throws {
    func handAngle(_ iso: String) throws -> Double {
      let face = Self.face([.dayNight], label: .none, zone: "UTC")
      let scene = face.scene(at: LocalTime(try Self.date(iso), in: .utc))
      let segment = try #require(scene.movingLayers[0].elements.compactMap { element -> DialPoint? in
        if case .segment(_, let to, _, _, .secondHand) = element { return to }
        return nil
      }.first)
      let c = Self.drawing.dayNightCenter
      // Clockwise from up, y down.
      let degrees = atan2(segment.x - c.x, -(segment.y - c.y)) * 180 / .pi
      return (degrees + 360).truncatingRemainder(dividingBy: 360)
    }
    #expect(abs(try handAngle("2024-06-15T12:00:00Z") - 0) < 1e-6)
    #expect(abs(try handAngle("2024-06-15T00:00:00Z") - 180) < 1e-6)
    #expect(abs(try handAngle("2024-06-15T18:00:00Z") - 90) < 1e-6)
    #expect(abs(try handAngle("2024-06-15T06:00:00Z") - 270) < 1e-6)
  }

  @Test func labelsKeepClearOfTheComplicationsAllDay() throws {
    let face = Self.face([.date, .dayNight, .moonPhase, .gmt])
    let inks = Complication.allCases.flatMap(face.complicationDrawing.inks(of:))
    #expect(inks.count > 3 + 12, "the second zone's marks are obstacles too")
    for step in 0..<1_440 {
      let time = LocalTime(Date(timeIntervalSince1970: 1_718_409_600 + Double(step * 30)), in: Zones.named("Asia/Tokyo"))
      for case .text(let text, let center, let size, let bold, _) in face.scene(at: time).movingElements where center != Self.drawing.dateCenter {
        let ink = TextInkEstimate.size(of: text, size: size, bold: bold)
        let box = InkBox(center: center, halfWidth: ink.width / 2, halfHeight: ink.height / 2)
        #expect(LabelPlacement.isClear(box, of: inks), "\(text) at \(center)")
      }
    }
  }

  @Test("Each style's complications keep clear of its numerals; where they fit, at the designed distance", arguments: ClockStyle.builtInNames)
  func complicationsKeepClearOfTheNumerals(styleName: String) throws {
    let style = try #require(ClockStyle.named(styleName))
    // The style's own numerals, and Roman ones on a style that has numerals. (Roman numerals on
    // station, which has none by design, are the size of its bars: the moon stays on the VI.)
    for numerals in [style.dial.numerals, .roman] where style.dial.numerals != .none {
      let layout = DialLayout(kind: .twelveHour, numerals: numerals, style: style)
      let drawing = ComplicationDrawing(layout: layout)
      // Each numeral's ink, estimated independently here: DejaVu's advances less their side
      // bearings (digits 0.6 em, I 0.3, V and X 0.7) and 0.73 em high, its outer edge at the
      // numeral's reach.
      for numeral in layout.numerals {
        let ems = numeral.text.reduce(0.0) { sum, character in sum + (character == "I" ? 0.3 : character.isNumber ? 0.6 : 0.7) }
        let width = ems * numeral.fontSize, height = 0.73 * numeral.fontSize
        let ray = numeral.angle.point(atRadius: 1)
        let support = abs(ray.x) * width / 2 + abs(ray.y) * height / 2
        let center = numeral.angle.point(atRadius: numeral.reach - support)
        for complication in Complication.allCases {
          guard let box = drawing.bounds(of: complication) else { continue }
          let dx = max(abs(box.center.x - center.x) - box.halfWidth - width / 2, 0)
          let dy = max(abs(box.center.y - center.y) - box.halfHeight - height / 2, 0)
          #expect((dx * dx + dy * dy).squareRoot() > 0, "\(styleName) \(numerals) \(numeral.text) and \(complication) at \(drawing)")
        }
      }
    }
    // Near where they were designed, unless the numerals are large: contrast's bring them in.
    let own = ComplicationDrawing(layout: DialLayout(kind: .twelveHour, numerals: style.dial.numerals, style: style))
    #expect(own.distance >= (styleName == "contrast" ? ComplicationDrawing.leastDistance : 0.47), "\(own)")
    #expect(own.moonDistance >= ComplicationDrawing.leastMoonDistance, "\(own)")
    if styleName == "contrast" { #expect(own.distance < ComplicationDrawing.designedDistance, "\(own)") }
  }

  @Test func onlyTheFullDialCarriesThem() {
    var options = ClockFaceOptions(style: .classic)
    options.complications = [.moonPhase]
    // An icon, a small dial, then classic's full dial (from 138 px).
    for (side, expected) in [(32, false), (96, false), (256, true)] {
      options.pixelSide = side
      let scene = ClockFace(timeZone: .utc, options: options).scene(at: LocalTime(Date(timeIntervalSince1970: 0), in: .utc))
      #expect(scene.movingLayers.contains { $0.part == .complication } == expected, "\(side) px")
    }
  }

  @Test func aStyleFileListsItsComplicationsAndWritesThemBack() throws {
    let text = "base = breguet\nname = moonlit\ncomplications = moon-phase date\n"
    let style = try ClockStyle(fileText: text, source: "moonlit.style")
    #expect(style.complications == [.moonPhase, .date])
    #expect(ClockFaceOptions(style: style).complications == [.moonPhase, .date])
    #expect(try ClockStyle(fileText: style.fileText, source: "again") == style)
    #expect(ClockStyle.classic.fileText.contains("complications") == false)
    do throws(StyleFileError) {
      _ = try ClockStyle(fileText: "base = classic\nname = x\ncomplications = date date\n", source: "x.style")
      Issue.record("a complication listed twice was accepted")
    } catch {
      #expect(error.description.contains("complications") && error.description.contains("moon-phase") && error.description.contains("'date date'"), "\(error)")
    }
  }

  // MARK: The second zone

  /// The second-zone hand of `face` at `iso`.
  static func secondZoneHand(_ face: ClockFace, at iso: String) throws -> (hand: SceneHand, elements: [SceneElement]) {
    let scene = face.scene(at: LocalTime(try date(iso), in: face.timeZone))
    // The hand's own layer, not its shadow's.
    let layer = try #require(scene.movingLayers.first { if case .hand(let hand) = $0.part { hand.kind == .gmt } else { false } })
    return (try #require(layer.part.hand), Array(layer.elements))
  }

  @Test("The second zone's hand: once round a day, 24 up, in the second zone's time (hand-worked angles)")
  func secondZoneHandReadsItsZone() throws {
    // (instant, second zone, its wall clock then): Kolkata +05:30, New York in summer (EDT,
    // -4) and winter (EST, -5), and UTC by default.
    let cases: [(String, String?, Int)] = [
      ("2024-06-15T20:09:37Z", "Asia/Kolkata", 1 * 3600 + 39 * 60 + 37),
      ("2024-06-15T20:09:37Z", "America/New_York", 16 * 3600 + 9 * 60 + 37),
      ("2024-01-15T20:09:37Z", "America/New_York", 15 * 3600 + 9 * 60 + 37),
      ("2024-01-15T20:09:37Z", nil, 20 * 3600 + 9 * 60 + 37),
    ]
    for (iso, zone, wallSeconds) in cases {
      var options = ClockFaceOptions(style: .classic)
      options.complications = [.gmt]
      if let zone { options.secondZone = Zones.named(zone) }
      let face = ClockFace(timeZone: Zones.named("Asia/Tokyo"), options: options)
      let (hand, elements) = try Self.secondZoneHand(face, at: iso)
      let expected = Double(wallSeconds) / 240  // 360° in 86,400 s
      #expect(abs(hand.angle.degrees - expected) < 1e-6, "\(iso) \(zone ?? "UTC"): \(hand.angle.degrees)° against \(expected)°")
      #expect(hand.motion?.period == 86_400 && hand.motion?.steps == nil && abs((hand.motion?.elapsed ?? -1) - Double(wallSeconds)) < 1e-6)
      // The arrow's tip, drawn where the angle says (clockwise from up, y down).
      let tip = try #require(elements.compactMap { element -> DialPoint? in
        if case .polygon(let points, .secondHand) = element, points.count == 3 { return points[1] }
        return nil
      }.first)
      let drawn = (atan2(tip.x, -tip.y) * 180 / .pi + 360).truncatingRemainder(dividingBy: 360)
      #expect(abs(drawn - expected) < 1e-6, "\(iso): tip at \(drawn)°")
    }
  }

  @Test func theSecondZonesHandGoesOverTheLabelsAndUnderTheOtherHands() throws {
    let face = Self.face([.gmt, .date], label: .both)
    let parts = face.scene(at: LocalTime(try Self.date("2024-06-15T20:09:37Z"), in: face.timeZone)).movingLayers.map(\.part)
    let gmt = try #require(parts.firstIndex { $0.hand?.kind == .gmt })
    let hour = try #require(parts.firstIndex { $0.hand?.kind == .hour })
    let lastLabel = try #require(parts.lastIndex { $0 == .caption || $0 == .readout })
    let lastComplication = try #require(parts.lastIndex(of: .complication))
    #expect(lastComplication < lastLabel && lastLabel < gmt && gmt < hour, "\(parts)")
    // Its shadow with the others', before every hand.
    #expect(parts.contains { if case .shadow(let hand, _) = $0 { hand?.kind == .gmt } else { false } })
  }

  @Test("The 24-hour scale keeps clear of each style's numerals and of the other complications", arguments: ClockStyle.builtInNames)
  func secondZoneScaleKeepsClear(styleName: String) throws {
    let style = try #require(ClockStyle.named(styleName))
    let layout = DialLayout(kind: .twelveHour, numerals: style.dial.numerals, style: style)
    let alone = ComplicationDrawing(layout: layout, carrying: [.gmt])
    let scale = try #require(alone.secondZone)
    #expect(scale.radius >= SecondZoneScale.leastRadius && scale.radius <= SecondZoneScale.largestRadius, "\(styleName): \(scale.radius)")
    // The numerals' ink estimated independently (as above): DejaVu's advances less bearings.
    let numerals = layout.numerals.map { numeral -> InkBox in
      let ems = numeral.text.reduce(0.0) { sum, character in sum + (character == "I" ? 0.3 : character.isNumber ? 0.6 : 0.7) }
      let width = ems * numeral.fontSize, height = 0.73 * numeral.fontSize
      let ray = numeral.angle.point(atRadius: 1)
      let center = numeral.angle.point(atRadius: numeral.reach - abs(ray.x) * width / 2 - abs(ray.y) * height / 2)
      return InkBox(center: center, halfWidth: width / 2, halfHeight: height / 2)
    }
    for mark in alone.secondZoneMarks {
      for ink in mark.ink { #expect(numerals.allSatisfy { ink.distance(to: $0) > 0 }, "\(styleName): \(mark.elements)") }
    }
    // The triangle at 24 and at least most of the hours survive on every style; on classic,
    // all 24 marks and both numerals.
    let elements = alone.secondZoneMarks.flatMap(\.elements)
    #expect(elements.contains { if case .polygon(let points, _) = $0 { points.allSatisfy { $0.y < 0 } } else { false } }, "\(styleName): no triangle at 24")
    #expect(elements.count >= 16, "\(styleName): \(elements.count) marks")
    if styleName == "classic" {
      #expect(elements.count >= 25, "\(elements)")
      #expect(elements.contains { if case .radialText("6", _, _, _, _, _) = $0 { true } else { false } })
    }
    // Beside the others, they give way: none within the mark gap of a window or a sub-dial.
    let all = ComplicationDrawing(layout: layout, carrying: [.date, .dayNight, .moonPhase, .gmt])
    #expect(all.distance == alone.distance && all.moonDistance == alone.moonDistance, "the others keep their places")
    let frames = [Complication.date, .dayNight, .moonPhase].compactMap(all.bounds(of:))
    for mark in all.secondZoneMarks {
      for ink in mark.ink { #expect(frames.allSatisfy { ink.distance(to: $0) >= ComplicationDrawing.markGap }, "\(styleName): \(mark.elements)") }
    }
    #expect(all.secondZoneMarks.count < alone.secondZoneMarks.count)
  }

  @Test func aTwentyFourHourDialIsItsOwnScale() throws {
    var options = ClockFaceOptions(style: .classic, dial: .twentyFourHour)
    options.complications = [.gmt]
    let face = ClockFace(timeZone: .utc, options: options)
    let scene = face.scene(at: LocalTime(try Self.date("2024-06-15T20:09:37Z"), in: .utc))
    #expect(!scene.movingLayers.contains { $0.part == .complication && !$0.elements.isEmpty })
    #expect(scene.movingLayers.contains { $0.part.hand?.kind == .gmt })
  }
}
