import CCairo
import ClockGeometry

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A font loaded straight from its file through FreeType, bypassing fontconfig.
///
/// fontconfig's first use costs about 14 ms per process (measured: `aclock --png` with numerals
/// 33 ms, without 20 ms), more than the whole drawing. A style names its font files, so aclock
/// opens them by path; only if a file is missing does it ask cairo for the family by name
/// (fontconfig). A file that is there but cannot be loaded (no memory, no file descriptor
/// left) is an error, ``loadFailure``, not a reason to start fontconfig: under a memory limit
/// fontconfig crashed (SIGSEGV) loading its configuration.
///
/// The file is opened as an ``InputFile`` (a regular file, opened without waiting: a FIFO named
/// as a font hung FreeType's `open` for ever) and FreeType reads it from a mapping of that
/// descriptor, so what was checked is what is read; FreeType never opens the path itself.
package final class CairoFont {
  let face: OpaquePointer?
  /// The family name cairo's toy API uses when the file could not be loaded.
  package let family: String
  /// Whether the face is bold.
  package let bold: Bool
  /// Why the font file, which exists, cannot be drawn with (`is not a font FreeType can read`,
  /// `cannot be read: it is a FIFO, not a regular file`); nil when it was loaded, or when it is
  /// missing (then fontconfig is asked for ``family``).
  package let problem: String?
  /// The family name the font file gives itself (`DejaVu Sans`), when it was loaded.
  package let fileFamily: String?
  /// The style name the font file gives its face (`Light`, `Bold`), when it was loaded.
  package let fileStyle: String?
  private let path: String

  /// Opens the font at `path`; if there is no file (or no path: none was found), remembers
  /// `family` for the fontconfig fallback.
  package init(path: String?, family: String, bold: Bool) {
    self.family = family
    self.bold = bold
    self.path = path ?? ""
    guard let path else {
      face = nil
      fileFamily = nil
      fileStyle = nil
      problem = nil
      return
    }
    do throws(InputFileError) {
      let loaded = Self.loadFace(from: try InputFile(path: path))
      face = loaded?.face
      fileFamily = loaded?.family
      fileStyle = loaded?.style
      problem = loaded == nil ? "is not a font FreeType can read" : nil
    } catch {
      face = nil
      fileFamily = nil
      fileStyle = nil
      problem = error == .missing ? nil : "cannot be read: \(error)"
    }
  }

  deinit {
    if let face { cairo_font_face_destroy(face) }
  }

  /// Whether the font came from its file (false: cairo asks fontconfig for ``family``).
  package var isLoadedFromFile: Bool { face != nil }

  /// What failed, for ``CairoError``, when the file is there but cannot be drawn with.
  package var loadFailure: String? {
    problem.map { "loading the font file \(path) (it \($0))" }
  }

  /// Makes this font current on `context`.
  func apply(to context: OpaquePointer) {
    if let face {
      cairo_set_font_face(context, face)
    } else {
      cairo_select_font_face(context, family, CAIRO_FONT_SLANT_NORMAL, bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
    }
  }

  private static func loadFace(from file: borrowing InputFile) -> (face: OpaquePointer, family: String?, style: String?)? {
    guard file.size > 0 else { return nil }
    // Mapped as FreeType maps a file it opens itself; the mapping lives as long as the face.
    guard let mapping = mmap(nil, file.size, PROT_READ, MAP_PRIVATE, file.descriptor, 0), mapping != MAP_FAILED else {
      return nil
    }
    let owner = FreeTypeOwner(mapping: mapping, length: file.size)
    // Kept alive to the end: releasing the owner unmaps what FreeType reads.
    return withExtendedLifetime(owner) { () -> (face: OpaquePointer, family: String?, style: String?)? in
      var library: FT_Library?
      guard FT_Init_FreeType(&library) == 0, let library else { return nil }
      owner.library = library
      var ftFace: FT_Face?
      // Sound: the mapping is `file.size` readable bytes (bound as bytes, which they are) and
      // outlives the face: the owner unmaps it after FT_Done_FreeType, which frees the face.
      let bytes = mapping.bindMemory(to: FT_Byte.self, capacity: file.size)
      guard FT_New_Memory_Face(library, bytes, FT_Long(file.size), 0, &ftFace) == 0, let ftFace else { return nil }
      // Sound: FreeType keeps the family and style names for the face's life, and they are
      // copied here.
      let family = ftFace.pointee.family_name.map { String(cString: $0) }
      let style = ftFace.pointee.style_name.map { String(cString: $0) }
      guard let face = cairo_ft_font_face_create_for_ft_face(ftFace, 0) else { return nil }
      // cairo may keep the face after we drop it (its font caches), so FreeType and the
      // mapping are released when cairo destroys the face, not in our deinit.
      let retained = Unmanaged.passRetained(owner).toOpaque()
      var status = cairo_font_face_status(face)
      if status == CAIRO_STATUS_SUCCESS {
        status = cairo_font_face_set_user_data(face, &FreeTypeOwner.key, retained) { owner in
          if let owner { Unmanaged<FreeTypeOwner>.fromOpaque(owner).release() }
        }
      }
      guard status == CAIRO_STATUS_SUCCESS else {
        cairo_font_face_destroy(face)
        Unmanaged<FreeTypeOwner>.fromOpaque(retained).release()
        return nil
      }
      return (face, family, style)
    }
  }
}

/// Keeps a FreeType library (and with it the face opened from it) and the font file's mapping
/// alive until cairo lets go; on any failure before that, releasing it cleans up.
private final class FreeTypeOwner {
  nonisolated(unsafe) static var key = cairo_user_data_key_t()
  var library: FT_Library?
  let mapping: UnsafeMutableRawPointer
  let length: Int

  init(mapping: UnsafeMutableRawPointer, length: Int) {
    self.mapping = mapping
    self.length = length
  }

  deinit {
    // The face (freed with its library) reads the mapping, so the mapping goes last.
    if let library { FT_Done_FreeType(library) }
    munmap(mapping, length)
  }
}
