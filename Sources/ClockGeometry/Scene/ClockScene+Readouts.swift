extension ClockScene {
  /// The English abbreviations of the weekdays, Sunday first: fixed, whatever the locale, as the
  /// ISO digits beside them are.
  static let weekdayAbbreviations = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

  /// The readout `label` writes below the centre for the reading `time` (nil for none and
  /// zone): the time on a 24- or 12-hour clock, without seconds when `withSeconds` is false, or
  /// the date, with its weekday unless `weekday` is false.
  package static func readout(_ label: ClockFaceOptions.Label, _ time: LocalTime, withSeconds: Bool, weekday: Bool = true) -> String? {
    switch label {
    case .none, .zone: return nil
    case .time, .both: return digitalTime(time, withSeconds: withSeconds)
    case .twelveHour: return twelveHourTime(time, withSeconds: withSeconds)
    case .date: return weekday ? dateWithWeekday(time) : date(time)
    }
  }

  /// `HH:MM:SS` (or `HH:MM`) from the same reading as the hands, so the text never shows a
  /// different second from the second hand.
  package static func digitalTime(_ time: LocalTime, withSeconds: Bool) -> String {
    let base = two(time.hour) + ":" + two(time.minute)
    return withSeconds ? base + ":" + two(time.second) : base
  }

  /// `h:MM:SS AM` (or `h:MM AM`): the hour 1…12 unpadded, as it is written in English;
  /// midnight is `12:00:00 AM`, noon `12:00:00 PM`.
  package static func twelveHourTime(_ time: LocalTime, withSeconds: Bool) -> String {
    let hour = time.hour % 12 == 0 ? 12 : time.hour % 12
    var text = "\(hour):" + two(time.minute)
    if withSeconds { text += ":" + two(time.second) }
    return text + (time.hour < 12 ? " AM" : " PM")
  }

  /// `YYYY-MM-DD Www`: the local date and the weekday's English abbreviation, `2026-11-23 Mon`.
  /// The date is written as ``LocalTime/iso8601String(fractionDigits:)`` writes it.
  package static func dateWithWeekday(_ time: LocalTime) -> String {
    let day = ProlepticGregorian.dayNumber(year: time.year, month: time.month, day: time.day)
    // Day 0, 1970-01-01, was a Thursday (4).
    let weekday = ((day + 4) % 7 + 7) % 7
    return date(time) + " " + weekdayAbbreviations[weekday]
  }

  /// `YYYY-MM-DD`, the local date as ``LocalTime/iso8601String(fractionDigits:)`` writes it.
  package static func date(_ time: LocalTime) -> String {
    String(time.iso8601String(fractionDigits: 0).prefix { $0 != "T" })
  }

  private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
