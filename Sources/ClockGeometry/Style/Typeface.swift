/// The typeface a style writes its numerals and labels in: a family and the weight of each of its
/// two faces (regular for numerals, bold for labels and readouts), or font files a user named.
///
/// The geometry names fonts; it does not know where they live on disk. A renderer finds the
/// files of a family's weight (aclock's cairo renderer looks in the system's font directory),
/// and asks the system for the family by name when it finds none:
///
/// ```swift
/// let inter = Typeface(family: "Inter", bold: .weight(.semibold))
/// let mine = Typeface(family: "Mine", regular: .file(regularPath), bold: .file(boldPath))
/// ```
public struct Typeface: Sendable, Hashable {
  /// The family name, e.g. `DejaVu Sans`: what a renderer looks for, and asks the system for if
  /// a face has no file.
  public var family: String
  /// The face numerals are written in.
  public var regular: Face
  /// The face labels and readouts are written in (and numerals, when a dial asks for bold).
  public var bold: Face

  /// A typeface from its family name and faces (by default its regular and bold weights).
  public init(family: String, regular: Face = .weight(.regular), bold: Face = .weight(.bold)) {
    self.family = family
    self.regular = regular
    self.bold = bold
  }

  /// One face of a typeface: a weight of its family, or a font file named by path.
  public enum Face: Sendable, Hashable {
    /// The family's face of this weight, found by the renderer.
    case weight(Weight)
    /// A font file, loaded by path (a style file's `font-regular = /path`, `--font FILE`).
    case file(String)
  }

  /// A font weight, by the name a style file gives it.
  public enum Weight: String, Sendable, Hashable, CaseIterable {
    /// 300, for fine numerals.
    case light
    /// 400, the body text weight.
    case regular
    /// 500.
    case medium
    /// 600.
    case semibold
    /// 700.
    case bold
  }
}
