import AClockRuntime
import AClockValues
import ArgumentParser
import ClockRender

/// `--changed-since`: with one raster picture, print the rectangles that differ from the same
/// picture at an earlier instant (a panel's partial refresh).
struct ChangedSinceOption: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Also draw the --png/--bmp picture at this instant and print, as one JSON line, the rectangles whose pixels differ.",
      valueName: "instant"),
    transform: OptionValueHint.transform(InstantSpec.init(parsing:))
  )
  var changedSince: InstantSpec?

  /// Refuses `--changed-since` where there is no single raster file to compare, or standard
  /// output is taken: `outputs` are the picture files, `other` a competing option in use
  /// (`--live`, `--status`, `--html`), if any.
  func validate(outputs: [(format: PictureFormat, path: String)], other: String?) throws(CLIError) {
    guard changedSince != nil else { return }
    if let other { throw .badUsage("--changed-since compares two pictures once: leave out \(other)") }
    if outputs.contains(where: { $0.path == OutputTarget.standardOutputName }) {
      throw .badUsage("--changed-since prints its rectangles on standard output: write the picture to a file, not '-'")
    }
    guard outputs.contains(where: \.format.isRaster) else {
      throw .badUsage("--changed-since compares pixels: add --png FILE or --bmp FILE")
    }
  }
}
