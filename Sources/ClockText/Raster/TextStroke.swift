import ClockGeometry

/// A scene element and how its part is drawn in cells (``PartGlyphs``): what the
/// ``StrokeRasterizer`` paints, and what ``HandLayers`` compares from frame to frame.
///
/// The part itself is not kept: a hand's ``HandMotion`` changes every frame while the hand
/// stands still, and a hand that did not move must not be painted again.
struct TextStroke: Sendable, Equatable {
  /// The primitive.
  let element: SceneElement
  /// How its part is drawn.
  let glyphs: PartGlyphs
}
