@testable import ClockGeometry
import Foundation
import Testing

/// The pieces of `ZoneRules` on their own: the POSIX rule reader (against hand-computed
/// instants), the TZif reader on malformed input, names that must never become paths, and the
/// public queries.
@Suite("Zone rules")
struct ZoneRulesTests {
  static func unix(_ iso: String) throws -> Int {
    try Int(Date(iso, strategy: .iso8601).timeIntervalSince1970)
  }

  static func offset(_ rule: String, at iso: String) throws -> Int? {
    let instant = try unix(iso)
    return PosixZoneRule(parsing: rule).map { ZoneTable(rule: $0).span(containing: instant).type.utcOffset }
  }

  @Test("POSIX rules: offsets either side of hand-computed changes", arguments: [
    // Central Europe: last Sunday of March 01:00 UTC, last Sunday of October 01:00 UTC.
    ("CET-1CEST,M3.5.0,M10.5.0/3", "2024-03-31T00:59:59Z", 3600), ("CET-1CEST,M3.5.0,M10.5.0/3", "2024-03-31T01:00:00Z", 7200),
    ("CET-1CEST,M3.5.0,M10.5.0/3", "2024-10-27T00:59:59Z", 7200), ("CET-1CEST,M3.5.0,M10.5.0/3", "2024-10-27T01:00:00Z", 3600),
    // The US: second Sunday of March 02:00 EST (07:00 UTC), first Sunday of November 02:00 EDT (06:00 UTC).
    ("EST5EDT,M3.2.0,M11.1.0", "2024-03-10T06:59:59Z", -18_000), ("EST5EDT,M3.2.0,M11.1.0", "2024-03-10T07:00:00Z", -14_400),
    ("EST5EDT,M3.2.0,M11.1.0", "2024-11-03T05:59:59Z", -14_400), ("EST5EDT,M3.2.0,M11.1.0", "2024-11-03T06:00:00Z", -18_000),
    // Southern hemisphere (DST across the new year): New Zealand, 2024.
    ("NZST-12NZDT,M9.5.0,M4.1.0/3", "2024-01-15T00:00:00Z", 46_800), ("NZST-12NZDT,M9.5.0,M4.1.0/3", "2024-06-15T00:00:00Z", 43_200),
    // Jn never counts 29 February: J60 is 1 March, also in a leap year.
    ("AAA0BBB,J60/0,J300/0", "2024-02-29T23:59:59Z", 0), ("AAA0BBB,J60/0,J300/0", "2024-03-01T00:00:00Z", 3600),
    // n counts it: day 59 of a leap year (from 0) is 29 February.
    ("AAA0BBB,59/0,300/0", "2024-02-28T23:59:59Z", 0), ("AAA0BBB,59/0,300/0", "2024-02-29T00:00:00Z", 3600),
    // DST all year (RFC 8536): a change at the very start and the very end of the year.
    ("EST5EDT4,0/0,J365/25", "2024-01-01T04:30:00Z", -14_400), ("EST5EDT4,0/0,J365/25", "2024-01-01T05:00:00Z", -14_400),
    ("EST5EDT4,0/0,J365/25", "2024-12-31T23:00:00Z", -14_400),
    // Quoted names, minutes, negative rule times.
    ("<+0545>-5:45", "2024-06-15T00:00:00Z", 20_700), ("<-03>3<-02>,M3.5.0/-2,M10.5.0/-1", "2024-07-01T00:00:00Z", -7200),
    ("<-03>3<-02>,M3.5.0/-2,M10.5.0/-1", "2024-01-15T00:00:00Z", -10_800),
  ])
  func posixRule(rule: String, at iso: String, offset: Int) throws {
    #expect(try Self.offset(rule, at: iso) == offset, "\(rule) at \(iso)")
  }

  @Test("POSIX rules refused", arguments: [
    "", "EST", "E5", "EST25", "EST5EDT,M13.1.0,M11.1.0", "EST5EDT,M3.2.0", "EST5EDT,M3.2.0,M11.1.0,", "<>5", "<EST5",
    "EST5EDT,J0,J365", "EST5EDT,M3.2.0/168,M11.1.0", "EST5EDT,M3.6.0,M11.1.0", "EST5EDT,M3.2.7,M11.1.0", "EST5:7", "EST 5",
  ])
  func posixRefused(rule: String) {
    #expect(PosixZoneRule(parsing: rule) == nil)
  }

  @Test func aRuleWithoutChangesKeepsTheUSRulesAsCLibrariesDo() throws {
    #expect(try Self.offset("EST5EDT", at: "2024-07-01T00:00:00Z") == -14_400)
    #expect(try Self.offset("EST5EDT", at: "2024-01-01T00:00:00Z") == -18_000)
  }

