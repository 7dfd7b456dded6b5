import CCairo

#if canImport(Glibc)
import Glibc
#endif

/// A font loaded straight from its file through FreeType, bypassing fontconfig.
///
/// fontconfig's first use costs about 14 ms per process (measured: `aclock --png` with numerals
/// 33 ms, without 20 ms), more than the whole drawing. A style names its font files, so aclock
/// opens them by path; only if a file is missing does it ask cairo for the family by name
/// (fontconfig). A file that is there but cannot be loaded (no memory, no file descriptor
/// left) is an error, ``loadFailure``, not a reason to start fontconfig: under a memory limit
/// fontconfig crashed (SIGSEGV) loading its configuration.
package final class CairoFont {
  let face: OpaquePointer?
  /// The family name cairo's toy API uses when the file could not be loaded.
  package let family: String
  /// Whether the face is bold.
  package let bold: Bool
  /// Why the font file, which exists, could not be loaded; nil when it was, or when it is
  /// missing (then fontconfig is asked for ``family``).
  package let loadFailure: String?
  /// The family name the font file gives itself (`DejaVu Sans`), when it was loaded.
  package let fileFamily: String?

  /// Opens the font at `path`; if that fails, remembers `family` for the fontconfig fallback.
  package init(path: String, family: String, bold: Bool) {
    self.family = family
    self.bold = bold
    let (face, fileFamily) = Self.loadFace(path: path)
    self.face = face
    self.fileFamily = fileFamily
    loadFailure = face == nil && access(path, F_OK) == 0 ? "loading the font file \(path)" : nil
  }

  deinit {
    if let face { cairo_font_face_destroy(face) }
  }

  /// Whether the font came from its file (false: cairo asks fontconfig for ``family``).
  package var isLoadedFromFile: Bool { face != nil }

  /// Makes this font current on `context`.
  func apply(to context: OpaquePointer) {
    if let face {
      cairo_set_font_face(context, face)
    } else {
      cairo_select_font_face(context, family, CAIRO_FONT_SLANT_NORMAL, bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
    }
  }

  private static func loadFace(path: String) -> (OpaquePointer?, String?) {
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else { return (nil, nil) }
    var ftFace: FT_Face?
    guard FT_New_Face(library, path, 0, &ftFace) == 0, let ftFace else {
      FT_Done_FreeType(library)
      return (nil, nil)
    }
    // Sound: FreeType keeps the family name for the face's life, and it is copied here.
    let family = ftFace.pointee.family_name.map { String(cString: $0) }
    guard let face = cairo_ft_font_face_create_for_ft_face(ftFace, 0),
          cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS
    else {
      FT_Done_FreeType(library)
      return (nil, nil)
    }
    // cairo may keep the face after we drop it (its font caches), so FreeType is released when
    // cairo destroys the face, not in our deinit.
    let owner = Unmanaged.passRetained(FreeTypeOwner(library: library)).toOpaque()
    let status = cairo_font_face_set_user_data(face, &FreeTypeOwner.key, owner) { owner in
      if let owner { Unmanaged<FreeTypeOwner>.fromOpaque(owner).release() }
    }
    if status != CAIRO_STATUS_SUCCESS {
      Unmanaged<FreeTypeOwner>.fromOpaque(owner).release()
      cairo_font_face_destroy(face)
      return (nil, nil)
    }
    return (face, family)
  }
}

/// Keeps a FreeType library (and with it the face opened from it) alive until cairo lets go.
private final class FreeTypeOwner {
  nonisolated(unsafe) static var key = cairo_user_data_key_t()
  let library: FT_Library

  init(library: FT_Library) { self.library = library }

  deinit { FT_Done_FreeType(library) }
}
