import ClockGeometry
import Testing

/// A style's two-ink look: face and backdrop to paper, every other visible colour to full ink.
@Suite("Two-ink looks for 1-bit panels")
struct OneBitLookTests {
  static let white = RGBAColor(red: 1, green: 1, blue: 1), black = RGBAColor(red: 0, green: 0, blue: 0)

  @Test(arguments: ClockStyle.builtInNames)
  func lightFacesTurnBlackOnWhite(name: String) throws {
    let look = ClockLook(style: try #require(ClockStyle.named(name))).oneBit(.light)
    let theme = look.theme(.light)
    #expect(theme.color(for: .face) == Self.white && theme.backdrop == Self.white)
    for role in [SceneRole.rim, .minuteTick, .hourTick, .numeral, .label, .hourHand, .minuteHand, .secondHand] {
      #expect(theme.color(for: role) == Self.black, "\(name) \(role)")
    }
    #expect(theme.color(for: .shadow).alpha == 0)
    #expect(look.theme(.dark) == theme)
  }

  @Test func darkFacesTurnWhiteOnBlack() {
    let theme = ClockLook(style: .classic).oneBit(.dark).theme(.dark)
    #expect(theme.color(for: .face) == Self.black && theme.backdrop == Self.black)
    // The classic's dark minute tick is #5F6877, its second hand vermilion: both full white.
    #expect(theme.color(for: .minuteTick) == Self.white && theme.color(for: .secondHand) == Self.white)
  }

  @Test func aTransparentBackgroundStaysTransparent() {
    let look = ClockLook(style: .classic, background: RGBAColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0)).oneBit(.light)
    #expect(look.backdrop(.light).alpha == 0)
  }
}
