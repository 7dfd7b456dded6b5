/// What a dataset varies from image to image; what it does not vary is what the face options
/// give (the classic style, light, its numerals, a 12-hour dial, …).
package enum DatasetVariation: String, Sendable, Hashable, CaseIterable {
  /// The built-in styles.
  case style
  /// Light or dark.
  case theme
  /// Arabic, Roman or no numerals.
  case numerals
  /// A 12-hour dial, or (one in five) a 24-hour one.
  case dial
  /// The dial's size in the picture (60–100 % of its side) and its place.
  case size
  /// Half the dials turned, up to 30° either way (a turned dial has no soft shadow).
  case rotation
  /// Mirrored left to right (one in ten).
  case mirror
  /// The numerals' typeface: DejaVu Sans, DejaVu Serif or Inter.
  case font
  /// A random solid colour behind the dial (seven in ten), or the style's own.
  case background
  /// The second hand shown (seven in ten) or left out.
  case seconds
}
