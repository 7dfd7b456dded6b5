import ClockGeometry
@testable import ClockRender
import ClockTestSupport
import Foundation
import Testing

/// The captions of a world clock of eight zones on a 1920×1080 canvas, read back from the PNG by
/// tesseract: every city (after its sun or moon) and every second line, in the places the board
/// gives them.
@Suite("World-clock captions read back by OCR", .tags(.integration, .tesseract))
struct BoardCaptionOCRTests {
  /// 2024-06-15T09:15:30Z.
  static let instant = Date(timeIntervalSince1970: 1_718_442_930)
  static let zones = [
    "America/Los_Angeles", "America/St_Johns", "Europe/London", "Asia/Kathmandu",
    "Asia/Tokyo", "Pacific/Kiritimati", "Pacific/Pago_Pago", "America/Argentina/ComodRivadavia",
  ]

  /// What tesseract reads on a line, compared loosely only where fonts make it guess: it reads
  /// the middle dot and the minus sign as a hyphen (or two), a typographic apostrophe as
  /// another mark; spaces are left out.
  static func normalised(_ text: String) -> String {
    var result = ""
    for character in text where !character.isWhitespace {
      switch character {
      case "\u{B7}", "\u{2212}", "\u{2013}", "\u{2014}", "-", "\u{2022}", ".":
        if !result.hasSuffix("-") { result.append("-") }
      case "\u{2019}", "\u{2018}", "`": result.append("'")
      default: result.append(character)
      }
    }
    return result
  }

  @Test(arguments: [ClockTheme.Name.light, .dark])
  func captionsOfEightZonesReadBack(variant: ClockTheme.Name) throws {
    let canvas = PictureCanvas(size: .init(width: 1920, height: 1080))
    let (grid, side) = PictureCanvas.fit(count: Self.zones.count, captioned: true, in: canvas.size!)
    #expect(grid == TileGrid(columns: 4, rows: 2) && side == 446)
    let board = ClockBoard(
      instant: Self.instant, timeZones: Self.zones.map(Zones.named), options: ClockFaceOptions(label: .time), grid: grid)
    let png = try PictureRenderer(look: ClockLook(style: .classic), variant: variant).render(board, as: .png, side: side, canvas: canvas)
    let image = try CairoSurface.image(png: png)
    #expect(image.width == 1920 && image.height == 1080)
    let placement = canvas.placement(of: board, side: side)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-board-ocr-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let expected: [(city: String, detail: String)] = [
      ("Los Angeles", "02:15:30 \u{B7} UTC\u{2212}7"), ("St John\u{2019}s", "06:45:30 \u{B7} UTC\u{2212}2:30"),
      ("London", "10:15:30 \u{B7} UTC+1"), ("Kathmandu", "15:00:30 \u{B7} UTC+5:45"),
      ("Tokyo", "18:15:30 \u{B7} UTC+9"), ("Kiritimati", "23:15:30 \u{B7} UTC+14"),
      ("Pago Pago", "22:15:30 \u{B7} \u{2212}1 day"), ("Comodoro Rivadavia", "06:15:30 \u{B7} UTC\u{2212}3"),
    ]
    #expect(board.tiles.map { $0.caption ?? "" } == expected.map(\.city))
    #expect(board.tiles.map { $0.detail ?? "" } == expected.map(\.detail))
    // Each tile's city line, then its detail line, read in one tesseract process.
    var crops: [URL] = []
    for (index, tile) in board.tiles.enumerated() {
      for (name, center, halfHeight) in [("city", board.captionCenter(of: tile), 0.055), ("detail", board.detailCenter(of: tile), 0.045)] {
        let crop = directory.appendingPathComponent("\(name)\(index).pgm")
        try Self.grey(
          image, x0: Double(placement.x) + (center.x - 0.5) * Double(side), y0: Double(placement.y) + (center.y - halfHeight) * Double(side),
          width: Double(side), height: 2 * halfHeight * Double(side)
        ).write(to: crop)
        crops.append(crop)
      }
    }
    let lines = try Tool.readLines(crops)
    for index in board.tiles.indices {
      let cityRead = lines[2 * index], detailRead = lines[2 * index + 1]
      // The sun or moon before the city may read as a mark of its own.
      #expect(Self.normalised(cityRead).hasSuffix(Self.normalised(expected[index].city)), "\(variant) \(index): \(cityRead)")
      #expect(Self.normalised(detailRead) == Self.normalised(expected[index].detail), "\(variant) \(index): \(detailRead)")
    }
  }

  /// The rectangle as a binary PGM, scaled 2×, dark text on light.
  static func grey(_ image: CairoSurface, x0: Double, y0: Double, width: Double, height: Double) -> Data {
    let columns = Int(width.rounded(.up)), rows = Int(height.rounded(.up))
    let levels = GreyCrop.levels(image, left: Int(x0.rounded(.down)), top: Int(y0.rounded(.down)), columns: columns, rows: rows)
    return GreyCrop.pgm(levels, columns: columns, rows: rows)
  }
}
