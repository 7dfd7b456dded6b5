import ClockGeometry
import ClockRender
import ClockWorksheet
import Foundation
import Testing

/// Faces for paper: ink a copier keeps, the teaching face's colours by role.
@Suite("Worksheet faces")
struct WorksheetFaceTests {
  /// WCAG's relative luminance, computed here from the sRGB definition.
  static func luminance(_ color: RGBAColor) -> Double {
    func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
  }

  /// Every role that draws marks, numerals or hands is at least 4.5:1 against white paper:
  /// (1.05) / (L + 0.05) ≥ 4.5, i.e. L ≤ 0.183.
  @Test("Ink is dark enough to photocopy, in every style, taught or not", arguments: ClockStyle.builtInNames, [false, true])
  func photocopyDark(style name: String, teaching: Bool) throws {
    let style = try #require(ClockStyle.named(name))
    let face = WorksheetFace(options: ClockFaceOptions(style: style), seconds: false, teaching: teaching)
    for role in [SceneRole.rim, .minuteTick, .hourTick, .numeral, .hourHand, .minuteHand] {
      let contrast = 1.05 / (Self.luminance(face.look.light.color(for: role)) + 0.05)
      #expect(contrast >= 4.5, "\(name) \(role): \(contrast):1")
    }
  }

  @Test("The teaching face: hours and the hour hand in one colour, minutes and the minute hand in another")
  func teachingColours() {
    let face = WorksheetFace(options: ClockFaceOptions(style: .classic), seconds: false, teaching: true)
    let theme = face.look.light
    #expect(theme.color(for: .hourHand) == theme.color(for: .numeral))
    #expect(theme.color(for: .minuteHand) == theme.color(for: .minuteTick))
    #expect(theme.color(for: .hourHand) != theme.color(for: .minuteHand))
    // Arabic hours even on a style without numerals, and twelve minute numbers 5…60.
    let plain = WorksheetFace(options: ClockFaceOptions(style: .named("station") ?? .classic), seconds: false, teaching: true)
    let texts = plain.scene(at: ClockReading(hour: 3, minute: 0), hands: true).elements.compactMap { element -> String? in
      switch element {
      case .text(let text, _, _, _, _), .radialText(let text, _, _, _, _, _): text
      default: nil
      }
    }
    #expect(Set(texts).isSuperset(of: (1...12).map { String($0 * 5) }))
    #expect(Set(texts).isSuperset(of: (1...12).map { String($0) }))
  }

  @Test("Prompts in words, digits or both; the key always gives both")
  func prompts() throws {
    let plan = try WorksheetPlan(.init(level: .quarter, kinds: [.draw], count: 1, seed: 12))
    let reading = plan.exercises[0].readings[0]
    let face = WorksheetFace(options: ClockFaceOptions(), seconds: false, teaching: false)
    func texts(_ prompts: PromptForm, page: Int) -> [String] {
      let document = WorksheetDocument(
        plan: plan, paper: .a4, face: face, wording: .init(title: "T", phrasing: .american, prompts: prompts, reprint: "r"))
      return document.pages[page].items.compactMap { item -> String? in
        guard case .text(let text) = item else { return nil }
        return text.string
      }
    }
    let digits = DigitalTime.text(reading, twentyFourHour: false, seconds: false)
    let words = TimePhrasing.american.words(for: reading)
    #expect(texts(.digits, page: 0).contains(digits) && !texts(.digits, page: 0).contains(words))
    #expect(texts(.words, page: 0).contains(words) && !texts(.words, page: 0).contains(digits))
    #expect(texts(.both, page: 0).contains(words) && texts(.both, page: 0).contains(digits))
    #expect(texts(.digits, page: 1).contains(words) && texts(.digits, page: 1).contains(digits))
    #expect(texts(.digits, page: 1).contains("Answer key") && texts(.digits, page: 0).contains("Name"))
    #expect(texts(.digits, page: 1).contains("Page 2 of 2"))
  }
}
