import ClockGeometry
import Testing

/// Every built-in style's rim is a visible edge (issue #30: classic dark's was 1.87:1, minimal
/// light's 1.23:1): at least 3:1 against both the face it closes and the backdrop around it,
/// WCAG's ratio for graphical objects, in both variants.
@Suite("Rims")
struct RimContrastTests {
  @Test("Each built-in's rim stands 3:1 against its face and its backdrop", arguments: ClockStyle.builtInNames, ClockTheme.Name.allCases)
  func rimsStandOut(name: String, variant: ClockTheme.Name) throws {
    let theme = try #require(ClockStyle.named(name)).theme(variant)
    let rim = theme.color(for: .rim)
    for (ground, color) in [("face", theme.color(for: .face)), ("backdrop", theme.backdrop)] {
      let ratio = ContrastStyleTests.contrast(rim, color)
      #expect(ratio >= 3, "\(name) \(variant): rim against its \(ground) \(ratio)")
    }
  }
}
