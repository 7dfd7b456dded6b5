/// The digital readouts of a duration: a countdown's or a stopwatch's text.
///
/// | format | under an hour | from an hour | 25 h 1 min 1 s |
/// | --- | --- | --- | --- |
/// | ``padded`` | `00:09:15` | `01:53:52` | `25:01:01` |
/// | ``short`` | `9:15` | `1:53:52` | `25:01:01` |
/// | ``stopwatch`` | `00:05.23` | `01:00:00.00` | `25:01:01.00` |
///
/// Hours are not wrapped at 24 (a duration is not a time of day) and have at least two digits
/// where the format pads them, more when needed (`100:00:00`). The rounding to the unit shown is
/// always given (``DurationRounding``); zero and negative durations read as zero, and durations
/// beyond 10¹⁵ s (31 million years) as that.
///
/// ```swift
/// DurationFormat.padded.string(countdown.remaining(at: now), rounding: .up)     // "00:09:15"
/// DurationFormat.stopwatch.string(stopwatch.elapsed(at: now), rounding: .down)  // "00:05.23"
/// ```
public enum DurationFormat: Sendable, Hashable, CaseIterable {
  /// `HH:MM:SS`, every field two digits or more (`00:09:15`, `25:01:01`): whole seconds.
  case padded
  /// `M:SS` under an hour (`9:15`, `0:59`), `H:MM:SS` from an hour (`1:53:52`): whole seconds.
  case short
  /// `MM:SS.hh` under an hour (`00:05.23`), `HH:MM:SS.hh` from an hour (`01:00:00.00`):
  /// hundredths of a second.
  case stopwatch

  /// `duration` as this format's text, rounded to the unit shown (the second, or the hundredth)
  /// in the direction `rounding`; whether the hours are shown is decided after rounding, so
  /// 3599.5 s rounded up reads `1:00:00`.
  public func string(_ duration: Duration, rounding: DurationRounding) -> String {
    switch self {
    case .padded:
      let seconds = Self.wholeUnits(of: duration, perSecond: 1, rounding: rounding)
      return Self.clock(seconds, showsHours: true, padsLeading: true)
    case .short:
      let seconds = Self.wholeUnits(of: duration, perSecond: 1, rounding: rounding)
      return Self.clock(seconds, showsHours: seconds >= 3600, padsLeading: false)
    case .stopwatch:
      let hundredths = Self.wholeUnits(of: duration, perSecond: 100, rounding: rounding)
      let seconds = hundredths / 100
      return Self.clock(seconds, showsHours: seconds >= 3600, padsLeading: true)
        + "." + Self.padded(hundredths % 100)
    }
  }

  /// Longer durations read as this many seconds: far from `Int` overflow at 100 units a second.
  static let maximumSeconds: Int64 = 1_000_000_000_000_000

  /// How many whole units (1/`perSecond` s; `perSecond` divides 10¹⁸) `duration` holds,
  /// rounded in the direction `rounding`; 0 for zero and negative durations.
  static func wholeUnits(of duration: Duration, perSecond: Int64, rounding: DurationRounding) -> Int {
    guard duration > .zero else { return 0 }
    // Positive, so both components are non-negative (they are truncated towards zero).
    let (seconds, attoseconds) = duration.components
    guard seconds < maximumSeconds else { return Int(maximumSeconds * perSecond) }
    let attosecondsPerUnit = 1_000_000_000_000_000_000 / perSecond
    var units = seconds * perSecond + attoseconds / attosecondsPerUnit
    if rounding == .up && attoseconds % attosecondsPerUnit != 0 { units += 1 }
    return Int(units)
  }

  /// `seconds` as `H:MM:SS`, or as `M:SS` (only used under an hour), the leading field padded
  /// to two digits or not.
  private static func clock(_ seconds: Int, showsHours: Bool, padsLeading: Bool) -> String {
    let lead = showsHours ? seconds / 3600 : seconds / 60
    var text = padsLeading ? padded(lead) : String(lead)
    if showsHours { text += ":" + padded(seconds / 60 % 60) }
    return text + ":" + padded(seconds % 60)
  }

  /// A non-negative number with at least two digits.
  private static func padded(_ value: Int) -> String {
    value < 10 ? "0\(value)" : String(value)
  }
}
