import AClockValues
import ArgumentParser

/// `--size`: the side of each clock in a picture or a frame, shared by pictures and
/// `aclock frames`.
struct SizeOption: ParsableArguments {
  @Option(
    help: ArgumentHelp("Side of each clock, \(SizeSpec.range.lowerBound)…\(SizeSpec.range.upperBound) (px; pt for PDF).", valueName: "px"),
    transform: OptionValueHint.transform(SizeSpec.init(parsing:))
  )
  var size: SizeSpec = .standard
}
