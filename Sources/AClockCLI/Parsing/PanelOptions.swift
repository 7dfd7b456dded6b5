import AClockRuntime
import AClockValues
import ArgumentParser
import ClockRender

/// `--palette`, `--dither`, `--invert` and `--max-bytes`: pictures for e-paper panels, in their
/// grays and within their file-size limits.
package struct PanelOptions: ParsableArguments {
  /// The options unset; ArgumentParser fills them (package, so other targets can parse them).
  package init() {}

  @Option(help: ArgumentHelp(
    "Colours of PNG and BMP pictures: full colour, or an e-paper panel's 2, 4 (0/85/170/255) or 16 grays.",
    valueName: "palette"))
  var palette: PaletteChoice = .color

  // Optional, so that giving it without a gray palette can be refused.
  @Option(help: ArgumentHelp(
    "With a gray palette, for edges and shades: none (the nearest gray, crisp; the default), ordered (a Bayer "
      + "pattern, the same in every picture) or diffusion (Floyd–Steinberg, finest shades).",
    valueName: "mode"))
  var dither: Dithering?

  @Flag(help: "With a gray palette, swap ink and paper: white on black.")
  var invert = false

  @Option(
    help: ArgumentHelp(
      "Refuse (exit 73, writing nothing) when a file would be larger than this (90000, 90kB, 64KiB).", valueName: "bytes"),
    transform: OptionValueHint.transform(ByteCountSpec.init(parsing:)))
  var maxBytes: ByteCountSpec?

  /// The panel encoding raster pictures are written in, or nil for full colour.
  var encoding: GrayEncoding? {
    palette.grayPalette.map { GrayEncoding(palette: $0, dithering: dither ?? .none, inverted: invert) }
  }

  /// `renderer` writing its raster pictures in ``encoding``.
  package func applied(to renderer: PictureRenderer) -> PictureRenderer {
    var renderer = renderer
    renderer.gray = encoding
    return renderer
  }

  /// Refuses what does not fit `aclock frames --format format`: a gray palette for frames
  /// without pixels, BMP frames without one, `--dither` and `--invert` without one.
  func validate(frameFormat format: FrameFormat) throws(CLIError) {
    guard palette.grayPalette != nil else {
      if format == .bmp {
        throw .badUsage("--format bmp writes a panel's grays: add --palette 1bit, gray4 or gray16")
      }
      if dither != nil || invert {
        throw .badUsage("--dither and --invert apply to a gray palette: add --palette 1bit, gray4 or gray16, or leave them out")
      }
      return
    }
    if !format.isRaster {
      throw .badUsage("--palette \(palette.rawValue) applies to the pixels of --format png and bmp, not to --format \(format.rawValue)")
    }
  }

  /// Refuses what does not fit together with the `formats` written (and an HTML page, with
  /// `writesHTML`): a gray palette with vector output, BMP without one, `--dither` and
  /// `--invert` without one, and any of these options without a file to apply to.
  package func validate(formats: [PictureFormat], writesHTML: Bool) throws(CLIError) {
    if formats.isEmpty && !writesHTML && (palette != .color || dither != nil || invert || maxBytes != nil) {
      throw .badUsage("--palette, --dither, --invert and --max-bytes shape picture files: add --png FILE or --bmp FILE, or leave them out")
    }
    guard palette.grayPalette != nil else {
      if formats.contains(.bmp) {
        throw .badUsage("--bmp writes a panel's grays: add --palette 1bit, gray4 or gray16")
      }
      if dither != nil || invert {
        throw .badUsage("--dither and --invert apply to a gray palette: add --palette 1bit, gray4 or gray16, or leave them out")
      }
      return
    }
    let vectors = formats.filter { !$0.isRaster }.map { "--\($0.rawValue)" } + (writesHTML ? ["--html"] : [])
    if !vectors.isEmpty {
      throw .badUsage(
        "--palette \(palette.rawValue) applies to the pixels of --png and --bmp; leave out \(vectors.joined(separator: " and ")) "
          + "(vector formats, in full colour) or write them in another run")
    }
  }
}
