@testable import ClockGeometry
import ClockRender
import ClockTestSupport
import Foundation
import Testing

/// A PDF's soft shadow (issue #30: an 18 ppi raster that viewers which do not smooth images
/// show as blocks): poppler's `pdfimages` lists every image of a 512-point clock at 144 ppi or
/// more, upright and turned, and `pdftoppm` draws the page at 72 dpi as the PNG of the same
/// scene is drawn, shadow included.
@Suite("The PDF's shadow", .tags(.integration, .decoders))
struct PDFShadowTests {
  /// 10:10:30, the hands up and apart, each with its shadow below and to the right.
  static let scene = ClockScene(
    time: LocalTime(Date(timeIntervalSince1970: 1_718_446_230), in: Zones.named("UTC")), timeZone: Zones.named("UTC"),
    options: ClockFaceOptions())

  static func pdf(rotation: PictureRotation, in directory: URL) throws -> URL {
    let bytes = try PictureRenderer(look: ClockLook(style: .classic), variant: .light)
      .render(ClockBoard(scene), as: .pdf, side: 512, canvas: PictureCanvas(rotation: rotation), creationDate: "2024-06-15T00:00:00Z")
    let file = directory.appendingPathComponent("clock-\(rotation.rawValue).pdf")
    try Data(bytes).write(to: file)
    return file
  }

  static func withDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("aclock-pdf-shadow-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
  }

  @Test(arguments: [PictureRotation.none, .quarter])
  func theShadowIsEmbeddedAt144PixelsAnInch(rotation: PictureRotation) throws {
    try Self.withDirectory { directory in
      let listing = try Tool.output("pdfimages", ["-list", try Self.pdf(rotation: rotation, in: directory).path])
      // page num type width height color comp bpc enc interp object ID x-ppi y-ppi size ratio
      let rows = listing.split(separator: "\n").dropFirst(2).map { $0.split(separator: " ", omittingEmptySubsequences: true) }
      #expect(!rows.isEmpty, "\(listing)")
      for row in rows {
        let ppi = (Int(row.count > 13 ? row[12] : "") ?? 0, Int(row.count > 13 ? row[13] : "") ?? 0)
        #expect(ppi.0 >= 144 && ppi.1 >= 144, "\(row.joined(separator: " "))")
      }
    }
  }

  @Test func popplerDrawsTheShadowAsThePNGHasIt() throws {
    try Self.withDirectory { directory in
      let pdf = try Self.pdf(rotation: .none, in: directory)
      let stem = directory.appendingPathComponent("page").path
      #expect(try Tool.run("pdftoppm", ["-r", "72", "-png", "-singlefile", pdf.path, stem]) == 0)
      let page = try CairoSurface.image(png: Array(Data(contentsOf: URL(fileURLWithPath: stem + ".png"))))
      let png = try CairoSurface.image(
        png: PictureRenderer(look: ClockLook(style: .classic), variant: .light).render(Self.scene, as: .png, size: 512))
      // The shadow of the hour hand's right edge, half way out (the hand points to 10:10,
      // 305°; its shadow falls 0.02 radii right and down): along a line across that edge, the
      // page's levels follow the PNG's within 6 of 255, rising through the blur.
      var levels: [(page: Int, png: Int)] = []
      let radius = 512 * 0.47, angle = 305.0 * .pi / 180
      for step in -12...12 {
        let along = 0.3, across = Double(step) / radius
        let x = Int((256 + (sin(angle) * along + cos(angle) * across + 0.02) * radius).rounded())
        let y = Int((256 + (-cos(angle) * along + sin(angle) * across + 0.02) * radius).rounded())
        let a = try #require(page.pixel(x: x, y: y)), b = try #require(png.pixel(x: x, y: y))
        levels.append((Int(a.green), Int(b.green)))
      }
      // Only the shadow, two pixels or more from the hand's ink (whose antialiased edge poppler
      // and cairo draw differently).
      let shadow = levels.indices.filter { index in
        levels[max(0, index - 2)...min(levels.count - 1, index + 2)].allSatisfy { $0.png > 100 } && levels[index].png < 253
      }
      #expect(shadow.count >= 4, "\(levels)")
      for index in shadow { #expect(abs(levels[index].page - levels[index].png) <= 6, "\(index): \(levels)") }
      // It is a soft edge: distinct levels between the face and the darkest of the shadow.
      #expect(Set(shadow.map { levels[$0].png }).count >= 4, "\(levels)")
    }
  }
}
