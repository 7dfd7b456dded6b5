import ClockGeometry
import ClockRender
import ClockTestSupport
import Foundation
import Testing

/// A real 480 px clock face, quantized to each palette with each dithering, decodes (PIL and
/// our Python reader) to exactly the quantized grays, all of them the palette's.
@Suite("Clock faces in gray palettes")
struct GrayFaceTests {
  static let zone = Zones.named("Europe/Berlin")
  static let instant = Date(timeIntervalSince1970: 1_718_446_230)

  static func face(side: Int = 480) throws -> CairoSurface {
    let face = ClockFace(timeZone: zone, options: ClockFaceOptions(label: .both))
    return try PictureRenderer(look: face.look, variant: .light).drawnImage(face.scene(at: instant), size: side)
  }

  @Test("a face decodes to the palette's levels, pixel for pixel", arguments: GrayPalette.allCases, Dithering.allCases)
  func faceDecodesToThePalettesLevels(palette: GrayPalette, dithering: Dithering) throws {
    let raster = try GrayQuantizer(palette: palette, dithering: dithering).quantize(try Self.face())
    let grays = (0..<raster.height).flatMap { y in (0..<raster.width).map { x in Int(raster.level(x: x, y: y)) } }
    // Dark ink and white paper both present: the face did not vanish or fill.
    #expect(grays.contains(255) && (grays.min() ?? 255) <= 34)
    let png = try IndependentGrayDecoder.decode(try GrayPNGEncoder.encode(raster), as: "png")
    #expect(png.depth == palette.bitDepth && png.width == 480 && png.height == 480)
    #expect(Set(png.pil).isSubset(of: Set(palette.levels.map(Int.init))))
    #expect(png.pil == grays)
    #expect(png.own == grays)
    let bmp = try IndependentGrayDecoder.decode(try IndexedBMPEncoder.encode(raster), as: "bmp")
    #expect(bmp.pil == grays)
  }

  @Test func oneBitFaceIsSmall() throws {
    let image = try Self.face()
    let raster = try GrayQuantizer(palette: .oneBit).quantize(image)
    let png = try GrayPNGEncoder.encode(raster)
    let bmp = try IndexedBMPEncoder.encode(raster)
    let colour = try FastPNGEncoder.encode(image)
    print("480×480 face: 1-bit PNG \(png.count) B, 1-bit BMP \(bmp.count) B, full-colour PNG \(colour.count) B")
    #expect(png.count <= 12_000)
    #expect(bmp.count == 62 + 60 * 480)  // 480 px = 60 bytes a row, already a multiple of 4
  }

  @Test func documentsHaveNoPixelsToQuantize() throws {
    #expect(throws: PNGEncodingError.notAnImageSurface) {
      try GrayQuantizer(palette: .gray4).quantize(try CairoSurface.pdf(width: 10, height: 10, creationDate: nil))
    }
  }
}
