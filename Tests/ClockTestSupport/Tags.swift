import Testing

/// Tags of the suites that need a program beyond the Swift toolchain and the libraries the
/// package builds with (`scripts/install-deps --test` installs them all). Every suite that runs
/// such a program carries ``integration`` and the tag of its program; the others are hermetic:
/// they need only the package, its built `aclock`, the tz database, and python3 for expected
/// values. SwiftPM's `swift test` cannot select by tag, so `scripts/hermetic-tests` reads these
/// tags from the sources and skips those suites and tests by name.
extension Tag {
  /// Runs an outside program: one of the tags below.
  @Tag public static var integration: Self
  /// Drives aclock in a real terminal: tmux.
  @Tag public static var tmux: Self
  /// Loads pages in headless Chromium.
  @Tag public static var chromium: Self
  /// Reads pictures back with tesseract's OCR.
  @Tag public static var tesseract: Self
  /// Counts system calls with strace.
  @Tag public static var strace: Self
  /// Builds and installs the Debian package and `make install` (mmdebstrap, lintian, root).
  @Tag public static var packaging: Self
  /// Checks documents with outside decoders: rsvg-convert, xmllint, pdftoppm, Python's PIL,
  /// pyte (a terminal emulator) for the live clock's bytes, and exiftool and ffmpeg for the
  /// timelapse recipe.
  @Tag public static var decoders: Self
  /// Encodes and decodes video with ffmpeg and ffprobe (`frames --video`).
  @Tag public static var ffmpeg: Self
  /// Runs completions in fish and zsh.
  @Tag public static var shells: Self
  /// Builds other packages or documentation with the toolchain (minutes, not seconds).
  @Tag public static var packageBuilds: Self
  /// Runs nginx as a cache in front of `aclock-serve`.
  @Tag public static var nginx: Self
  /// Checks units with systemd's `systemd-analyze`.
  @Tag public static var systemd: Self
}
