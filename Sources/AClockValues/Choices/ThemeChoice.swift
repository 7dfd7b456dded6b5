import ClockGeometry

/// The value of `--theme`: a style's light or dark variant, or `auto`, which SVG and HTML
/// outputs turn into both (the dark one under `prefers-color-scheme: dark`) and every other
/// output into its default (light for PNG and PDF, dark in the terminal).
package enum ThemeChoice: String, Sendable, Hashable, CaseIterable {
  case light
  case dark
  case auto

  /// The variant this names, or nil for `auto`.
  package var variant: ClockTheme.Name? {
    switch self {
    case .light: .light
    case .dark: .dark
    case .auto: nil
    }
  }
}
