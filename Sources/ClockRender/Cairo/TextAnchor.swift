import ClockGeometry

/// Where a text goes, by its measured ink: the one rule the PNG/PDF renderer and the SVG writer
/// share, so that their numerals and labels land on the same pixels.
package enum TextAnchor: Sendable, Hashable {
  /// Centred on a point: the advance across (so that a readout whose digits change keeps its
  /// place: the ink of "10:00:00" and "10:11:11" differs, their tabular advances do not), the
  /// ink up and down.
  case centered(DialPoint)
  /// On the ray at an angle from the origin, as far out as keeps the ink's farthest point
  /// within `reach` of the origin (measured, so "12" and "1" both touch it).
  case radial(DialAngle, reach: Double)
  /// The ink centred on `centerX`, the baseline at `baseline`, so that texts side by side line
  /// up whatever their descenders.
  case baseline(centerX: Double, baseline: Double)
  /// The text's origin (pen position) at `x` on `baseline`: left-aligned text of a page.
  case leading(x: Double, baseline: Double)
  /// The text's advance ending at `x` on `baseline`: right-aligned text of a page.
  case trailing(x: Double, baseline: Double)
}
