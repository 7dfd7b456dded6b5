import ArgumentParser

/// `--fps`: how often the terminal clock redraws a sweeping second hand. The clock's alone: the
/// stopwatch and the timers redraw when their readouts change.
struct SweepRateOption: ParsableArguments {
  @Option(help: ArgumentHelp("Frames a second for --sweep in the terminal, 1…60 (default: 10).", valueName: "n"))
  var fps: Int?

  static let range = 1...60
  static let standard = 10

  func validate() throws {
    if let fps, !Self.range.contains(fps) {
      throw ValidationError("--fps must be between \(Self.range.lowerBound) and \(Self.range.upperBound), not \(fps)")
    }
  }

  /// The time between frames: 1 s ÷ `--fps`, rounded up to the nanosecond so the rate is never
  /// above the one asked for.
  var frameInterval: Duration {
    .nanoseconds(Int64((1_000_000_000 / Double(fps ?? Self.standard)).rounded(.up)))
  }
}
