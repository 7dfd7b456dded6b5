import ClockGeometry

extension TimerSet {
  /// What a timer with neither a name nor a `--label` is called in lines and actions.
  package static let unnamed = "timer"

  /// A timer's state in one line, as printed when it ends or when the command ends before it:
  /// `Tea 4:00 done`, `Tea 1:23 left of 4:00` (`timer` without a caption).
  package static func report(caption: String?, length: Duration, remaining: Duration) -> String {
    let name = caption ?? unnamed
    let total = DurationFormat.short.string(length, rounding: .up)
    guard remaining > .zero else { return "\(name) \(total) done" }
    return "\(name) \(DurationFormat.short.string(remaining, rounding: .up)) left of \(total)"
  }
}
