import ClockGeometry
import Foundation
import Testing

/// Where the rules come from Foundation's `TimeZone` (Apple platforms, or no tz database), the
/// fast path must agree exactly with `Calendar(identifier: .gregorian)` over the same zone,
/// fractions of a second included. (The rules read from the system's tz database are checked
/// against Python's zoneinfo in `ZoneinfoAgreementTests`.)
@Suite("Foundation-backed rules agree with Calendar")
struct CalendarAgreementTests {
  static let zones = [
    "UTC", "Europe/London", "Europe/Dublin", "Europe/Berlin", "Europe/Amsterdam", "Europe/Moscow",
    "America/New_York", "America/Los_Angeles", "America/St_Johns", "America/Sao_Paulo",
    "America/Santiago", "America/Caracas", "Africa/Casablanca", "Africa/Monrovia", "Asia/Kolkata",
    "Asia/Kathmandu", "Asia/Tehran", "Asia/Tokyo", "Australia/Adelaide", "Australia/Lord_Howe",
    "Pacific/Chatham", "Pacific/Apia", "Pacific/Kiritimati", "Antarctica/Troll",
  ]

  /// 1900-01-01 to 2100-01-01.
  static let sweep = -2_208_988_800.0 ..< 4_102_444_800.0

  @Test("random, transition-adjacent and sequential instants", arguments: zones)
  func agreesWithCalendar(zoneName: String) throws {
    let zone = try #require(TimeZone(identifier: zoneName))
    let rules = ZoneRules(zone)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    var instants: [Double] = []

    // Random instants across two centuries, with random fractions (also negative times).
    var generator = SplitMix64(seed: UInt64(truncatingIfNeeded: zoneName.hashValueStable))
    for _ in 0..<1500 {
      let whole = Double(Int64.random(in: Int64(Self.sweep.lowerBound)..<Int64(Self.sweep.upperBound), using: &generator))
      instants.append(whole + Double(Int.random(in: 0..<1024, using: &generator)) / 1024)
    }
    // Every transition in the range, and the instants either side of it.
    var cursor = Date(timeIntervalSince1970: Self.sweep.lowerBound)
    var transitions = 0
    while let next = zone.nextDaylightSavingTimeTransition(after: cursor), next.timeIntervalSince1970 < Self.sweep.upperBound {
      let t = next.timeIntervalSince1970
      instants += [t - 3600, t - 1, t - 0.5, t - 1.0 / 1024, t, t + 0.25, t + 1, t + 3600]
      cursor = next
      transitions += 1
    }
    // Sequential one-second ticks through the busiest day: the cache's intended use.
    let start = 1_710_000_000.0
    instants += (0..<2000).map { start + Double($0) * 61 }

    var decomposer = LocalTimeDecomposer(timeZone: rules)
    var disagreements: [String] = []
    for t in instants {
      let date = Date(timeIntervalSince1970: t)
      let expected = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
      for (path, reading) in [("cached", decomposer.localTime(for: date)), ("uncached", LocalTime(date, in: rules))] {
        let fractionMatches = abs(Double(expected.nanosecond ?? -1) / 1e9 - reading.fraction) < 1e-6
        if expected.year != reading.year || expected.month != reading.month || expected.day != reading.day
          || expected.hour != reading.hour || expected.minute != reading.minute
          || expected.second != reading.second || !fractionMatches
          || zone.secondsFromGMT(for: date) != reading.utcOffsetSeconds {
          disagreements.append("\(path) @\(t): calendar \(expected) vs \(reading)")
        }
      }
    }
    let firstFew = disagreements.prefix(3).joined(separator: "; ")
    #expect(disagreements.count == 0, "first disagreements: \(firstFew)")
    #expect(instants.count >= 3500)
    if zoneName != "UTC" && zoneName != "Asia/Kolkata" { #expect(transitions > 0) }
  }

  @Test func readingsBackwardsInTimeStayExact() throws {
    let zone = try #require(TimeZone(identifier: "America/New_York"))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    var decomposer = LocalTimeDecomposer(timeZone: ZoneRules(zone))
    // Walk backwards an hour at a time across two spring-forward and two fall-back nights.
    for step in 0..<(24 * 400) {
      let date = Date(timeIntervalSince1970: 1_735_689_600 - Double(step) * 3600)
      let reading = decomposer.localTime(for: date)
      #expect(calendar.component(.hour, from: date) == reading.hour)
    }
  }
}

/// A small deterministic generator, so the sweep checks the same instants on every run.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension String {
  /// A hash that is the same in every process (Swift's `hashValue` is seeded per run).
  var hashValueStable: UInt64 {
    utf8.reduce(14_695_981_039_346_656_037) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
  }
}
