/// The typeface a style writes its numerals and labels in: font files, loaded by path so that
/// renders do not depend on what fontconfig would pick, and the family name to ask for if the
/// files are missing.
public struct Typeface: Sendable, Hashable {
  /// The family name, e.g. `DejaVu Sans` (the fallback through fontconfig).
  public var family: String
  /// The regular weight's font file.
  public var regularFile: String
  /// The bold weight's font file (labels and readouts).
  public var boldFile: String

  /// A typeface from its family name and files.
  public init(family: String, regularFile: String, boldFile: String) {
    self.family = family
    self.regularFile = regularFile
    self.boldFile = boldFile
  }
}
