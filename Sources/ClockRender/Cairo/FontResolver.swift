import ClockGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a typeface's faces are on disk. A style names a family and weights (`Inter`,
/// `semibold`); the renderer finds the files here, so the geometry never holds a path.
///
/// A weight of the families aclock's styles use is first the file Debian's package installs
/// (fonts-dejavu-core, fonts-inter, fonts-linuxlibertine): one `stat`, no walk of the directory. Otherwise the
/// directory is searched by name (`Inter` semibold is `Inter-SemiBold.otf` anywhere under it).
/// Found nowhere, a known family still gets its Debian file's path, as the styles named it
/// before the renderer resolved them: drawing it then asks fontconfig for the family, and
/// what `aclock styles show` prints and what `frames --resume` records stay the same.
package struct FontResolver: Sendable {
  /// Where fonts are looked for.
  package static let fontDirectory = "/usr/share/fonts"

  /// The files Debian's fonts-dejavu-core, fonts-inter and fonts-linuxlibertine install, under
  /// ``fontDirectory``.
  static let debianFiles: [String: [Typeface.Weight: String]] = [
    "DejaVu Sans": [.regular: "truetype/dejavu/DejaVuSans.ttf", .bold: "truetype/dejavu/DejaVuSans-Bold.ttf"],
    "DejaVu Serif": [.regular: "truetype/dejavu/DejaVuSerif.ttf", .bold: "truetype/dejavu/DejaVuSerif-Bold.ttf"],
    "Inter": [
      .light: "opentype/inter/Inter-Light.otf", .regular: "opentype/inter/Inter-Regular.otf", .medium: "opentype/inter/Inter-Medium.otf",
      .semibold: "opentype/inter/Inter-SemiBold.otf", .bold: "opentype/inter/Inter-Bold.otf",
    ],
    // Libertine's files are named by letters, not weights (R regular, RZ semibold, RB bold).
    "Linux Libertine O": [
      .regular: "opentype/linux-libertine/LinLibertine_R.otf", .semibold: "opentype/linux-libertine/LinLibertine_RZ.otf",
      .bold: "opentype/linux-libertine/LinLibertine_RB.otf",
    ],
  ]

  /// The directory searched (tests give their own).
  let directory: String

  /// A resolver looking under `directory`.
  package init(directory: String = fontDirectory) {
    self.directory = directory
  }

  /// The font file of `face` in `family`: a named file as it is; a weight's file found as the
  /// type describes, or nil when there is none (the renderer asks fontconfig for the family).
  package func file(of face: Typeface.Face, in family: String) -> String? {
    switch face {
    case .file(let path):
      return path
    case .weight(let weight):
      let known = Self.debianFiles[family]?[weight].map { directory + "/" + $0 }
      if let known, FileManager.default.fileExists(atPath: known) { return known }
      return search(family: family, weight: weight) ?? known
    }
  }

  /// `typeface` with each weight given as the file it resolves to (a weight with no file stays).
  package func resolved(_ typeface: Typeface) -> Typeface {
    func face(_ face: Typeface.Face) -> Typeface.Face { file(of: face, in: typeface.family).map(Typeface.Face.file) ?? face }
    return Typeface(family: typeface.family, regular: face(typeface.regular), bold: face(typeface.bold))
  }

  /// `family`'s file of `weight` under the directory, by the names font packages give their
  /// files: the family without spaces, then `-Regular` or `-Book` (or nothing), `-Medium`,
  /// `-SemiBold`, `-Bold`.
  func search(family: String, weight: Typeface.Weight) -> String? {
    let stem = family.replacing(" ", with: "")
    guard !stem.isEmpty else { return nil }
    let suffixes = switch weight {
    case .light: ["-Light"]
    case .regular: ["", "-Regular", "-Book"]
    case .medium: ["-Medium"]
    case .semibold: ["-SemiBold"]
    case .bold: ["-Bold"]
    }
    let files = filesByName()
    return suffixes.lazy.compactMap { files[(stem + $0).lowercased()] }.first
  }

  /// Every font file (`.ttf`, `.otf`) under the directory, by lowercased name without its
  /// extension; of two with one name, the first listed.
  package func filesByName() -> [String: String] {
    var files: [String: String] = [:]
    for relative in (try? FileManager.default.subpathsOfDirectory(atPath: directory)) ?? [] {
      let lowered = relative.lowercased()
      guard lowered.hasSuffix(".ttf") || lowered.hasSuffix(".otf") else { continue }
      let name = URL(fileURLWithPath: lowered).deletingPathExtension().lastPathComponent
      if files[name] == nil { files[name] = directory + "/" + relative }
    }
    return files
  }
}
