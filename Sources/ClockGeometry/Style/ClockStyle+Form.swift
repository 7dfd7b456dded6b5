extension ClockStyle {
  /// Below this side, in pixels, a face is drawn as an icon (``DialForm/icon``).
  package static let iconThreshold = DialForm.smallFrom

  /// Whether this is an icon form made by `icon(side:)`.
  package var isIcon: Bool { form == .icon }

  /// The style to draw a picture `side` pixels square with, on its rung of the size ladder
  /// (``DialForm``): the icon form, the small form, or the style itself (also when `side` is
  /// nil, or the style is already a redrawn form).
  package func forPicture(side: Int?) -> ClockStyle {
    guard let side, form == .full else { return self }
    switch DialForm(side: side, style: self) {
    case .icon: return icon(side: side)
    case .small: return small(side: side)
    case .full: return self
    }
  }
}
