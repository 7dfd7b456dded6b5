import ClockGeometry
import ClockRender
import ClockTestSupport
import Foundation
import Testing

@Suite("SVG and PDF documents")
struct VectorDocumentTests {
  static let utc = Zones.named("UTC")
  static let scene = ClockScene(
    time: LocalTime(Date(timeIntervalSince1970: 1_718_446_230), in: utc), timeZone: utc,
    options: ClockFaceOptions(label: .both).withNumerals(.roman))
  static let renderer = PictureRenderer(look: ClockLook(style: .classic), variant: .light)

  @Test("SVG is well-formed with its size in px", arguments: [64, 512, 777])
  func svgIsWellFormedWithPixelSize(size: Int) throws {
    let document = try #require(SVGDocument(try Self.renderer.render(Self.scene, as: .svg, size: size)))
    #expect(document.rootName == "svg")
    #expect(document.width == "\(size)")
    #expect(document.height == "\(size)")
    #expect(document.viewBox == "0 0 \(size) \(size)")
    #expect(document.elementCount > 20)  // face, tick paths, numerals, hands
  }

  @Test(.tags(.integration, .decoders)) func svgPassesXmllintAndRendersWithRsvg() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-svg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let svg = directory.appendingPathComponent("clock.svg")
    try Data(try Self.renderer.render(Self.scene, as: .svg, size: 300)).write(to: svg)

    #expect(try Tool.run("xmllint", ["--noout", svg.path]) == 0)
    let png = directory.appendingPathComponent("clock.png")
    #expect(try Tool.run("rsvg-convert", ["-o", png.path, svg.path]) == 0)
    let image = try CairoSurface.image(png: Array(try Data(contentsOf: png)))
    #expect(image.width == 300 && image.height == 300)
    // rsvg draws the same second hand: vermilion straight below the centre.
    let below = try #require(image.pixel(x: 150, y: 150 + Int(300 * CairoSceneRenderer.faceRadiusFraction * 0.7)))
    #expect(below.red > 200 && below.green < 110 && below.blue < 90)
  }

  @Test func pdfHasOnePage() throws {
    let bytes = try Self.renderer.render(Self.scene, as: .pdf, size: 512, creationDate: "2024-06-15T10:10:30")
    #expect(bytes.starts(with: Array("%PDF-".utf8)))
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.components(separatedBy: "/Type /Page\n").count + text.components(separatedBy: "/Type /Page ").count - 2 == 1)
    #expect(text.contains("/Count 1"))
    #expect(text.contains("/MediaBox [ 0 0 512 512 ]"))
  }
}
