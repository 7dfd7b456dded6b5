import AClockRuntime
import AClockValues
import ArgumentParser
import ClockRender

#if canImport(Glibc)
import Glibc
#endif

/// `--png`, `--svg`, `--pdf`, `--bmp`, `--size` and `--rotate`: which picture files to write,
/// how large and which way up; with the SVG writer's options and the panel's (palette, size
/// limit).
struct PictureOptions: ParsableArguments {
  @Option(help: ArgumentHelp("Write a PNG picture to this file ('-': standard output).", valueName: "file"))
  var png: String?

  @Option(help: ArgumentHelp("Write an SVG picture to this file ('-': standard output).", valueName: "file"))
  var svg: String?

  @Option(help: ArgumentHelp("Write a one-page PDF to this file ('-': standard output).", valueName: "file"))
  var pdf: String?

  @Option(help: ArgumentHelp(
    "Write a BMP picture in the --palette's grays to this file ('-': standard output).", valueName: "file"))
  var bmp: String?

  @OptionGroup var canvasOptions: CanvasOptions

  @OptionGroup var svgWriter: SVGWriterOptions

  @OptionGroup var panel: PanelOptions

  // --svg-text and --svg-id are checked by the command (``checkSVGWriter(writesHTML:)``):
  // the clock's --html page holds SVGs too, and this group cannot see it.
  func validate() throws {
    let toStandardOutput = outputs.filter { $0.path == OutputTarget.standardOutputName }
    if toStandardOutput.count > 1 {
      throw ValidationError("only one picture can go to standard output ('-'): \(toStandardOutput.map { "--\($0.format.rawValue) -" }.joined(separator: " and "))")
    }
    if let binary = toStandardOutput.first, binary.format != .svg, isatty(STDOUT_FILENO) == 1 {
      throw ValidationError("--\(binary.format.rawValue) - would write binary data to this terminal; redirect it (> file.\(binary.format.rawValue), | program)")
    }
  }

  /// Refuses `--svg-text` and `--svg-id` when neither `--svg` nor (`writesHTML`) a page is written.
  func checkSVGWriter(writesHTML: Bool = false) throws(CLIError) {
    try svgWriter.validate(writesSVG: svg != nil || writesHTML)
  }

  /// Refuses panel options that do not fit the files written (see ``PanelOptions``); `writesHTML`
  /// as for ``checkSVGWriter(writesHTML:)``.
  func checkPanel(writesHTML: Bool = false) throws(CLIError) {
    try panel.validate(formats: outputs.map(\.format), writesHTML: writesHTML)
  }

  /// The side of each clock or the canvas (`--size`), and the turn (`--rotate`).
  var canvas: CanvasOptions { canvasOptions }

  /// The requested files, in a fixed order.
  var outputs: [(format: PictureFormat, path: String)] {
    [(PictureFormat.png, png), (.svg, svg), (.pdf, pdf), (.bmp, bmp)].compactMap { format, path in
      path.map { (format, $0) }
    }
  }
}
