extension ZoneTable {
  /// The largest zone file read: today's biggest is under 4 KB; anything near this is not a
  /// zone file, and refusing it keeps a hostile `TZ=/some/file` from costing memory.
  static let largestTZifFile = 1 << 20

  /// Reads a TZif file (RFC 8536, versions 1 to 4).
  ///
  /// Version 2 and later carry a second, 64-bit table and a POSIX footer; those are used, and
  /// the 32-bit table only in a version 1 file. Leap-second records (the `right/` zones) are
  /// skipped: wall clocks here count POSIX seconds, as `date` shows them. Returns nil for
  /// anything malformed: counts that overrun the file, a type index out of range, transitions
  /// out of order, offsets beyond ±26 hours, a footer that does not parse.
  init?(tzif bytes: [UInt8]) {
    guard bytes.count <= Self.largestTZifFile else { return nil }
    var reader = TZifReader(bytes)
    guard let first = reader.header() else { return nil }
    var header = first
    var timeSize = 4
    if first.version >= 2 {
      guard reader.skip(first.dataSize(timeSize: 4)), let second = reader.header(), second.version == first.version
      else { return nil }
      header = second
      timeSize = 8
    }
    guard header.typeCount >= 1, let body = reader.body(header, timeSize: timeSize) else { return nil }
    var footer: PosixZoneRule?
    if header.version >= 2 {
      guard let text = reader.footer() else { return nil }
      if !text.isEmpty {
        guard let rule = PosixZoneRule(parsing: text) else { return nil }
        footer = rule
      }
    }
    guard zip(body.transitions, body.transitions.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
    let typeAfter = body.transitionTypes.map { body.types[$0] }
    // As Python's zoneinfo does: the first standard-time type (zic writes it first, as RFC 8536
    // asks), else the first transition's.
    let initial = body.types.first { !$0.isDaylightSavingTime } ?? typeAfter.first ?? body.types[0]
    // Without a footer, Python keeps the last transition's type, or the last type of a file
    // with no transitions; so does this.
    let tail = footer ?? (typeAfter.isEmpty ? PosixZoneRule(standard: body.types[body.types.count - 1], daylight: nil) : nil)
    self.init(transitions: body.transitions, typeAfter: typeAfter, initial: initial, footer: tail)
  }
}

/// The counts of a TZif header (RFC 8536 §3.1).
private struct TZifHeader {
  let version: Int
  let utIndicatorCount: Int
  let standardIndicatorCount: Int
  let leapCount: Int
  let transitionCount: Int
  let typeCount: Int
  let characterCount: Int

  /// The bytes of the data block that follows this header.
  func dataSize(timeSize: Int) -> Int {
    transitionCount * (timeSize + 1) + typeCount * 6 + characterCount + leapCount * (timeSize + 4)
      + standardIndicatorCount + utIndicatorCount
  }
}

/// The parts of a TZif data block aclock uses.
private struct TZifBody {
  let transitions: [Int]
  let transitionTypes: [Int]
  let types: [ZoneTimeType]
}

/// Big-endian reads from a TZif file's bytes, every one checked against the end.
private struct TZifReader {
  private let bytes: [UInt8]
  private var index = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  mutating func skip(_ count: Int) -> Bool {
    guard count >= 0, count <= bytes.count - index else { return false }
    index += count
    return true
  }

  mutating func header() -> TZifHeader? {
    guard bytes.count - index >= 44, bytes[index..<index + 4].elementsEqual("TZif".utf8) else { return nil }
    let versionByte = bytes[index + 4]
    let version: Int
    switch versionByte {
    case 0: version = 1
    case UInt8(ascii: "2")...UInt8(ascii: "4"): version = Int(versionByte - UInt8(ascii: "0"))
    default: return nil
    }
    index += 20
    var counts: [Int] = []
    for _ in 0..<6 {
      guard let count = unsigned32(), count <= ZoneTable.largestTZifFile else { return nil }
      counts.append(count)
    }
    return TZifHeader(
      version: version, utIndicatorCount: counts[0], standardIndicatorCount: counts[1], leapCount: counts[2],
      transitionCount: counts[3], typeCount: counts[4], characterCount: counts[5]
    )
  }

  mutating func body(_ header: TZifHeader, timeSize: Int) -> TZifBody? {
    guard header.dataSize(timeSize: timeSize) <= bytes.count - index else { return nil }
    var transitions: [Int] = []
    transitions.reserveCapacity(header.transitionCount)
    for _ in 0..<header.transitionCount {
      guard let time = timeSize == 8 ? signed64() : signed32() else { return nil }
      transitions.append(time)
    }
    var transitionTypes: [Int] = []
    for _ in 0..<header.transitionCount {
      guard let type = byte().map(Int.init), type < header.typeCount else { return nil }
      transitionTypes.append(type)
    }
    var records: [(offset: Int, isDST: Bool, abbreviationIndex: Int)] = []
    for _ in 0..<header.typeCount {
      guard let offset = signed32(), (-89_999...93_599).contains(offset),
            let isDST = byte(), isDST <= 1, let abbreviationIndex = byte().map(Int.init),
            abbreviationIndex < header.characterCount
      else { return nil }
      records.append((offset, isDST == 1, abbreviationIndex))
    }
    let characters = bytes[index..<index + header.characterCount]
    index += header.characterCount
    let types = records.map { record in
      let start = characters.startIndex + record.abbreviationIndex
      let end = characters[start...].firstIndex(of: 0) ?? characters.endIndex
      return ZoneTimeType(
        utcOffset: record.offset, isDaylightSavingTime: record.isDST,
        abbreviation: String(decoding: characters[start..<end], as: UTF8.self)
      )
    }
    // Leap-second records and the standard/wall and UT/local indicators: not needed.
    index += header.leapCount * (timeSize + 4) + header.standardIndicatorCount + header.utIndicatorCount
    return TZifBody(transitions: transitions, transitionTypes: transitionTypes, types: types)
  }

  /// The text between the two newlines that end a version 2+ file.
  mutating func footer() -> String? {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\n"),
          let end = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "\n"))
    else { return nil }
    let text = bytes[(index + 1)..<end]
    index = end + 1
    return String(decoding: text, as: UTF8.self)
  }

  private mutating func byte() -> UInt8? {
    guard index < bytes.count else { return nil }
    defer { index += 1 }
    return bytes[index]
  }

  private mutating func unsigned32() -> Int? {
    guard bytes.count - index >= 4 else { return nil }
    var value = 0
    for offset in 0..<4 { value = value << 8 | Int(bytes[index + offset]) }
    index += 4
    return value
  }

  private mutating func signed32() -> Int? {
    unsigned32().map { Int(Int32(truncatingIfNeeded: $0)) }
  }

  private mutating func signed64() -> Int? {
    guard bytes.count - index >= 8 else { return nil }
    var value: UInt64 = 0
    for offset in 0..<8 { value = value << 8 | UInt64(bytes[index + offset]) }
    index += 8
    return Int(Int64(bitPattern: value))
  }
}
