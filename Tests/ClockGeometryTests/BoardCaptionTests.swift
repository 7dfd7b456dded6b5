@testable import ClockGeometry
import ClockTestSupport
import Foundation
import Testing

/// A world clock's captions: the city, the time in one place under every dial, the day or UTC
/// offset, and the dials themselves without the city or time inside.
@Suite("World-clock captions")
struct BoardCaptionTests {
  /// 2024-06-15T09:15:30.5Z.
  static let instant = Date(timeIntervalSince1970: 1_718_442_930.5)

  static func caption(_ zone: String, reference: String, at instant: Date = instant, label: ClockFaceOptions.Label = .none) -> BoardCaption {
    BoardCaption(zone: Zones.named(zone), instant: instant, reference: Zones.named(reference), label: label, withSeconds: true)
  }

  /// Names the tz database abbreviates, runs together or keeps from before a city was renamed,
  /// and names it writes well (the table leaves them alone).
  @Test(arguments: [
    ("America/Argentina/ComodRivadavia", "Comodoro Rivadavia"),
    ("Antarctica/DumontDUrville", "Dumont d\u{2019}Urville"),
    ("America/St_Johns", "St John\u{2019}s"),
    ("Asia/Ulan_Bator", "Ulaanbaatar"),
    ("Asia/Ulaanbaatar", "Ulaanbaatar"),
    ("Asia/Calcutta", "Kolkata"),
    ("America/North_Dakota/New_Salem", "New Salem, North Dakota"),
    ("America/Sao_Paulo", "S\u{E3}o Paulo"),
    ("Europe/Kiev", "Kyiv"),
    ("America/Argentina/Buenos_Aires", "Buenos Aires"),
    ("Pacific/Pago_Pago", "Pago Pago"),
  ])
  func cityNames(identifier: String, city: String) throws {
    #expect(ZoneTitle.title(for: try #require(ZoneRules.named(identifier))) == city)
  }

  /// Every name in the table is a zone or link of the database (none misspelt).
  @Test func everyTabledNameIsInTheDatabase() throws {
    for identifier in ZoneCityNames.identifiers {
      #expect(ZoneRules.named(identifier) != nil, "\(identifier)")
    }
  }

  /// Kiritimati is UTC+14 and Pago Pago UTC−11 all year (no daylight saving): 25 hours apart.
  /// At 09:15:30Z it is 23:15:30 on the 15th in Kiritimati and 22:15:30 on the 14th in Pago
  /// Pago; at 10:00Z, 00:00 on the 16th and 23:00 on the 14th: two days apart.
  @Test func daysAcrossMidnight() {
    #expect(Self.caption("Pacific/Pago_Pago", reference: "Pacific/Kiritimati").detail == "\u{2212}1 day")
    #expect(Self.caption("Pacific/Kiritimati", reference: "Pacific/Pago_Pago").detail == "+1 day")
    let ten = Date(timeIntervalSince1970: 1_718_445_600)  // 2024-06-15T10:00:00Z
    #expect(Self.caption("Pacific/Pago_Pago", reference: "Pacific/Kiritimati", at: ten).detail == "\u{2212}2 days")
    #expect(Self.caption("Pacific/Kiritimati", reference: "Pacific/Pago_Pago", at: ten, label: .time).detail == "00:00:00 \u{B7} +2 days")
    // The same date as the reference: the offset. Kiritimati's own caption is its offset.
    #expect(Self.caption("Pacific/Kiritimati", reference: "Pacific/Kiritimati").detail == "UTC+14")
    #expect(Self.caption("Asia/Tokyo", reference: "Pacific/Kiritimati").detail == "UTC+9")
  }

  /// Half and quarter hours, in summer and winter (hand-worked from the zones' rules: St John's
  /// is −3:30 standard, −2:30 in daylight time; Adelaide +9:30 in its winter, +10:30 in its
  /// summer; Chatham +12:45 in its winter).
  @Test func offsetsWithHalfHours() {
    let january = Date(timeIntervalSince1970: 1_705_312_800)  // 2024-01-15T10:00:00Z
    #expect(Self.caption("Asia/Kathmandu", reference: "UTC").detail == "UTC+5:45")
    #expect(Self.caption("Asia/Kolkata", reference: "UTC").detail == "UTC+5:30")
    #expect(Self.caption("America/St_Johns", reference: "UTC").detail == "UTC\u{2212}2:30")
    #expect(Self.caption("America/St_Johns", reference: "UTC", at: january).detail == "UTC\u{2212}3:30")
    #expect(Self.caption("Australia/Adelaide", reference: "UTC").detail == "UTC+9:30")
    #expect(Self.caption("Australia/Adelaide", reference: "Asia/Tokyo", at: january).detail == "UTC+10:30")
    #expect(Self.caption("Pacific/Chatham", reference: "UTC").detail == "UTC+12:45")
    #expect(BoardCaption.shortOffset(seconds: -(3 * 3_600 + 30 * 60 + 15)) == "UTC\u{2212}3:30:15")
    // A title that is an offset says it once; UTC as the reference says nothing more.
    #expect(Self.caption("Etc/GMT+5", reference: "UTC").title == "UTC\u{2212}05:00")
    #expect(Self.caption("Etc/GMT+5", reference: "UTC").detail == nil)
    #expect(Self.caption("UTC", reference: "UTC", label: .time).detail == "09:15:30")
  }

