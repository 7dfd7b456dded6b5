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
    let face = Self.face([.date, .dayNight, .moonPhase])
    let inks = Complication.allCases.map(Self.drawing.ink(of:))
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
          let box = drawing.bounds(of: complication)
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
}
