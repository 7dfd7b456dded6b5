import ClockRender
import ClockTestSupport
import Testing

/// Low-depth PNG and indexed BMP files of hand-made rasters decode, with PIL and a Python
/// reader of our own making, to exactly the raster's grays, at the promised depth and layout.
@Suite("Gray PNG and BMP encoders")
struct GrayEncoderTests {
  /// The levels, written out: what panels and files mean by each palette.
  static let levels: [GrayPalette: [Int]] = [
    .oneBit: [0, 255],
    .gray4: [0, 85, 170, 255],
    .gray16: [0, 17, 34, 51, 68, 85, 102, 119, 136, 153, 170, 187, 204, 221, 238, 255],
  ]

  /// A gradient that is not symmetric in x, y or bit order: index `(x + 2y) mod n`, and at
  /// (0, 0) the darkest, at the end of the top row not.
  static func gradient(_ palette: GrayPalette, width: Int, height: Int) throws -> GrayRaster {
    let indices = (0..<height).flatMap { y in (0..<width).map { x in UInt8((x + 2 * y) % palette.count) } }
    return try #require(GrayRaster(width: width, height: height, palette: palette, indices: indices))
  }

  /// The grays of `gradient`, worked out from the written levels.
  static func expectedGrays(_ palette: GrayPalette, width: Int, height: Int) -> [Int] {
    let levels = Self.levels[palette] ?? []
    return (0..<height).flatMap { y in (0..<width).map { x in levels[(x + 2 * y) % levels.count] } }
  }

  static let shapes = [(1, 1), (3, 2), (10, 3), (11, 3), (17, 5), (33, 4)]

  @Test func palettesHaveTheirPanelsLevels() {
    for palette in GrayPalette.allCases {
      #expect(palette.levels.map(Int.init) == Self.levels[palette], "\(palette)")
    }
  }

  @Test("PNG: grayscale at the palette's depth, every pixel exact", arguments: GrayPalette.allCases, shapes)
  func pngDecodesToTheRastersGrays(palette: GrayPalette, shape: (Int, Int)) throws {
    let (width, height) = shape
    let png = try GrayPNGEncoder.encode(try Self.gradient(palette, width: width, height: height))
    let decoded = try IndependentGrayDecoder.decode(png, as: "png")
    let expected = Self.expectedGrays(palette, width: width, height: height)
    #expect(decoded.depth == palette.bitDepth && decoded.colourType == 0)
    #expect(decoded.chunks == ["IHDR", "IDAT", "IEND"])
    #expect(decoded.mode == (palette == .oneBit ? "1" : "L"))
    #expect(decoded.width == width && decoded.height == height)
    #expect(decoded.own == expected)
    #expect(decoded.pil == expected)
  }

  @Test("PNG: 8-bit grayscale on request", arguments: GrayPalette.allCases)
  func eightBitPNGHoldsTheLevels(palette: GrayPalette) throws {
    let png = try GrayPNGEncoder.encode(try Self.gradient(palette, width: 11, height: 3), eightBit: true)
    let decoded = try IndependentGrayDecoder.decode(png, as: "png")
    #expect(decoded.depth == 8 && decoded.colourType == 0 && decoded.mode == "L")
    #expect(decoded.own == Self.expectedGrays(palette, width: 11, height: 3))
    #expect(decoded.pil == Self.expectedGrays(palette, width: 11, height: 3))
  }

  @Test("BMP: indexed, bottom-up, padded rows, every pixel exact", arguments: GrayPalette.allCases, shapes)
  func bmpDecodesToTheRastersGrays(palette: GrayPalette, shape: (Int, Int)) throws {
    let (width, height) = shape
    let bmp = try IndexedBMPEncoder.encode(try Self.gradient(palette, width: width, height: height))
    let decoded = try IndependentGrayDecoder.decode(bmp, as: "bmp")
    let bits = palette == .oneBit ? 1 : 4
    let rowBytes = (width * bits + 31) / 32 * 4  // worked out: 32-bit multiples
    let colours = palette.count
    let fields = try #require(decoded.bmp)
    #expect(fields["bfOffBits"] == 14 + 40 + 4 * colours)
    #expect(fields["bfSize"] == 14 + 40 + 4 * colours + rowBytes * height)
    #expect(fields["fileLength"] == fields["bfSize"])
    #expect(fields["biSize"] == 40 && fields["biPlanes"] == 1 && fields["biCompression"] == 0)
    #expect(fields["biWidth"] == width && fields["biHeight"] == height)  // positive: bottom-up
    #expect(fields["biBitCount"] == bits && fields["biSizeImage"] == rowBytes * height)
    #expect(fields["biClrUsed"] == colours)
    // PIL calls a black-and-white table mode '1'; other gray tables are palettes.
    #expect(decoded.mode == (palette == .oneBit ? "1" : "P"))
    #expect(decoded.width == width && decoded.height == height)
    #expect(decoded.pil == Self.expectedGrays(palette, width: width, height: height))
  }

  @Test("BMP: 8-bit grayscale on request", arguments: GrayPalette.allCases)
  func eightBitBMP(palette: GrayPalette) throws {
    let bmp = try IndexedBMPEncoder.encode(try Self.gradient(palette, width: 11, height: 3), eightBit: true)
    let decoded = try IndependentGrayDecoder.decode(bmp, as: "bmp")
    #expect(decoded.bmp?["biBitCount"] == 8 && decoded.bmp?["biSizeImage"] == 12 * 3 && decoded.bmp?["biClrUsed"] == 256)
    #expect(decoded.mode == "L")  // PIL's name for a BMP whose 256-entry table is the gray ramp
    #expect(decoded.pil == Self.expectedGrays(palette, width: 11, height: 3))
  }

  /// The bytes worked by hand: a 10×2 1-bit image, top row 1011 0000 11, bottom row all 0 but
  /// its first pixel. BMP stores the bottom row first, each padded to 4 bytes.
  @Test func oneBitBMPBytesByHand() throws {
    let top: [UInt8] = [1, 0, 1, 1, 0, 0, 0, 0, 1, 1]
    let bottom: [UInt8] = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    let raster = try #require(GrayRaster(width: 10, height: 2, palette: .oneBit, indices: top + bottom))
    let bmp = try IndexedBMPEncoder.encode(raster)
    #expect(bmp.count == 62 + 8)
    #expect(Array(bmp[54..<62]) == [0, 0, 0, 0, 255, 255, 255, 0])  // colour table: black, white
    #expect(Array(bmp[62...]) == [0b1000_0000, 0, 0, 0, 0b1011_0000, 0b1100_0000, 0, 0])
  }

  @Test func rastersRefuseIndicesOutsideThePalette() {
    #expect(GrayRaster(width: 2, height: 1, palette: .gray4, indices: [0, 4]) == nil)
    #expect(GrayRaster(width: 2, height: 2, palette: .gray4, indices: [0, 1, 2]) == nil)
    #expect(GrayRaster(width: 0, height: 0, palette: .oneBit, indices: []) == nil)
  }
}
