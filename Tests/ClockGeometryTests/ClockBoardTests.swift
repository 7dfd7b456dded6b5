import ClockGeometry
import ClockTestSupport
import Foundation
import Testing

@Suite("World-clock boards and the still part of a scene")
struct ClockBoardTests {
  static let instant = Date(timeIntervalSince1970: 1_718_442_930.5)  // 2024-06-15T09:15:30.5Z
  static let zones = ["UTC", "Asia/Kathmandu", "America/St_Johns"].map(Zones.named)

  @Test func severalZonesMakeACaptionedRow() {
    let board = ClockBoard(instant: Self.instant, timeZones: Self.zones)
    #expect(board.grid == TileGrid.row(of: 3))
    #expect(board.tiles.map(\.caption) == ["UTC", "Kathmandu", "St John\u{2019}s"])
    #expect(board.tiles.map(\.detail) == [nil, "UTC+5:45", "UTC\u{2212}2:30"])
    #expect(board.tiles.map(\.daylight) == [nil, .day, .day])
    #expect(board.tiles.map(\.column) == [0, 1, 2])
    #expect(board.width == 3)
    #expect(board.height == 1 + ClockBoard.detailedCaptionBand)
    // Kathmandu is +05:45: 15:00:30.5 there, so its minute hand points at 3.05°.
    // The classic minute hand is tapered: its tip is the middle of the polygon's far edge.
    let minuteTip = board.tiles[1].scene.movingElements.compactMap { element -> DialPoint? in
      guard case .polygon(let points, .minuteHand) = element else { return nil }
      return DialPoint(x: (points[1].x + points[2].x) / 2, y: (points[1].y + points[2].y) / 2)
    }.first
    let expected = DialLayout().minuteHand.tip(at: DialAngle(degrees: 3.05))
    #expect(abs((minuteTip?.x ?? 9) - expected.x) < 1e-12 && abs((minuteTip?.y ?? 9) - expected.y) < 1e-12)
  }

  @Test func oneZoneIsAPlainFace() {
    let board = ClockBoard(instant: Self.instant, timeZones: [Self.zones[0]])
    #expect(board.tiles.map(\.caption) == [nil])
    #expect(board.width == 1 && board.height == 1)
  }

  @Test func theStillPartIsTheSameAtEveryInstantAndHasNoHands() {
    let options = ClockFaceOptions(label: .both)
    let zone = Self.zones[1]
    let early = ClockScene(time: LocalTime(Self.instant, in: zone), timeZone: zone, options: options)
    let late = ClockScene(time: LocalTime(Self.instant + 4000.25, in: zone), timeZone: zone, options: options)
    #expect(early.staticElements == late.staticElements)
    #expect(early.staticElements.allSatisfy { ![.hourHand, .minuteHand, .secondHand, .shadow].contains($0.role) })
    // Both labels move (each goes where no hand is at its instant): the zone's name first.
    #expect(!early.staticElements.contains { $0.role == .label })
    let labels = early.movingElements.compactMap { element -> String? in
      if case .text(let text, _, _, _, .label) = element { return text }
      return nil
    }
    #expect(labels.first == "Kathmandu" && labels.count == 2)
    #expect(early.movingOffsets(of: .caption) == [0])
    #expect(early.movingOffsets(of: .readout) == [1])
    #expect(early.staticElements.count + early.movingElements.count == early.elements.count)
  }
}
