import ClockGeometry
import ClockRender
import ClockTestSupport
import Foundation
import Testing

/// ``ChangedRegion`` against a brute-force diff: every differing pixel in some rectangle, the
/// rectangles disjoint and tight, and `bounds` exactly the differing pixels' bounding box.
@Suite("What changed between two pictures")
struct ChangedRegionTests {
  /// The differing pixels of a `width` × `height` pair, found one by one.
  static func differing(width: Int, height: Int, _ differs: (Int, Int) -> Bool) -> [(x: Int, y: Int)] {
    (0..<height).flatMap { y in (0..<width).compactMap { x in differs(x, y) ? (x, y) : nil } }
  }

  /// Checks `region` against the brute-force `pixels`.
  static func check(_ region: ChangedRegion, against pixels: [(x: Int, y: Int)]) {
    guard let first = pixels.first else {
      #expect(region.bounds == nil && region.rectangles.isEmpty)
      return
    }
    let left = pixels.map(\.x).min() ?? first.x, right = pixels.map(\.x).max() ?? first.x
    let top = pixels.map(\.y).min() ?? first.y, bottom = pixels.map(\.y).max() ?? first.y
    #expect(region.bounds == PixelRectangle(x: left, y: top, width: right - left + 1, height: bottom - top + 1))
    #expect(pixels.allSatisfy { pixel in region.rectangles.contains { $0.contains(x: pixel.x, y: pixel.y) } })
    for (index, one) in region.rectangles.enumerated() {
      for other in region.rectangles.dropFirst(index + 1) {
        // Apart by at least `gap` unchanged rows or columns (so they never overlap either).
        let rowsApart = max(other.y - (one.y + one.height), one.y - (other.y + other.height))
        let columnsApart = max(other.x - (one.x + one.width), one.x - (other.x + other.width))
        #expect(max(rowsApart, columnsApart) >= ChangedRegion.gap, "\(one) and \(other) are closer than the gap")
      }
    }
    for band in region.rectangles {
      // Tight: the band's own differing pixels reach each of its four edges.
      let inside = pixels.filter { band.contains(x: $0.x, y: $0.y) }
      #expect(inside.map(\.x).min() == band.x && inside.map(\.x).max() == band.x + band.width - 1)
      #expect(inside.map(\.y).min() == band.y && inside.map(\.y).max() == band.y + band.height - 1)
    }
  }

  @Test("synthetic gray rasters", arguments: [
    [(3, 4)],  // one pixel
    [(0, 0), (39, 29)],  // opposite corners: two rectangles, bounds the whole picture
    [(5, 10), (20, 11), (12, 12), (26, 20), (27, 20)],  // a gap of 7 unchanged rows (and 5 columns): one rectangle
    [(5, 10), (20, 11), (12, 12), (26, 21), (27, 21)],  // a gap of 8 rows: two rectangles
    [(2, 5), (10, 6), (19, 5), (39, 7)],  // one band; 7 and 8 unchanged columns: three rectangles
    [],
  ] as [[(Int, Int)]])
  func syntheticGrayRasters(changes: [(Int, Int)]) throws {
    let (width, height) = (40, 30)
    let indices = (0..<width * height).map { UInt8($0 * 7 % 4) }
    var changed = indices
    for (x, y) in changes { changed[y * width + x] = (changed[y * width + x] + 1) % 4 }
    let old = try #require(GrayRaster(width: width, height: height, palette: .gray4, indices: indices))
    let new = try #require(GrayRaster(width: width, height: height, palette: .gray4, indices: changed))
    let region = try ChangedRegion(between: old, and: new)
    #expect(region.width == width && region.height == height)
    let pixels = Self.differing(width: width, height: height) { old.level(x: $0, y: $1) != new.level(x: $0, y: $1) }
    #expect(pixels.count == changes.count)
    Self.check(region, against: pixels)
    if changes.count == 1 { #expect(region.rectangles == [PixelRectangle(x: 3, y: 4, width: 1, height: 1)]) }
    if changes.count == 5 { #expect(region.rectangles.count == (changes.last?.1 == 20 ? 1 : 2)) }
    if changes.count == 4 {
      #expect(region.rectangles == [
        PixelRectangle(x: 2, y: 5, width: 9, height: 2), PixelRectangle(x: 19, y: 5, width: 1, height: 1),
        PixelRectangle(x: 39, y: 7, width: 1, height: 1),
      ])
    }
  }

  @Test func differentSizesAreRefused() throws {
    let small = try #require(GrayRaster(width: 2, height: 1, palette: .oneBit, indices: [0, 1]))
    let tall = try #require(GrayRaster(width: 1, height: 2, palette: .oneBit, indices: [0, 1]))
    #expect(throws: RasterComparisonError.sizeMismatch(width: 2, height: 1, otherWidth: 1, otherHeight: 2)) {
      try ChangedRegion(between: small, and: tall)
    }
  }

  /// Two real clocks a minute apart (12:30:30 and 12:31:30 in Berlin, seconds shown), in full
  /// colour and in 1 bit, on an 800×480 canvas turned a quarter.
  @Test("two real clocks a minute apart", arguments: [nil, GrayPalette.oneBit, .gray4])
  func realClocksAMinuteApart(palette: GrayPalette?) throws {
    let zone = Zones.named("Europe/Berlin")
    let instant = Date(timeIntervalSince1970: 1_718_446_230)
    var pictures = PictureRenderer(look: ClockFace(timeZone: zone, options: ClockFaceOptions()).look)
    pictures.gray = palette.map { GrayEncoding(palette: $0) }
    let canvas = PictureCanvas(size: .init(width: 800, height: 480), rotation: .quarter)
    let boards = [instant - 60, instant].map { ClockBoard(instant: $0, timeZones: [zone]) }
    let region = try pictures.changedRegion(from: boards[0], to: boards[1], side: 480, canvas: canvas)
    #expect(region.width == 480 && region.height == 800)
    let images = try boards.map { try pictures.drawnImage($0, side: 480, canvas: canvas) }
    let pixels: [(x: Int, y: Int)]
    if let gray = pictures.gray {
      let rasters = try images.map { try gray.raster(of: $0) }
      pixels = Self.differing(width: 480, height: 800) { rasters[0].level(x: $0, y: $1) != rasters[1].level(x: $0, y: $1) }
    } else {
      pixels = Self.differing(width: 480, height: 800) { x, y in
        let (a, b) = (images[0].pixel(x: x, y: y), images[1].pixel(x: x, y: y))
        return a?.red != b?.red || a?.green != b?.green || a?.blue != b?.blue || a?.alpha != b?.alpha
      }
    }
    // The minute and second hands moved: a real change, well short of the whole picture.
    #expect(pixels.count > 100 && pixels.count < 480 * 800 / 4)
    Self.check(region, against: pixels)
    let identical = try pictures.changedRegion(from: boards[1], to: boards[1], side: 480, canvas: canvas)
    #expect(identical.bounds == nil && identical.rectangles.isEmpty)
  }
}
