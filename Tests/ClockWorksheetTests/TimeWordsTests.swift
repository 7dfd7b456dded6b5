import ClockGeometry

import ClockWorksheet
import Testing

/// Times in words against phrases written out by hand, as British and American teachers say
/// them (the differences: "past"/"after", "midday"/"noon").
@Suite("Times in words")
struct TimeWordsTests {
  static let british: [(Int, Int, Int, String)] = [
    (7, 0, 0, "seven o'clock"), (7, 15, 0, "quarter past seven"), (7, 30, 0, "half past seven"),
    (7, 45, 0, "quarter to eight"), (7, 5, 0, "five past seven"), (7, 25, 0, "twenty-five past seven"),
    (7, 35, 0, "twenty-five to eight"), (7, 55, 0, "five to eight"), (7, 1, 0, "one minute past seven"),
    (7, 23, 0, "twenty-three minutes past seven"), (7, 37, 0, "twenty-three minutes to eight"),
    (7, 59, 0, "one minute to eight"), (12, 45, 0, "quarter to one"), (11, 50, 0, "ten to twelve"),
    (0, 0, 0, "twelve o'clock"), (23, 40, 0, "twenty to twelve"), (3, 20, 41, "twenty past three and forty-one seconds"),
    (3, 20, 1, "twenty past three and one second"),
  ]

  @Test("British phrasing", arguments: british)
  func britishWords(hour: Int, minute: Int, second: Int, expected: String) {
    let reading = ClockReading(hour: hour, minute: minute, second: second)
    #expect(TimePhrasing.british.words(for: reading, seconds: true) == expected)
  }

  @Test("American phrasing says after, not past, and keeps half past and quarter to")
  func americanWords() {
    #expect(TimePhrasing.american.words(for: ClockReading(hour: 7, minute: 15)) == "quarter after seven")
    #expect(TimePhrasing.american.words(for: ClockReading(hour: 7, minute: 20)) == "twenty after seven")
    #expect(TimePhrasing.american.words(for: ClockReading(hour: 7, minute: 2)) == "two minutes after seven")
    #expect(TimePhrasing.american.words(for: ClockReading(hour: 7, minute: 30)) == "half past seven")
    #expect(TimePhrasing.american.words(for: ClockReading(hour: 7, minute: 45)) == "quarter to eight")
  }

  @Test("24-hour sheets name midnight and midday and say when in the day")
  func partsOfTheDay() {
    let cases: [(Int, Int, TimePhrasing, String)] = [
      (0, 0, .british, "midnight"), (12, 0, .british, "midday"), (12, 0, .american, "noon"),
      (19, 30, .british, "half past seven in the evening"), (7, 30, .british, "half past seven in the morning"),
      (15, 5, .american, "five after three in the afternoon"), (23, 10, .british, "ten past eleven at night"),
      (2, 0, .british, "two o'clock at night"),
    ]
    for (hour, minute, phrasing, expected) in cases {
      #expect(phrasing.words(for: ClockReading(hour: hour, minute: minute), twentyFourHour: true) == expected)
    }
  }

  @Test("Digital times: 12-hour without a leading zero, 24-hour with two digits")
  func digits() {
    #expect(DigitalTime.text(ClockReading(hour: 19, minute: 5), twentyFourHour: false, seconds: false) == "7:05")
    #expect(DigitalTime.text(ClockReading(hour: 0, minute: 30), twentyFourHour: false, seconds: false) == "12:30")
    #expect(DigitalTime.text(ClockReading(hour: 7, minute: 5, second: 9), twentyFourHour: true, seconds: true) == "07:05:09")
    #expect(DigitalTime.text(ClockReading(hour: 0, minute: 0), twentyFourHour: true, seconds: false) == "00:00")
  }

  @Test("Spans of time in the elapsed-time question")
  func spans() {
    #expect(TimePhrasing.british.span(minutes: 25) == "25 minutes")
    #expect(TimePhrasing.british.span(minutes: 60) == "1 hour")
    #expect(TimePhrasing.british.span(minutes: 135) == "2 hours 15 minutes")
    #expect(TimePhrasing.british.span(minutes: 61) == "1 hour 1 minute")
  }

  @Test("The locale chooses the phrasing and the paper")
  func locales() {
    #expect(TimePhrasing.fromLocale(["LANG": "en_US.UTF-8"]) == .american)
    #expect(TimePhrasing.fromLocale(["LANG": "en_GB.UTF-8"]) == .british)
    #expect(TimePhrasing.fromLocale(["LC_ALL": "en_US.UTF-8", "LANG": "en_GB.UTF-8"]) == .american)
    #expect(TimePhrasing.fromLocale([:]) == .british)
    #expect(Paper.fromLocale(["LANG": "en_US.UTF-8"]) == .letter)
    #expect(Paper.fromLocale(["LANG": "fr_CA.UTF-8"]) == .letter)
    #expect(Paper.fromLocale(["LC_PAPER": "de_DE.UTF-8", "LANG": "en_US.UTF-8"]) == .a4)
    #expect(Paper.fromLocale(["LANG": "C.UTF-8"]) == .a4)
    #expect(Paper.fromLocale([:]) == .a4)
  }
}
