@testable import ClockRender
import Testing

/// A band's difference from the still layer names its pixels exactly: the run from the first
/// differing pixel to the last in each row, and those pixels.
@Suite("Band differences")
struct BandDifferenceTests {
  /// Rows of `width` opaque grey pixels, with the pixels at `changed` (row, column) set to red.
  static func pixels(width: Int, height: Int, changed: [(row: Int, column: Int)]) -> [UInt32] {
    var words = [UInt32](repeating: 0xFF80_8080, count: width * height)
    for (row, column) in changed { words[row * width + column] = 0xFFFF_0000 }
    return words
  }

  static func span(width: Int, changed columns: [Int]) -> Range<Int> {
    let still = pixels(width: width, height: 1, changed: [])
    let image = pixels(width: width, height: 1, changed: columns.map { (0, $0) })
    return image.withUnsafeBytes { imageBytes in
      still.withUnsafeBytes { stillBytes in
        guard let image = PixelRows(imageBytes, stride: width * 4, width: width, height: 1, opaque: true),
              let still = PixelRows(stillBytes, stride: width * 4, width: width, height: 1, opaque: true)
        else { return -1..<(-1) }
        return image.differingSpan(0, from: still)
      }
    }
  }

  @Test("the span runs from the first differing pixel to the last", arguments: [
    (20, [3, 17], 3..<18), (20, [], 0..<0), (20, [0, 19], 0..<20), (9, [8], 8..<9), (9, [0], 0..<1),
    (40, [9], 9..<10), (40, [8, 31], 8..<32), (3, [1], 1..<2), (64, [12, 13, 50], 12..<51),
  ])
  func spanOfARow(width: Int, changed: [Int], expected: Range<Int>) {
    #expect(Self.span(width: width, changed: changed) == expected)
  }

  @Test func bandsDifferingInsideTheirRunsHaveDifferentDifferences() {
    let (width, height) = (24, 4)
    let still = Self.pixels(width: width, height: height, changed: [])
    func difference(_ changed: [(row: Int, column: Int)]) -> BandDifference? {
      let image = Self.pixels(width: width, height: height, changed: changed)
      return image.withUnsafeBytes { imageBytes in
        still.withUnsafeBytes { stillBytes in
          guard let image = PixelRows(imageBytes, stride: width * 4, width: width, height: height, opaque: true),
                let still = PixelRows(stillBytes, stride: width * 4, width: width, height: height, opaque: true)
          else { return nil }
          return BandDifference(of: image, from: still, rows: 0..<height)
        }
      }
    }
    let first = difference([(1, 5), (1, 9), (2, 20)])
    #expect(first != nil)
    #expect(first == difference([(1, 5), (1, 9), (2, 20)]))
    // The same runs (5…9 in row 1, 20 in row 2), a pixel inside one not the same.
    #expect(first != difference([(1, 5), (1, 7), (1, 9), (2, 20)]))
    #expect(first != difference([(1, 5), (1, 9), (3, 20)]))
    #expect(first?.spans == [0, 0, 5, 10, 20, 21, 0, 0])
  }
}
