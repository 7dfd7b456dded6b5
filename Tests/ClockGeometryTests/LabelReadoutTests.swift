@testable import ClockGeometry
import Foundation
import Testing

/// The readouts `--label` writes: the 24- and 12-hour times and the date with its weekday, at
/// fixed instants in fixed zones, from the same reading as the hands.
@Suite("Label readouts")
struct LabelReadoutTests {
  static func reading(_ iso: String, in zone: String) throws -> LocalTime {
    let rules = try #require(ZoneRules.named(zone))
    let date = try #require(ISO8601DateFormatter().date(from: iso))
    return LocalTime(date, in: rules)
  }

  @Test("12-hour time", arguments: [
    ("2026-11-23T22:09:37Z", "UTC", "10:09:37 PM", "10:09 PM"),
    ("2026-11-23T00:00:00Z", "UTC", "12:00:00 AM", "12:00 AM"),    // midnight
    ("2026-11-23T12:00:00Z", "UTC", "12:00:00 PM", "12:00 PM"),    // noon
    ("2026-11-23T00:59:59Z", "UTC", "12:59:59 AM", "12:59 AM"),
    ("2026-11-23T11:59:59Z", "UTC", "11:59:59 AM", "11:59 AM"),
    ("2026-11-23T13:00:00Z", "UTC", "1:00:00 PM", "1:00 PM"),
    ("2026-11-23T22:09:37Z", "Asia/Tokyo", "7:09:37 AM", "7:09 AM"),  // the next day there
    // New York springs forward at 02:00 EST (07:00Z): 1:59:59 AM, then 3:00:00 AM.
    ("2026-03-08T06:59:59Z", "America/New_York", "1:59:59 AM", "1:59 AM"),
    ("2026-03-08T07:00:00Z", "America/New_York", "3:00:00 AM", "3:00 AM"),
    // …and falls back at 02:00 EDT (06:00Z): 1:30 AM twice.
    ("2026-11-01T05:30:00Z", "America/New_York", "1:30:00 AM", "1:30 AM"),
    ("2026-11-01T06:30:00Z", "America/New_York", "1:30:00 AM", "1:30 AM"),
  ])
  func twelveHour(iso: String, zone: String, withSeconds: String, withoutSeconds: String) throws {
    let time = try Self.reading(iso, in: zone)
    #expect(ClockScene.readout(.twelveHour, time, withSeconds: true) == withSeconds)
    #expect(ClockScene.readout(.twelveHour, time, withSeconds: false) == withoutSeconds)
  }

  @Test("date and weekday", arguments: [
    ("2026-11-23T22:09:37Z", "UTC", "2026-11-23 Mon"),
    ("2026-11-23T22:09:37Z", "Asia/Tokyo", "2026-11-24 Tue"),           // already tomorrow
    ("2026-11-23T03:00:00Z", "America/New_York", "2026-11-22 Sun"),     // still yesterday
    ("2026-03-08T07:00:00Z", "America/New_York", "2026-03-08 Sun"),     // the spring-forward day
    ("2024-02-29T12:00:00Z", "UTC", "2024-02-29 Thu"),
    ("1970-01-01T00:00:00Z", "UTC", "1970-01-01 Thu"),
    ("1969-12-31T23:59:59Z", "UTC", "1969-12-31 Wed"),
    ("1900-01-01T00:00:00Z", "UTC", "1900-01-01 Mon"),
    ("2000-01-01T00:00:00Z", "UTC", "2000-01-01 Sat"),
    ("2026-11-27T23:59:59Z", "UTC", "2026-11-27 Fri"),
  ])
  func date(iso: String, zone: String, expected: String) throws {
    let time = try Self.reading(iso, in: zone)
    #expect(ClockScene.readout(.date, time, withSeconds: true) == expected)
    #expect(ClockScene.readout(.date, time, withSeconds: false) == expected)
  }

