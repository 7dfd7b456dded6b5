import ClockGeometry
import Foundation
import Testing

/// The `contrast` style keeps its promise: every mark, numeral and hand at least 7:1 against
/// the face (WCAG's enhanced contrast), the needle and the finished colour at least 4.5:1, in
/// both variants; computed here from WCAG's definition of relative luminance.
@Suite("The contrast style")
struct ContrastStyleTests {
  static func luminance(_ color: RGBAColor) -> Double {
    func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
  }

  static func contrast(_ a: RGBAColor, _ b: RGBAColor) -> Double {
    let (x, y) = (luminance(a), luminance(b))
    return (max(x, y) + 0.05) / (min(x, y) + 0.05)
  }

  @Test("Marks at 7:1, the needle at 4.5:1, in light and dark", arguments: ClockTheme.Name.allCases)
  func ratios(variant: ClockTheme.Name) throws {
    let theme = try #require(ClockStyle.named("contrast")).theme(variant)
    let face = theme.color(for: .face)
    for role in [SceneRole.rim, .minuteTick, .hourTick, .numeral, .label, .hourHand, .minuteHand] {
      #expect(Self.contrast(theme.color(for: role), face) >= 7, "\(variant) \(role)")
    }
    for role in [SceneRole.secondHand, .finished] {
      #expect(Self.contrast(theme.color(for: role), face) >= 4.5, "\(variant) \(role)")
    }
  }

  @Test("Hands told apart by shape: the hour hand at most 60 % of the minute hand's length and broader")
  func hands() throws {
    let style = try #require(ClockStyle.named("contrast"))
    #expect(style.hourHand.length <= 0.6 * style.minuteHand.length)
    #expect(style.hourHand.width >= 1.5 * style.minuteHand.width)
    #expect(!style.shadow)
  }
}
