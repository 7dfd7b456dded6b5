/// The paint a dial needs: the colours of each variant, the typeface, and what fills the
/// picture around the face. A face publishes it (``ClockFace/look``, ``ClockFaceOptions/look``)
/// because the face decides how it is drawn: under 72 px its icon form tones the rim and the
/// marks toward the face, and that toning is part of the look every renderer paints with.
///
/// A renderer picks one variant (``theme(_:)``); an SVG or a web page may carry both and let the
/// viewer's colour scheme choose.
///
/// ```swift
/// let face = ClockFace(timeZone: .utc, options: ClockFaceOptions(style: .classic, pixelSide: 24))
/// let ink = face.look.theme(.light).color(for: .hourTick)   // toned toward the face
/// ```
public struct ClockLook: Sendable, Hashable {
  /// The colours on a light face.
  public var light: ClockTheme
  /// The colours on a dark face.
  public var dark: ClockTheme
  /// The numerals' and labels' typeface.
  public var typeface: Typeface
  /// What fills the picture around the face; nil takes the variant's backdrop, and a colour
  /// with alpha 0 leaves it transparent.
  public var background: RGBAColor?

  /// A look from its parts.
  public init(light: ClockTheme, dark: ClockTheme, typeface: Typeface, background: RGBAColor? = nil) {
    self.light = light
    self.dark = dark
    self.typeface = typeface
    self.background = background
  }

  /// `style`'s colours and typeface, as drawn (pass a face's drawn style, e.g. an icon form, or
  /// ask the face for its ``ClockFace/look``), with `background` around the face.
  public init(style: ClockStyle, background: RGBAColor? = nil) {
    self.init(light: style.light, dark: style.dark, typeface: style.typeface, background: background)
  }

  /// The colours of `variant`.
  public func theme(_ variant: ClockTheme.Name) -> ClockTheme {
    variant == .light ? light : dark
  }

  /// What fills the picture around the face in `variant`: ``background`` if given, else the
  /// variant's backdrop (alpha 0: nothing is painted).
  public func backdrop(_ variant: ClockTheme.Name) -> RGBAColor {
    background ?? theme(variant).backdrop
  }
}
