import ClockGeometry

/// How times are said in words: British or American English.
package enum TimePhrasing: String, Sendable, Hashable, CaseIterable {
  /// "twenty past seven", "quarter past seven", "midday".
  case british = "en-GB"
  /// "twenty after seven", "quarter after seven", "noon".
  case american = "en-US"

  /// The word between minutes and the hour they follow: "past" or "after".
  var past: String { self == .british ? "past" : "after" }

  /// `reading` in words, as a teacher says it: "seven o'clock", "half past seven",
  /// "quarter to eight", "twenty-five past seven", "three minutes to eight"; with seconds,
  /// "and forty-one seconds" after. With `twentyFourHour`, midnight and midday are named and
  /// other times say when in the day they are ("in the evening").
  package func words(for reading: ClockReading, seconds: Bool = false, twentyFourHour: Bool = false) -> String {
    var phrase = minutePhrase(for: reading)
    if twentyFourHour, reading.minute == 0, reading.hour % 12 == 0 {
      phrase = reading.hour == 0 ? "midnight" : (self == .british ? "midday" : "noon")
    } else if twentyFourHour {
      phrase += " " + Self.partOfDay(reading)
    }
    if seconds, reading.second > 0 {
      phrase += " and " + NumberWords.spelled(reading.second) + (reading.second == 1 ? " second" : " seconds")
    }
    return phrase
  }

  /// The hour and minutes, without seconds or the part of the day.
  private func minutePhrase(for reading: ClockReading) -> String {
    let hour = NumberWords.spelled(reading.hour12)
    let next = NumberWords.spelled(reading.adding(seconds: 3600).hour12)
    switch reading.minute {
    case 0: return "\(hour) o'clock"
    case 15: return "quarter \(past) \(hour)"
    case 30: return "half past \(hour)"
    case 45: return "quarter to \(next)"
    case let minute where minute < 30: return "\(Self.minutes(minute)) \(past) \(hour)"
    case let minute: return "\(Self.minutes(60 - minute)) to \(next)"
    }
  }

  /// "twenty", "twenty-five" for multiples of five; "one minute", "seventeen minutes" else.
  private static func minutes(_ count: Int) -> String {
    let spelled = NumberWords.spelled(count)
    if count % 5 == 0 { return spelled }
    return spelled + (count == 1 ? " minute" : " minutes")
  }

  /// When in the day `reading` is, for 24-hour sheets whose 12-hour words would not say.
  private static func partOfDay(_ reading: ClockReading) -> String {
    switch reading.hour {
    case 5..<12: "in the morning"
    case 12..<18: "in the afternoon"
    case 18..<22: "in the evening"
    default: "at night"
    }
  }

  /// A span of minutes in words: "25 minutes", "1 hour", "2 hours 15 minutes" (in figures, as
  /// worksheets print the question).
  package func span(minutes: Int) -> String {
    let hours = minutes / 60, rest = minutes % 60
    let hourPart = hours == 0 ? nil : "\(hours) hour" + (hours == 1 ? "" : "s")
    let minutePart = rest == 0 ? nil : "\(rest) minute" + (rest == 1 ? "" : "s")
    return [hourPart, minutePart].compactMap { $0 }.joined(separator: " ")
  }
}
