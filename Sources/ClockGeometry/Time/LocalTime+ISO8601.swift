extension LocalTime {
  /// The reading as ISO 8601 with its UTC offset, e.g. `2024-06-15T11:15:30.500+02:00`.
  ///
  /// The fraction is cut, not rounded, to `fractionDigits` (0…9): a reading of 09:15:30.9996
  /// prints `09:15:30.999`, never `09:15:31.000`, so the text always names the second the hands
  /// show. Half a microsecond of slack absorbs `Date`'s binary rounding, so an instant given as
  /// `.123` prints `.123`. Offsets with seconds (historic local mean time) print as `+00:19:32`.
  public func iso8601String(fractionDigits: Int = 3) -> String {
    let digits = min(max(fractionDigits, 0), 9)
    var text = Self.padded(year, 4) + "-" + Self.padded(month, 2) + "-" + Self.padded(day, 2)
    text += "T" + Self.padded(hour, 2) + ":" + Self.padded(minute, 2) + ":" + Self.padded(second, 2)
    if digits > 0 {
      var scale = 1
      for _ in 0..<digits { scale *= 10 }
      let scaled = (fraction * Double(scale) + 5e-7 * Double(scale)).rounded(.down)
      text += "." + Self.padded(min(Int(scaled), scale - 1), digits)
    }
    return text + Self.offsetString(utcOffsetSeconds)
  }

  /// An offset as `+HH:MM` (or `+HH:MM:SS` when it has seconds); zero is `+00:00`.
  public static func offsetString(_ seconds: Int) -> String {
    let sign = seconds < 0 ? "-" : "+"
    let magnitude = abs(seconds)
    var text = sign + padded(magnitude / 3600, 2) + ":" + padded(magnitude % 3600 / 60, 2)
    if magnitude % 60 != 0 { text += ":" + padded(magnitude % 60, 2) }
    return text
  }

  private static func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(abs(value))
    let sign = value < 0 ? "-" : ""
    return sign + String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
