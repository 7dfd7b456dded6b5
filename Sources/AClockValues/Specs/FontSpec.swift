import ClockGeometry
import ClockRender
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The value of `--font`: a font file (`.ttf`, `.otf`), used for regular and bold text alike,
/// or a family name found by its files under `/usr/share/fonts`: `DejaVu Serif` is
/// `DejaVuSerif.ttf` and `DejaVuSerif-Bold.ttf`, `Inter` is `Inter-Regular.otf` and
/// `Inter-Bold.otf`. Files, not fontconfig's best guess, so a missing font is an error rather
/// than a silent substitute.
package struct FontSpec: Sendable, Equatable {
  package let typeface: Typeface

  /// Where families are looked for.
  package static let fontDirectory = FontResolver.fontDirectory

  /// Messages do not repeat the value: ArgumentParser's line already names it
  /// ("The value '…' is invalid for '--font <family|file>': …").
  package init(parsing text: String) throws(StyleSpecError) {
    let lowered = text.lowercased()
    if lowered.hasSuffix(".ttf") || lowered.hasSuffix(".otf") || text.contains("/") {
      guard FileProbe.kind(of: text) == .file else {
        throw StyleSpecError(description: "no such font file: give a .ttf or .otf file, or a family such as 'DejaVu Serif'")
      }
      if let problem = Self.problem(loading: text) {
        throw StyleSpecError(description: "\(UserText.quotedPath(text)) \(problem); give a .ttf or .otf file, or a family such as 'DejaVu Serif'")
      }
      let name = URL(fileURLWithPath: text).deletingPathExtension().lastPathComponent
      typeface = Typeface(family: name, regular: .file(text), bold: .file(text))
      return
    }
    let stem = text.replacing(" ", with: "")
    let files = FontResolver(directory: Self.fontDirectory).filesByName()
    func find(_ names: [String]) -> String? {
      for name in names {
        if let path = files[name.lowercased()] { return path }
      }
      return nil
    }
    guard !stem.isEmpty, let regular = find([stem, stem + "-Regular", stem + "-Book"]) else {
      throw StyleSpecError(description: "no such font family under \(Self.fontDirectory): give a .ttf or .otf file, or an installed family such as 'DejaVu Serif'")
    }
    typeface = Typeface(family: text, regular: .file(regular), bold: .file(find([stem + "-Bold", stem + "-SemiBold"]) ?? regular))
  }

  /// Why the font file at `path`, which exists, cannot be drawn with (it is no regular file, or
  /// FreeType cannot read it as a font), or nil when it can. Checked here, while the value can
  /// still be refused with 64, rather than when the first numeral is drawn.
  package static func problem(loading path: String) -> String? {
    CairoFont(path: path, family: "", bold: false).problem
  }
}
