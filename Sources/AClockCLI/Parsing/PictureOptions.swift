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

  @OptionGroup var sizeOption: SizeOption

  /// The side of each clock (`--size`).
  var size: SizeSpec { sizeOption.size }

  /// The requested files, in a fixed order.
  var outputs: [(format: PictureFormat, path: String)] {
    [(PictureFormat.png, png), (.svg, svg), (.pdf, pdf)].compactMap { format, path in
      path.map { (format, $0) }
    }
  }
}