  static func fileBytes(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: "/usr/share/zoneinfo/" + name)))
  }

  @Test func everyTruncationOfAZoneFileIsRefused() throws {
    let bytes = try Self.fileBytes("Europe/Amsterdam")
    #expect(ZoneTable(tzif: bytes) != nil)
    for length in 0..<bytes.count {
      #expect(ZoneTable(tzif: Array(bytes.prefix(length))) == nil, "\(length) of \(bytes.count) bytes")
    }
  }

  @Test func damagedZoneFilesNeverCrashAndParsedOnesStayOrdered() throws {
    let bytes = try Self.fileBytes("America/New_York")
    var generator = SplitMix64(seed: 16)
    var parsed = 0
    for _ in 0..<3000 {
      var damaged = bytes
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
      }
      guard let table = ZoneTable(tzif: damaged) else { continue }
      parsed += 1
      #expect(zip(table.transitions, table.transitions.dropFirst()).allSatisfy { $0 < $1 })
      for t in [Int.min / 2, -2_000_000_000, 0, 1_700_000_000, 5_000_000_000] {
        #expect(table.span(containing: t).contains(t))
      }
    }
    // Most single-byte damage lands in data that still parses (offsets, times): both paths ran.
    #expect(parsed > 100)
  }

  @Test func aVersionOneFileIsRead() {
    // Header: magic, version 0, 15 unused, counts isut 0, isstd 0, leap 0, time 1, type 2, char 8.
    var bytes = Array("TZif".utf8) + [0] + [UInt8](repeating: 0, count: 15)
    for count: UInt32 in [0, 0, 0, 1, 2, 8] { bytes += withUnsafeBytes(of: count.bigEndian, Array.init) }
    bytes += withUnsafeBytes(of: Int32(1_000_000_000).bigEndian, Array.init) + [1]
    bytes += withUnsafeBytes(of: Int32(3600).bigEndian, Array.init) + [0, 0]
    bytes += withUnsafeBytes(of: Int32(7200).bigEndian, Array.init) + [1, 4]
    bytes += Array("ONE\0TWO\0".utf8)
    let table = ZoneTable(tzif: bytes)
    #expect(table?.span(containing: 999_999_999).type.abbreviation == "ONE")
    #expect(table?.span(containing: 1_000_000_000).type == ZoneTimeType(utcOffset: 7200, isDaylightSavingTime: true, abbreviation: "TWO"))
    #expect(table?.span(containing: 2_000_000_000).type.utcOffset == 7200)
  }

  @Test("names that are not zones, or not inside the database", arguments: [
    "PST", "CEST", "zone.tab", "../etc/passwd", "/etc/localtime", "Europe/../Europe/Paris", "posixrules/..", "Europe/Paris\n", "",
    "Europe", "Europe/",
  ])
  func refusedNames(name: String) {
    #expect(ZoneRules.named(name) == nil)
  }

  @Test func letterCaseIsForgivenAndTheDatabaseNameKept() {
    #expect(ZoneRules.named("europe/PARIS")?.identifier == "Europe/Paris")
    #expect(ZoneRules.named("EST")?.identifier == "EST")
  }

  @Test func publicQueries() throws {
    let berlin = try #require(ZoneRules.named("Europe/Berlin"))
    let summer = try Date(timeIntervalSince1970: Double(Self.unix("2024-07-01T12:00:00Z")))
    #expect(berlin.utcOffset(at: summer) == 7200)
    #expect(berlin.abbreviation(at: summer) == "CEST")
    #expect(berlin.isDaylightSavingTime(at: summer))
    let newYear = try Date(timeIntervalSince1970: Double(Self.unix("2024-01-01T00:00:00Z")))
    #expect(try berlin.nextTransition(after: newYear) == Date(timeIntervalSince1970: Double(Self.unix("2024-03-31T01:00:00Z"))))
    // Past the table (after 2037), from the footer's rule.
    let far = try Date(timeIntervalSince1970: Double(Self.unix("2100-01-01T00:00:00Z")))
    #expect(try berlin.nextTransition(after: far) == Date(timeIntervalSince1970: Double(Self.unix("2100-03-28T01:00:00Z"))))
    let kolkata = try #require(ZoneRules.named("Asia/Kolkata"))
    #expect(kolkata.nextTransition(after: newYear) == nil)
    #expect(ZoneRules.fixed(utcOffsetSeconds: 20_700)?.identifier == "UTC+05:45")
    #expect(ZoneRules.fixed(utcOffsetSeconds: 90_000) == nil)
    #expect(ZoneRules.utc.abbreviation(at: newYear) == "UTC")
  }
}
