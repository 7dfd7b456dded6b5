extension PosixZoneRule {
  /// Parses a POSIX `TZ` rule: `std offset [dst [offset] [,start[/time],end[/time]]]`.
  ///
  /// Names are three or more letters or `<…>` quoted (`<+0545>`); offsets are `[+-]hh[:mm[:ss]]`
  /// west of UTC, as POSIX writes them (`EST5` is five hours behind), up to 24 hours; a missing
  /// daylight offset is one hour ahead of standard time; rule times default to 02:00 and may be
  /// −167…167 hours (RFC 8536). Daylight-saving time without rules follows the US rules
  /// (`M3.2.0,M11.1.0`), as C libraries default to. Returns nil for anything else.
  init?(parsing text: String) {
    var scanner = RuleScanner(Array(text.utf8))
    guard let standardName = scanner.name(), let standardWest = scanner.offset() else { return nil }
    let standard = ZoneTimeType(utcOffset: -standardWest, isDaylightSavingTime: false, abbreviation: standardName)
    if scanner.isAtEnd {
      self.init(standard: standard, daylight: nil)
      return
    }
    guard let daylightName = scanner.name() else { return nil }
    let givenWest = scanner.peek == UInt8(ascii: ",") || scanner.isAtEnd ? nil : scanner.offset()
    if givenWest == nil, scanner.peek != UInt8(ascii: ","), !scanner.isAtEnd { return nil }
    let daylightWest = givenWest ?? standardWest - 3600
    let type = ZoneTimeType(utcOffset: -daylightWest, isDaylightSavingTime: true, abbreviation: daylightName)
    let start: RuleDate
    let end: RuleDate
    if scanner.isAtEnd {
      start = RuleDate(day: .monthWeekDay(month: 3, week: 2, weekday: 0), seconds: 7200)
      end = RuleDate(day: .monthWeekDay(month: 11, week: 1, weekday: 0), seconds: 7200)
    } else {
      guard scanner.take(","), let first = scanner.ruleDate(), scanner.take(","), let second = scanner.ruleDate(),
            scanner.isAtEnd
      else { return nil }
      (start, end) = (first, second)
    }
    self.init(standard: standard, daylight: Daylight(type: type, start: start, end: end))
  }
}

/// Reads the parts of a POSIX `TZ` rule from its bytes, left to right.
private struct RuleScanner {
  private let bytes: [UInt8]
  private var index = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var isAtEnd: Bool { index == bytes.count }
  var peek: UInt8? { isAtEnd ? nil : bytes[index] }

  mutating func take(_ character: Unicode.Scalar) -> Bool {
    guard peek == UInt8(ascii: character) else { return false }
    index += 1
    return true
  }

  /// `<[A-Za-z0-9+-]+>` or three or more ASCII letters.
  mutating func name() -> String? {
    if take("<") {
      let start = index
      while let byte = peek, byte.isASCIILetter || byte.isASCIIDigit || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
        index += 1
      }
      let name = bytes[start..<index]
      guard !name.isEmpty, take(">") else { return nil }
      return String(decoding: name, as: UTF8.self)
    }
    let start = index
    while let byte = peek, byte.isASCIILetter { index += 1 }
    guard index - start >= 3 else { return nil }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// `[+-]hh[:mm[:ss]]` as signed seconds (as written: west positive), hours ≤ 24.
  mutating func offset() -> Int? {
    clock(maxHours: 24)
  }

  /// `Jn`, `n` or `Mm.w.d`, then an optional `/time` (default 02:00).
  mutating func ruleDate() -> PosixZoneRule.RuleDate? {
    let day: PosixZoneRule.RuleDate.Day
    if take("J") {
      guard let n = number(maxDigits: 3), (1...365).contains(n) else { return nil }
      day = .julian(n)
    } else if take("M") {
      guard let month = number(maxDigits: 2), (1...12).contains(month), take("."),
            let week = number(maxDigits: 1), (1...5).contains(week), take("."),
            let weekday = number(maxDigits: 1), (0...6).contains(weekday)
      else { return nil }
      day = .monthWeekDay(month: month, week: week, weekday: weekday)
    } else {
      guard let n = number(maxDigits: 3), (0...365).contains(n) else { return nil }
      day = .zeroBased(n)
    }
    var seconds = 7200
    if take("/") {
      guard let time = clock(maxHours: 167) else { return nil }
      seconds = time
    }
    return PosixZoneRule.RuleDate(day: day, seconds: seconds)
  }

  private mutating func clock(maxHours: Int) -> Int? {
    let negative = take("-")
    if !negative { _ = take("+") }
    guard let hours = number(maxDigits: 3), hours <= maxHours else { return nil }
    var seconds = hours * 3600
    if take(":") {
      guard let minutes = number(exactDigits: 2), minutes < 60 else { return nil }
      seconds += minutes * 60
      if take(":") {
        guard let secondsPart = number(exactDigits: 2), secondsPart < 60 else { return nil }
        seconds += secondsPart
      }
    }
    return negative ? -seconds : seconds
  }

  private mutating func number(maxDigits: Int) -> Int? {
    let start = index
    var value = 0
    while let byte = peek, byte.isASCIIDigit, index - start < maxDigits {
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
      index += 1
    }
    return index > start ? value : nil
  }

  private mutating func number(exactDigits: Int) -> Int? {
    let start = index
    guard let value = number(maxDigits: exactDigits), index - start == exactDigits else { return nil }
    return value
  }
}

extension UInt8 {
  fileprivate var isASCIIDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
  fileprivate var isASCIILetter: Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self)
  }
}
