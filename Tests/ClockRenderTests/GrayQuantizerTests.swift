import ClockRender
import Testing

/// Quantizing cairo pixels to a palette: luma, compositing, nearest levels and the density of
/// dithered grays, against values worked out by hand.
@Suite("Gray quantizer")
struct GrayQuantizerTests {
  /// An opaque gray pixel, premultiplied ARGB32.
  static func opaque(_ gray: UInt32) -> UInt32 { 0xFF00_0000 | gray << 16 | gray << 8 | gray }

  @Test("luma is Rec. 709's on encoded values, over the background", arguments: [
    (0xFFFF_FFFF as UInt32, 255 as UInt8, 255), (0xFF00_0000, 255, 0), (0x0000_0000, 255, 255), (0x0000_0000, 0, 0),
    (0xFFFF_0000, 255, 54), (0xFF00_FF00, 255, 182), (0xFF00_00FF, 255, 18),  // 0.2126, 0.7152, 0.0722 × 255
    (0x8000_0000, 255, 127), (0x8080_8080, 255, 255), (0x8080_8080, 0, 128), (0x8000_0000, 100, 50),
  ])
  func lumaOverBackground(word: UInt32, background: UInt8, gray: Int) {
    #expect(GrayQuantizer(palette: .gray16, background: background).gray(of: word) == gray)
  }

  @Test("no dithering: the nearest level", arguments: [
    (GrayPalette.oneBit, [0, 127, 128, 255], [0, 0, 1, 1]),
    (.gray4, [0, 42, 43, 127, 128, 212, 213, 255], [0, 0, 1, 1, 2, 2, 3, 3]),
    (.gray16, [8, 9, 25, 26, 246, 247], [0, 1, 1, 2, 14, 15]),
  ])
  func nearestLevel(palette: GrayPalette, grays: [UInt32], indices: [UInt8]) throws {
    let raster = try #require(GrayQuantizer(palette: palette).quantize(argb: grays.map(Self.opaque), width: grays.count, height: 1))
    #expect(raster.indices == indices)
  }

  @Test("a gray on a level stays on it, whatever the dithering", arguments: Dithering.allCases, GrayPalette.allCases)
  func levelsStayExact(dithering: Dithering, palette: GrayPalette) throws {
    for (index, level) in palette.levels.enumerated() {
      let words = [UInt32](repeating: Self.opaque(UInt32(level)), count: 24 * 24)
      let raster = try #require(GrayQuantizer(palette: palette, dithering: dithering).quantize(argb: words, width: 24, height: 24))
      #expect(raster.indices.allSatisfy { Int($0) == index }, "\(level) in \(palette), \(dithering)")
    }
  }

  /// A flat gray dithered to black and white is white on `gray / 255` of its pixels; to four
  /// grays, 128 lies 43/85 of the way from 85 to 170 and uses those two alone.
  @Test("dithered grays keep their density", arguments: [Dithering.ordered, .diffusion], [64, 128, 192, 230])
  func ditheredDensity(dithering: Dithering, gray: Int) throws {
    let side = 64
    let words = [UInt32](repeating: Self.opaque(UInt32(gray)), count: side * side)
    let oneBit = try #require(GrayQuantizer(palette: .oneBit, dithering: dithering).quantize(argb: words, width: side, height: side))
    let white = Double(oneBit.indices.filter { $0 == 1 }.count) / Double(side * side)
    #expect(abs(white - Double(gray) / 255) <= 0.05, "\(gray) → \(white) white")
    if gray == 128 {
      let gray4 = try #require(GrayQuantizer(palette: .gray4, dithering: dithering).quantize(argb: words, width: side, height: side))
      #expect(Set(gray4.indices) == [1, 2])
      let upper = Double(gray4.indices.filter { $0 == 2 }.count) / Double(side * side)
      #expect(abs(upper - 43.0 / 85) <= 0.05, "128 in gray4 → \(upper) at 170")
    }
  }

  @Test func noDitheringIsFlat() throws {
    let words = [UInt32](repeating: Self.opaque(128), count: 64)
    let raster = try #require(GrayQuantizer(palette: .oneBit).quantize(argb: words, width: 8, height: 8))
    #expect(Set(raster.indices) == [1])
  }

  @Test func pixelCountMustMatch() {
    #expect(GrayQuantizer(palette: .oneBit).quantize(argb: [0, 0, 0], width: 2, height: 2) == nil)
  }

  /// The quantizer as first written, pixel by pixel with no tables or reuse: what the fast
  /// loops must match exactly.
  static func reference(_ words: [UInt32], width: Int, height: Int, palette: GrayPalette, dithering: Dithering) -> [UInt8] {
    let quantizer = GrayQuantizer(palette: palette, dithering: dithering)
    let step = palette.step
    var indices = [UInt8](repeating: 0, count: words.count)
    switch dithering {
    case .none:
      for i in words.indices { indices[i] = UInt8((2 * quantizer.gray(of: words[i]) + step) / (2 * step)) }
    case .ordered:
      for y in 0..<height {
        for x in 0..<width {
          let gray = quantizer.gray(of: words[y * width + x])
          let threshold = (2 * Int(GrayQuantizer.bayer[(y & 7) << 3 | (x & 7)]) + 1) * step
          indices[y * width + x] = UInt8(gray / step + (gray % step * 128 > threshold ? 1 : 0))
        }
      }
    case .diffusion:
      var current = [Int](repeating: 0, count: width + 2), below = current
      for y in 0..<height {
        let direction = y % 2 == 0 ? 1 : -1
        for offset in 0..<width {
          let x = direction == 1 ? offset : width - 1 - offset
          let value = min(max(quantizer.gray(of: words[y * width + x]) * 256 + current[x + 1], 0), 255 * 256)
          let index = (2 * value + 256 * step) / (512 * step)
          indices[y * width + x] = UInt8(index)
          let error = value - index * step * 256
          current[x + 1 + direction] += error * 7 / 16
          below[x + 1 - direction] += error * 3 / 16
          below[x + 1] += error * 5 / 16
          below[x + 1 + direction] += error / 16
        }
        swap(&current, &below)
        below = [Int](repeating: 0, count: width + 2)
      }
    }
    return indices
  }

  /// Random pixels in runs of random length (as a face is), opaque and translucent, quantized by
  /// the fast loops and by the reference above: the same indices for every palette and dithering.
  @Test("the fast loops match a pixel-by-pixel reference", arguments: Dithering.allCases, GrayPalette.allCases)
  func fastLoopsMatchTheReference(dithering: Dithering, palette: GrayPalette) throws {
    var generator = SystemRandomNumberGenerator()
    let (width, height) = (61, 37)
    var words: [UInt32] = []
    while words.count < width * height {
      let alpha = UInt32([0, 0x80, 0xFF, 0xFF, 0xFF].randomElement(using: &generator) ?? 0xFF)
      let channel = { UInt32.random(in: 0...alpha, using: &generator) }
      let word = alpha << 24 | channel() << 16 | channel() << 8 | channel()
      words += repeatElement(word, count: Int.random(in: 1...9, using: &generator))
    }
    words = Array(words.prefix(width * height))
    let raster = try #require(GrayQuantizer(palette: palette, dithering: dithering).quantize(argb: words, width: width, height: height))
    #expect(raster.indices == Self.reference(words, width: width, height: height, palette: palette, dithering: dithering))
  }
}
