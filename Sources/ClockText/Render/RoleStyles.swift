import ClockGeometry

/// The cell style of each scene role under a theme, worked out once: on the face, a cell takes
/// the face's colour as its background; off it, the terminal's own background shows.
struct RoleStyles: Sendable {
  private let onFace: [TextStyle]
  private let offFace: [TextStyle]
  private let faceBackground: TextStyle
  /// The label line's style.
  let label: TextStyle
  /// The label line's style once a countdown has finished.
  private let finishedLabel: TextStyle

  init(theme: ClockTheme?) {
    guard let theme else {
      onFace = Array(repeating: .plain, count: SceneRole.allCases.count)
      offFace = onFace
      faceBackground = .plain
      label = .plain
      finishedLabel = .plain
      return
    }
    let face = theme.color(for: .face)
    let background = TerminalColor(face, over: theme.backdrop)
    func style(_ role: SceneRole, on: Bool) -> TextStyle {
      let under = on ? face : theme.backdrop
      let bold = role == .hourHand || role == .minuteHand
      return TextStyle(foreground: TerminalColor(theme.color(for: role), over: under), background: on ? background : nil, bold: bold)
    }
    onFace = SceneRole.byPaintRank.map { style($0, on: true) }
    offFace = SceneRole.byPaintRank.map { style($0, on: false) }
    faceBackground = TextStyle(background: background)
    label = TextStyle(foreground: TerminalColor(theme.color(for: .label), over: theme.backdrop))
    finishedLabel = TextStyle(foreground: TerminalColor(theme.color(for: .finished), over: theme.backdrop), bold: true)
  }

  /// The label line's style when its last text has `role`: a readout in the finished colour,
  /// or in the face's (written over a finished countdown's filled face), is the finished one.
  func label(_ role: SceneRole) -> TextStyle {
    role == .finished || role == .face ? finishedLabel : label
  }

  /// The style of a cell showing `role` (nil: nothing drawn).
  func style(for role: SceneRole?, onFace isOnFace: Bool) -> TextStyle {
    guard let role else { return isOnFace ? faceBackground : .plain }
    return isOnFace ? onFace[Int(role.paintRank)] : offFace[Int(role.paintRank)]
  }
}
