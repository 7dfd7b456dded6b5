import ClockGeometry
@testable import ClockRender
import Foundation
import Testing

/// The renderer finds the files of the weights a style names: Debian's files for the built-in
/// styles, a search by name elsewhere, and a file a user named as it is.
@Suite("Font files of a typeface's weights")
struct FontResolverTests {
  /// The files the built-in styles named before the geometry stopped naming files (0.2.0's
  /// style texts; breguet's since it is set in Linux Libertine, decision 0054, and the two styles
  /// added then), written out here rather than taken from the resolver's table.
  static let debianFiles: [(style: String, regular: String, bold: String)] = [
    ("classic", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
    ("station", "/usr/share/fonts/opentype/inter/Inter-Regular.otf", "/usr/share/fonts/opentype/inter/Inter-Bold.otf"),
    ("minimal", "/usr/share/fonts/opentype/inter/Inter-Regular.otf", "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf"),
    ("breguet", "/usr/share/fonts/opentype/linux-libertine/LinLibertine_R.otf", "/usr/share/fonts/opentype/linux-libertine/LinLibertine_RB.otf"),
    ("pilot", "/usr/share/fonts/opentype/inter/Inter-Regular.otf", "/usr/share/fonts/opentype/inter/Inter-Bold.otf"),
    ("bauhaus", "/usr/share/fonts/opentype/inter/Inter-Light.otf", "/usr/share/fonts/opentype/inter/Inter-Medium.otf"),
  ]

  @Test("Each built-in style's weights resolve to the Debian files it named", arguments: debianFiles.map(\.style))
  func builtInWeightsResolveToTheDebianFiles(style name: String) throws {
    let expected = try #require(Self.debianFiles.first { $0.style == name })
    let typeface = try #require(ClockStyle.named(name)).typeface
    let resolved = FontResolver().resolved(typeface)
    #expect(resolved == Typeface(family: typeface.family, regular: .file(expected.regular), bold: .file(expected.bold)))
    // And those files are there and load (fonts-dejavu-core and fonts-inter are installed).
    let fonts = CairoFontCache()
    #expect(try fonts.font(typeface, bold: false).isLoadedFromFile && fonts.font(typeface, bold: true).isLoadedFromFile)
  }

  @Test func aNamedFileWinsOverTheFamilysWeight() throws {
    let mono = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
    let typeface = Typeface(family: "Inter", regular: .file(mono), bold: .weight(.bold))
    #expect(FontResolver().resolved(typeface).regular == .file(mono))
    #expect(try CairoFontCache().font(typeface, bold: false).fileFamily == "DejaVu Sans Mono")
    // The same from a style file that starts from a built-in and names a file.
    let style = try ClockStyle(fileText: "base = minimal\nfont-regular = \(mono)\n", source: "mine.style")
    #expect(style.typeface == Typeface(family: "Inter", regular: .file(mono), bold: .weight(.semibold)))
    #expect(FontResolver().file(of: style.typeface.regular, in: "Inter") == mono)
  }

  @Test func weightsAreFoundByNameUnderTheDirectory() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let nested = directory.appendingPathComponent("truetype/acme")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    for name in ["AcmeSans.ttf", "AcmeSans-SemiBold.TTF", "AcmeSans-Bold.otf", "Inter-Bold.otf", "AcmeSans-Bold.txt"] {
      try Data().write(to: nested.appendingPathComponent(name))
    }
    let resolver = FontResolver(directory: directory.path)
    #expect(resolver.file(of: .weight(.regular), in: "Acme Sans") == nested.path + "/AcmeSans.ttf")
    #expect(resolver.file(of: .weight(.semibold), in: "Acme Sans") == nested.path + "/AcmeSans-SemiBold.TTF")
    #expect(resolver.file(of: .weight(.bold), in: "Acme Sans") == nested.path + "/AcmeSans-Bold.otf")
    // No medium file and no such family: nothing (the renderer asks fontconfig for the family).
    #expect(resolver.file(of: .weight(.medium), in: "Acme Sans") == nil)
    #expect(resolver.file(of: .weight(.regular), in: "Nope Sans") == nil)
    #expect(resolver.resolved(Typeface(family: "Nope Sans")) == Typeface(family: "Nope Sans"))
    // Inter, not where Debian puts it: found by name; a weight found nowhere keeps Debian's path.
    #expect(resolver.file(of: .weight(.bold), in: "Inter") == nested.path + "/Inter-Bold.otf")
    #expect(resolver.file(of: .weight(.semibold), in: "Inter") == directory.path + "/opentype/inter/Inter-SemiBold.otf")
  }

  @Test func aFamilyWithNoFileIsDrawnByFontconfigsPick() throws {
    let font = try CairoFontCache(resolver: FontResolver(directory: "/nonexistent")).font(Typeface(family: "Nope Sans"), bold: true)
    #expect(!font.isLoadedFromFile && font.problem == nil && font.bold)
  }
}
