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

  /// A theme from its colours; a role without one takes the backdrop's.
  public init(name: Name, backdrop: RGBAColor, colors: [SceneRole: RGBAColor]) {
    self.name = name
    self.backdrop = backdrop
    self.colors = colors
  }

  /// The same theme with `color` for `role`.
  public func with(_ role: SceneRole, _ color: RGBAColor) -> ClockTheme {
    var colors = colors
    colors[role] = color
    return ClockTheme(name: name, backdrop: backdrop, colors: colors)
  }

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

  /// The ``ClockStyle/classic`` style's light colours: near-black ink on white, a muted grey
  /// for minute ticks, a vermilion second hand, and green for a finished countdown.
  public static var light: ClockTheme { ClockStyle.classic.light }

  /// The ``ClockStyle/classic`` style's dark colours: soft white ink on charcoal, with the same
  /// vermilion second hand and a brighter green.
  public static var dark: ClockTheme { ClockStyle.classic.dark }
}
