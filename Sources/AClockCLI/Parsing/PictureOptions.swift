import ArgumentParser
import ClockRender

/// `--png`, `--svg`, `--pdf` and `--size`: which picture files to write, and how large.
struct PictureOptions: ParsableArguments {
  @Option(help: ArgumentHelp("Write a PNG picture to this file.", valueName: "file"))
  var png: String?

  @Option(help: ArgumentHelp("Write an SVG picture to this file.", valueName: "file"))
  var svg: String?

  @Option(help: ArgumentHelp("Write a one-page PDF to this file.", valueName: "file"))
  var pdf: String?

  @Option(
    help: ArgumentHelp("Side of the picture, \(SizeSpec.range.lowerBound)…\(SizeSpec.range.upperBound) (px; pt for PDF).", valueName: "px"),
    transform: OptionValueHint.transform(SizeSpec.init(parsing:))
  )
  var size: SizeSpec = .standard

  /// The requested files, in a fixed order.
  var outputs: [(format: PictureFormat, path: String)] {
    [(PictureFormat.png, png), (.svg, svg), (.pdf, pdf)].compactMap { format, path in
      path.map { (format, $0) }
    }
  }
}
