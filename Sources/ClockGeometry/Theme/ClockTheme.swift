/// The colours of a clock face, as data: one colour per ``SceneRole`` and a backdrop for the
/// area around the face. Shared by the picture and terminal renderers.
public struct ClockTheme: Sendable, Hashable {
  /// A theme's name, as typed on the command line.
  public enum Name: String, Sendable, Hashable, CaseIterable {
    /// Dark ink on a white face.
    case light
    /// Light ink on a charcoal face.
    case dark
  }

  /// Which theme this is.
  public let name: Name
  /// Behind the face, to the picture's edges.
  public let backdrop: RGBAColor
  private let colors: [SceneRole: RGBAColor]

  /// The colour of elements with `role`.
  public func color(for role: SceneRole) -> RGBAColor {
    colors[role] ?? backdrop
  }

  /// The theme called `name`.
  public static func named(_ name: Name) -> ClockTheme {
    switch name {
    case .light: return light
    case .dark: return dark
    }
  }

  /// Near-black ink on white, a muted grey for minute ticks, a vermilion second hand, and green
  /// for a finished countdown.
  public static let light = ClockTheme(
    name: .light,
    backdrop: RGBAColor(hex: 0xEEF1F5),
    colors: [
      .face: RGBAColor(hex: 0xFFFFFF), .rim: RGBAColor(hex: 0x1F2430),
      .minuteTick: RGBAColor(hex: 0x9AA1AD), .hourTick: RGBAColor(hex: 0x1F2430),
      .numeral: RGBAColor(hex: 0x1F2430), .label: RGBAColor(hex: 0x5B6474),
      .shadow: RGBAColor(hex: 0x000000, alpha: 0.16),
      .hourHand: RGBAColor(hex: 0x141821), .minuteHand: RGBAColor(hex: 0x141821),
      .secondHand: RGBAColor(hex: 0xE5482D),
      .track: RGBAColor(hex: 0xE3E7EE), .finished: RGBAColor(hex: 0x1E9E4A),
    ])

  /// Soft white ink on charcoal, with the same vermilion second hand and a brighter green.
  public static let dark = ClockTheme(
    name: .dark,
    backdrop: RGBAColor(hex: 0x0E1116),
    colors: [
      .face: RGBAColor(hex: 0x1C2129), .rim: RGBAColor(hex: 0x3A4250),
      .minuteTick: RGBAColor(hex: 0x5F6877), .hourTick: RGBAColor(hex: 0xE6EAF0),
      .numeral: RGBAColor(hex: 0xE6EAF0), .label: RGBAColor(hex: 0x9AA3B2),
      .shadow: RGBAColor(hex: 0x000000, alpha: 0.45),
      .hourHand: RGBAColor(hex: 0xF2F4F8), .minuteHand: RGBAColor(hex: 0xF2F4F8),
      .secondHand: RGBAColor(hex: 0xFF5A3C),
      .track: RGBAColor(hex: 0x2A313C), .finished: RGBAColor(hex: 0x3DD17A),
    ])
}