  @Test func everyWeekdayOfAWeekAgreesWithTheCalendar() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    for day in 0..<7 {
      let date = Date(timeIntervalSince1970: 1_795_392_000 + Double(day) * 86_400)  // from 2026-11-23
      let weekday = calendar.component(.weekday, from: date)  // 1 = Sunday
      let text = try #require(ClockScene.readout(.date, LocalTime(date, in: .utc), withSeconds: true))
      #expect(text.hasSuffix(" " + ClockScene.weekdayAbbreviations[weekday - 1]), "\(text)")
    }
  }

  @Test func noneAndZoneHaveNoReadoutAndTimeIsTwentyFourHour() throws {
    let time = try Self.reading("2026-11-23T22:09:37Z", in: "UTC")
    #expect(ClockScene.readout(.none, time, withSeconds: true) == nil)
    #expect(ClockScene.readout(.zone, time, withSeconds: true) == nil)
    #expect(ClockScene.readout(.time, time, withSeconds: true) == "22:09:37")
    #expect(ClockScene.readout(.both, time, withSeconds: false) == "22:09")
  }

  /// The texts of a scene, in order.
  static func texts(_ scene: ClockScene) -> [String] {
    scene.movingElements.compactMap { element in
      if case .text(let text, _, _, _, _) = element { return text }
      return nil
    }
  }

  @Test func theFaceWritesTheReadoutAndNamesTheZoneWhenAsked() throws {
    let tokyo = try #require(ZoneRules.named("Asia/Tokyo"))
    let time = LocalTime(Date(timeIntervalSince1970: 1_795_471_777), in: tokyo)  // 2026-11-23T22:09:37Z
    #expect(Self.texts(ClockScene(time: time, timeZone: tokyo, options: ClockFaceOptions(label: .date))) == ["2026-11-24 Tue"])
    #expect(Self.texts(ClockScene(time: time, timeZone: tokyo, options: ClockFaceOptions(label: .twelveHour))) == ["7:09:37 AM"])
    // Without a second hand, no seconds.
    let still = ClockFaceOptions(secondHand: .hidden, label: .twelveHour)
    #expect(Self.texts(ClockScene(time: time, timeZone: tokyo, options: still)) == ["7:09 AM"])
    // A world clock's face names its zone beside any readout (the zone first: it is a caption).
    var named = ClockFaceOptions(label: .date)
    named.namesZone = true
    #expect(Self.texts(ClockScene(time: time, timeZone: tokyo, options: named)) == ["Tokyo", "2026-11-24 Tue"])
    named.label = .zone
    #expect(Self.texts(ClockScene(time: time, timeZone: tokyo, options: named)) == ["Tokyo"])
  }

  @Test("The longer readouts find a free place about as often as the time", arguments: [
    ("classic", ClockFaceOptions.Label.twelveHour, 4.0), ("classic", .date, 4.0), ("classic", .time, 4.0),
    ("station", .twelveHour, 4.0), ("station", .date, 10.0),
  ])
  func theLongerReadoutsAreRarelyLeftUnderTheHands(styleName: String, label: ClockFaceOptions.Label, percent: Double) throws {
    // Every 13 s of a 12-hour day (3,323 instants: every second, minute and hour position).
    let face = ClockFace(timeZone: .utc, options: ClockFaceOptions(style: try #require(ClockStyle.named(styleName)), label: label))
    let covered = (0..<3_323).filter { step in
      let time = LocalTime(Date(timeIntervalSince1970: Double(step * 13)), in: .utc)
      let hands = face.handsCovering(minuteOf: time)
      return face.scene(at: time).movingElements.contains { element in
        guard case .text(let text, let center, let size, let bold, _) = element else { return false }
        let ink = TextInkEstimate.size(of: text, size: size, bold: bold)
        return !LabelPlacement.isClear(InkBox(center: center, halfWidth: ink.width / 2, halfHeight: ink.height / 2), of: hands)
      }
    }.count
    #expect(Double(covered) < percent / 100 * 3_323, "\(covered) of 3,323 under the hour or minute hand")
  }

  @Test func theLabelsAreTheOptionsValues() {
    #expect(ClockFaceOptions.Label.allCases.map(\.rawValue) == ["none", "time", "zone", "both", "date", "12h"])
  }
}

/// Long readouts on small pictures (issue #30: a date 6–8 px high at 256 px): an em of at
/// least 11 px (digits 8 px high) where the place's width allows, and a date that would not
/// fit so drops its weekday.
@Suite("Readouts on small pictures")
struct SmallPictureReadoutTests {
  static func readout(_ label: ClockFaceOptions.Label, style: String, side: Int?) throws -> (text: String, pixels: Double) {
    let zone = try #require(ZoneRules.named("Asia/Tokyo"))
    let options = ClockFaceOptions(style: try #require(ClockStyle.named(style)), label: label, pixelSide: side)
    // 10:10 on Saturday 2024-06-15: the hands up, the readout's own place below the centre free.
    let time = LocalTime(Date(timeIntervalSince1970: 1_718_413_800), in: zone)
    let text = try #require(ClockFace(timeZone: zone, options: options).scene(at: time).movingElements.compactMap { element -> (String, Double)? in
      if case .text(let text, _, let size, _, .label) = element { return (text, size) }
      return nil
    }.first)
    return (text.0, text.1 * Double(side ?? 512) * 0.47)
  }

  @Test(arguments: ["classic", "station", "minimal", "breguet", "contrast"])
  func aDateAt256PixelsIsElevenPixelsAnEm(style: String) throws {
    let date = try Self.readout(.date, style: style, side: 256)
    #expect(date.pixels >= 11 - 1e-9, "\(style): \(date)")
    #expect(date.text == "2024-06-15 Sat" || date.text == "2024-06-15", "\(style): \(date)")
    let twelve = try Self.readout(.twelveHour, style: style, side: 256)
    #expect(twelve.pixels >= 11 - 1e-9, "\(style): \(twelve)")
  }

  @Test func aDateDropsItsWeekdayOnlyWhereItWouldNotFit() throws {
    // Breguet's Roman numerals leave the narrowest place: at 256 px the weekday goes; at 512
    // px and in a picture of unknown pixels (SVG) it stays, on every style.
    #expect(try Self.readout(.date, style: "breguet", side: 256).text == "2024-06-15")
    for style in ["classic", "station", "minimal", "breguet", "contrast"] {
      #expect(try Self.readout(.date, style: style, side: 512).text == "2024-06-15 Sat", "\(style)")
      #expect(try Self.readout(.date, style: style, side: nil).text == "2024-06-15 Sat", "\(style)")
    }
  }
}
