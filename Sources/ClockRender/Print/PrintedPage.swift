import ClockGeometry

/// One page of a printed document (a worksheet): dials, text and rules at positions in points
/// (1/72 inch) from the page's top-left corner, painted in order.
package struct PrintedPage: Sendable, Hashable {
  /// What a page holds.
  package enum Item: Sendable, Hashable {
    /// A clock scene drawn with `look`'s light colours, its face's radius `radius` about
    /// `center` (nothing painted around the face).
    case dial(ClockScene, look: ClockLook, center: DialPoint, radius: Double)
    /// A line of text in the page's typeface.
    case text(PrintedText)
    /// A straight rule with flat ends.
    case line(from: DialPoint, to: DialPoint, width: Double, color: RGBAColor)
    /// The outline of a rectangle: its top-left corner, size, and the width of its lines.
    case box(x: Double, y: Double, width: Double, height: Double, lineWidth: Double, color: RGBAColor)
  }

  /// The page's width, in points.
  package var width: Double
  /// The page's height, in points.
  package var height: Double
  /// What is painted, in order.
  package var items: [Item]

  /// A page of `width` × `height` points holding `items`.
  package init(width: Double, height: Double, items: [Item] = []) {
    self.width = width
    self.height = height
    self.items = items
  }
}

/// A line of text on a printed page.
package struct PrintedText: Sendable, Hashable {
  /// How the text sits on its point.
  package enum Alignment: Sendable, Hashable {
    /// Starting at the point.
    case leading
    /// Its ink centred on the point.
    case center
    /// Ending at the point.
    case trailing
  }

  /// The text (set as given: the caller makes user text safe).
  package var string: String
  /// Where the baseline is, and the point the text is aligned to on it.
  package var x: Double, baseline: Double
  /// The font's em height, in points.
  package var size: Double
  /// Whether set in the bold weight.
  package var bold: Bool
  /// How the text sits on `x`.
  package var alignment: Alignment
  /// Its colour.
  package var color: RGBAColor

  /// Text as given; black by default.
  package init(
    _ string: String, x: Double, baseline: Double, size: Double, bold: Bool = false, alignment: Alignment = .leading,
    color: RGBAColor = RGBAColor(red: 0, green: 0, blue: 0)
  ) {
    self.string = string
    self.x = x
    self.baseline = baseline
    self.size = size
    self.bold = bold
    self.alignment = alignment
    self.color = color
  }
}
