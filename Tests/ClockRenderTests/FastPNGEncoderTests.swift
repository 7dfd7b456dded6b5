import ClockGeometry
import ClockRender
import ClockTestSupport
import Foundation
import Testing

/// What ``FastPNGEncoder`` writes decodes to the pixels it read, and its failures say why.
@Suite("PNG encoder")
struct FastPNGEncoderTests {
  static let zone = Zones.named("UTC")
  static let scene = ClockScene(time: LocalTime(Date(timeIntervalSince1970: 1_718_446_230), in: zone), timeZone: zone)

  /// Every pixel, as ``CairoSurface/pixel(x:y:)`` reads it (nil outside an image).
  static func pixels(of image: CairoSurface) -> [[UInt8]?] {
    (0..<image.height).flatMap { y in
      (0..<image.width).map { x in image.pixel(x: x, y: y).map { [$0.red, $0.green, $0.blue, $0.alpha] } }
    }
  }

  @Test("a face decodes to the very pixels it was drawn with", arguments: [
    nil as RGBAColor?, RGBAColor(hex: 0x000000, alpha: 0), RGBAColor(hex: 0x336699, alpha: 0.5),
  ])
  func encodedFaceDecodesToItsPixels(background: RGBAColor?) throws {
    let image = try PictureRenderer(look: ClockLook(style: .classic, background: background), variant: .light).drawnImage(Self.scene, size: 96)
    let decoded = try CairoSurface.image(png: try FastPNGEncoder.encode(image))
    #expect(decoded.width == image.width && decoded.height == image.height)
    // Straight colour rounded to nearest and premultiplied again (also rounded) gives back the
    // premultiplied value, so translucent pixels survive exactly too.
    #expect(Self.pixels(of: decoded) == Self.pixels(of: image))
  }

  @Test func aDocumentHasNoPixelsToEncode() throws {
    #expect(throws: PNGEncodingError.notAnImageSurface) { try FastPNGEncoder.encode(try CairoSurface.pdf(width: 10, height: 10, creationDate: nil)) }
  }

  @Test func aFrameMustHaveTheSizeOfTheStillLayer() throws {
    let bands = try PNGBandCache(still: try CairoSurface.image(width: 40, height: 30))
    #expect(throws: PNGEncodingError.sizeMismatch(width: 40, height: 20, stillWidth: 40, stillHeight: 30)) {
      try FastPNGEncoder.encode(try CairoSurface.image(width: 40, height: 20), reusing: bands)
    }
  }
}
