import ClockGeometry

/// How aclock writes an SVG document: its numerals and labels as text or outlines, its id
/// prefix, whether its hands keep moving, and a dark variant for viewers that prefer one.
package struct SVGOptions: Sendable, Hashable {
  /// How text is written.
  package enum TextMode: String, Sendable, Hashable, CaseIterable {
    /// `<text>` in the style's font stack (CSS `font-family` with a generic fallback): small,
    /// selectable and searchable; a viewer without the font draws a similar one.
    case text
    /// Glyph outlines from the font files (each glyph once, in `<defs>`, then `<use>`d):
    /// exactly what the PNG shows, without the font.
    case outline
  }

  /// Whether the clock's hands stand still or go on from the drawn instant.
  package enum Motion: Sendable, Hashable {
    /// A picture of one instant.
    case still
    /// Each clock hand turns by a CSS animation from its drawn angle (``HandMotion``): the
    /// document keeps time by itself wherever CSS animations run, `<img>` included.
    case animated
    /// As ``animated``, and a script (``SVGLiveScript``) sets the hands from the viewer's clock
    /// in each dial's zone (`zones`, one per tile) wherever scripts run.
    case live(zones: [SVGLiveZone])

    /// Whether hands are animated at all.
    var isAnimated: Bool { self != .still }
  }

  /// Text or outlines (default: text).
  package var text: TextMode
  /// The ids' prefix (default: derived from the content).
  package var idPrefix: SVGIDPrefix
  /// Still (default), animated, or live.
  package var motion: Motion
  /// Whether viewers that prefer a dark scheme (`prefers-color-scheme: dark`) get the look's
  /// dark colours; false paints the writer's variant everywhere.
  package var followsColorScheme: Bool

  /// Options with `text`, `idPrefix`, `motion` and `followsColorScheme`.
  package init(text: TextMode = .text, idPrefix: SVGIDPrefix = .derived(serial: 0), motion: Motion = .still, followsColorScheme: Bool = false) {
    self.text = text
    self.idPrefix = idPrefix
    self.motion = motion
    self.followsColorScheme = followsColorScheme
  }
}
