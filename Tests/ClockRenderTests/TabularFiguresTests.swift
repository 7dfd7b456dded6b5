@testable import ClockGeometry
@testable import ClockRender
import ClockTestSupport
import Foundation
import Testing

/// Readouts are set in tabular figures: a time's digits change every second, and with Inter's
/// proportional digits (a narrow "1") a centred label shifted and jittered. PIL, which is not
/// cairo, measures the fonts' own advances; the tests hold aclock's setting against them.
@Suite("Tabular figures", .tags(.integration))
struct TabularFiguresTests {
  static let inter = Typeface(family: "Inter", bold: .weight(.semibold))
  static let dejaVu = Typeface(family: "DejaVu Sans")

  /// The font's own advance of each digit at 1000 units, as PIL reads the file.
  static func pilAdvances(_ path: String) throws -> [Double] {
    let script = "from PIL import ImageFont; f = ImageFont.truetype('\(path)', 1000); print(' '.join(str(f.getlength(str(d))) for d in range(10)))"
    let output = try Tool.output("/usr/bin/python3", ["-c", script])
    return output.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
  }

  @Test func interHasProportionalDigitsButReadoutsAreSetTabular() throws {
    let fonts = CairoFontCache()
    let font = try fonts.font(Self.inter, bold: true)
    #expect(font.isLoadedFromFile)
    let path = try Tool.output("fc-match", ["-f", "%{file}", "Inter:semibold"])
    let own = try Self.pilAdvances(path)
    #expect(own.count == 10)
    // The font's "1" is narrower than its "0": proportional figures.
    #expect((own.max() ?? 0) - (own.min() ?? 0) > 20, "\(own)")
    let context = try CairoContext(surface: CairoSurface.image(width: 8, height: 8))
    let widest = (own.max() ?? 0) / 1000 * 100
    for digit in 0...9 {
      // Every digit takes the widest digit's advance.
      #expect(abs(context.advance(of: String(digit), size: 100, font: font) - widest) < 0.5, "\(digit)")
    }
    #expect(abs(context.advance(of: "11:11:11", size: 100, font: font) - context.advance(of: "00:00:00", size: 100, font: font)) < 1e-9)
  }

  @Test("A centred time keeps its first digits on the same pixels as its last ones change", arguments: [inter, dejaVu])
  func centredTimeDoesNotJitter(typeface: Typeface) throws {
    let fonts = CairoFontCache()
    let font = try fonts.font(typeface, bold: true)
    func columns(_ text: String) throws -> [[UInt8]] {
      let surface = try CairoSurface.image(width: 400, height: 80)
      let context = try CairoContext(surface: surface)
      context.setColor(RGBAColor(red: 1, green: 1, blue: 1, alpha: 1))
      context.paint()
      context.setColor(RGBAColor(red: 0, green: 0, blue: 0, alpha: 1))
      context.fillText(text, .centered(DialPoint(x: 200, y: 40)), size: 48, font: font)
      // The left third: the hour's two digits and part of the colon.
      return (0..<80).map { y in (0..<133).map { x in surface.pixel(x: x, y: y)?.red ?? 0 } }
    }
    let reference = try columns("10:00:00")
    for text in ["10:11:11", "10:17:41", "10:59:58"] {
      #expect(try columns(text) == reference, "\(typeface.family) \(text)")
    }
  }
}
