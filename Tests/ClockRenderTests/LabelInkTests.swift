@testable import ClockGeometry
@testable import ClockRender
import Foundation
import Testing

/// ClockGeometry places labels by an estimate of their ink (it knows no fonts); these tests
/// measure the ink with cairo in every built-in style's typeface and hold the estimate above it.
@Suite("Label ink estimate")
struct LabelInkTests {
  static let typefaces: [Typeface] = {
    var seen: [Typeface] = []
    for name in ["classic", "station", "minimal", "breguet"] {
      if let typeface = ClockStyle.named(name)?.typeface, !seen.contains(typeface) { seen.append(typeface) }
    }
    return seen
  }()

  /// Every zone's title, readouts of every form, numerals and a few captions.
  static let samples: [String] = {
    var texts = Set(ZoneRules.knownIdentifiers.compactMap { ZoneRules.named($0).map(ZoneTitle.title(for:)) })
    texts.formUnion(["00:00:00", "88:88:88", "19:09:37", "06:31:05", "00:05.23", "01:02:31.40", "123:00:00.00", "124:59:55"])
    texts.formUnion((1...24).map(String.init) + ["XII", "VIII", "XXIII", "IV", "IX"])
    texts.formUnion(["Tea", "Pomodoro", "A very long caption\u{2026}", "Mmmm Wwww", "UTC\u{2212}05:00"])
    return texts.sorted()
  }()

  @Test func theEstimateCoversTheInkOfEveryBuiltInTypeface() throws {
    let fonts = CairoFontCache()
    let context = try CairoContext(surface: CairoSurface.image(width: 8, height: 8))
    var tightest = (ratio: Double.infinity, text: "", family: "")
    for typeface in Self.typefaces {
      for bold in [false, true] {
        let font = try fonts.font(typeface, bold: bold)
        #expect(font.isLoadedFromFile, "\(typeface.family)")
        for text in Self.samples {
          let ink = context.inkSize(of: text, size: 100, font: font)
          let estimate = TextInkEstimate.size(of: text, size: 100, bold: bold)
          #expect(estimate.width >= ink.width, "\(typeface.family) \(bold) \(text): \(estimate.width) < \(ink.width)")
          #expect(estimate.height >= ink.height, "\(typeface.family) \(bold) \(text): \(estimate.height) < \(ink.height)")
          if ink.width > 0, estimate.width / ink.width < tightest.ratio {
            tightest = (estimate.width / ink.width, text, typeface.family)
          }
        }
      }
    }
    // Not wastefully large either: the closest call is within 10 % of the ink.
    #expect(tightest.ratio < 1.1, "\(tightest)")
  }
}
