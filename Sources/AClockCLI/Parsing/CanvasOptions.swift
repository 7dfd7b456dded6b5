import AClockValues
import ArgumentParser
import ClockRender

/// `--size` and `--rotate`: each clock's side or the canvas the clocks are laid out in, and the
/// turn of the finished picture; shared by pictures and `aclock frames`.
package struct CanvasOptions: ParsableArguments {
  /// The options unset; ArgumentParser fills them (package, so other targets can parse them).
  package init() {}

  @Option(
    help: ArgumentHelp(
      "Side of each clock, or WIDTHxHEIGHT of a canvas with the clocks centred in it; each \(SizeSpec.range.lowerBound)…\(SizeSpec.range.upperBound) (px; pt for PDF).",
      valueName: "size"),
    transform: OptionValueHint.transform(SizeSpec.init(parsing:))
  )
  package var size: SizeSpec = .standard

  @Option(help: ArgumentHelp("Turn the finished picture clockwise, in degrees (a panel mounted sideways).", valueName: "degrees"))
  package var rotate: PictureRotation = .none

  /// The picture's canvas: `--size`'s, if it names one, turned by `--rotate`.
  var canvas: PictureCanvas { PictureCanvas(size: size.canvasSize, rotation: rotate) }
}