  /// The time as the label writes it, the seconds only with a second hand.
  @Test func theTimeIsWrittenAsTheLabelAsks() {
    #expect(Self.caption("Asia/Tokyo", reference: "UTC", label: .both).detail == "18:15:30 \u{B7} UTC+9")
    #expect(Self.caption("Asia/Tokyo", reference: "UTC", label: .twelveHour).detail == "6:15:30 PM \u{B7} UTC+9")
    #expect(Self.caption("Asia/Tokyo", reference: "UTC", label: .zone).detail == "UTC+9")
    #expect(Self.caption("Asia/Tokyo", reference: "UTC", label: .date).detail == "UTC+9")
    let minutes = BoardCaption(
      zone: Zones.named("Asia/Tokyo"), instant: Self.instant, reference: .utc, label: .time, withSeconds: false)
    #expect(minutes.detail == "18:15 \u{B7} UTC+9")
  }

  /// On a world clock no dial writes the city or the time itself (`--label both` wrote the
  /// city twice); a date stays on the dial; one clock keeps its label.
  @Test(arguments: [ClockFaceOptions.Label.time, .both, .zone, .twelveHour, .date, .none])
  func dialsLeaveTheCaptionToTheBand(label: ClockFaceOptions.Label) {
    let zones = ["Asia/Tokyo", "Europe/Berlin"].map(Zones.named)
    let board = ClockBoard(instant: Self.instant, timeZones: zones, options: ClockFaceOptions(label: label))
    let texts = board.tiles.map { tile in
      tile.scene.elements.compactMap { element -> String? in
        if case .text(let text, _, _, _, .label) = element { return text }
        return nil
      }
    }
    #expect(texts == (label == .date ? [["2024-06-15 Sat"], ["2024-06-15 Sat"]] : [[], []]))
    #expect(board.tiles.map(\.caption) == ["Tokyo", "Berlin"])
    let single = ClockBoard(instant: Self.instant, timeZones: [zones[0]], options: ClockFaceOptions(label: label))
    #expect(single.tiles[0].caption == nil && single.tiles[0].detail == nil && single.tiles[0].daylight == nil)
    #expect(single.tiles[0].scene.elements.contains { if case .text(_, _, _, _, .label) = $0 { true } else { false } } == (label != .none))
  }

  /// Without a canvas a world clock is laid out for 16:9 (the same grids as the 1920×1080
  /// canvas's, worked out in Python for PictureCanvasTests): a row up to four, then two rows.
  @Test func theDefaultGridSuitsSixteenByNine() {
    let grids = (1...12).map { count in
      let grid = ClockBoard.defaultGrid(count: count)
      return "\(grid.columns)x\(grid.rows)"
    }
    #expect(grids.joined(separator: " ") == "1x1 2x1 3x1 4x1 3x2 3x2 4x2 4x2 5x2 5x2 6x2 6x2")
    let zones = (0..<8).map { _ in ZoneRules.utc }
    #expect(ClockBoard(instant: Self.instant, timeZones: zones).grid == TileGrid(columns: 4, rows: 2))
  }

  /// The time's line is in the same place under every dial, whatever the city's length.
  @Test func theTimeIsInTheSamePlaceUnderEveryDial() {
    let zones = ["America/Argentina/ComodRivadavia", "Asia/Tokyo", "UTC", "Europe/Berlin", "Pacific/Chatham"].map(Zones.named)
    let board = ClockBoard(instant: Self.instant, timeZones: zones, options: ClockFaceOptions(label: .time))
    #expect(board.grid == TileGrid(columns: 3, rows: 2))
    for tile in board.tiles {
      let origin = board.origin(of: tile), detail = board.detailCenter(of: tile)
      #expect(detail.x - origin.x == 0.5 && detail.y - origin.y == 1.145)
    }
    // The last row's two tiles are centred under the three above.
    #expect(board.tiles.map { board.origin(of: $0).x } == [0, 1, 2, 0.5, 1.5])
    #expect(board.bandHeight == ClockBoard.detailedCaptionBand)
  }
}
