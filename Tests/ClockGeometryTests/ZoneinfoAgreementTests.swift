import ClockGeometry
import ClockTestSupport
import Foundation
import Testing

/// Zone rules read from the system's tz database agree with Python's `zoneinfo`, an independent
/// reader of the same files, over every zone the database has: every transition from 1800 to
/// 2400 and the seconds either side of it (the footer's rules included, past the table),
/// 40 random instants per zone, and the wall time in the middle of every gap and repeated hour.
///
/// `scripts/zoneinfo-expectations` computes the expected values when the test runs: they must
/// come from the tz database on this machine, which a tzdata update changes.
@Suite("Zone rules agree with Python's zoneinfo")
struct ZoneinfoAgreementTests {
  @Test("every zone, every transition ±1 s, random instants 1800–2400, gaps and folds")
  func everyZoneAgrees() throws {
    let expectations = try Self.runScript()
    var zone: ZoneRules?
    var zoneName = ""
    var decomposer: LocalTimeDecomposer?
    var (zones, instants, wallTimes) = (0, 0, 0)
    var disagreements: [String] = []
    for line in expectations.split(separator: UInt8(ascii: "\n")) {
      let fields = line.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
      switch fields.first {
      case "Z":
        zoneName = fields[1]
        zone = ZoneRules.named(zoneName)
        decomposer = zone.map { LocalTimeDecomposer(timeZone: $0) }
        zones += 1
        if zone == nil { disagreements.append("\(zoneName): not found") }
      case "I":
        guard let zone else { continue }  // reported as not found
        guard fields.count == 4, let unix = Int(fields[1]), let offset = Int(fields[2]) else {
          disagreements.append(Self.unreadable(line))
          continue
        }
        instants += 1
        let date = Date(timeIntervalSince1970: Double(unix))
        let wall = fields[3]
        for (path, reading) in [("uncached", LocalTime(date, in: zone)), ("decomposer", decomposer?.localTime(for: date))] {
          guard let reading else { continue }
          if reading.utcOffsetSeconds != offset || Self.digits(reading) != wall {
            disagreements.append("\(zoneName) @\(unix) \(path): zoneinfo \(wall) \(offset), aclock \(Self.digits(reading)) \(reading.utcOffsetSeconds)")
          }
        }
      case "W":
        guard let zone else { continue }  // reported as not found
        guard fields.count == 3, let unix = Int(fields[2]), let wall = Self.reading(fields[1]) else {
          disagreements.append(Self.unreadable(line))
          continue
        }
        wallTimes += 1
        let instant = Int(wall.instant(in: zone).timeIntervalSince1970)
        if instant != unix {
          disagreements.append("\(zoneName) wall \(fields[1]): zoneinfo @\(unix), aclock @\(instant)")
        }
      default:
        disagreements.append(Self.unreadable(line))
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.count) disagreements; first: \(disagreements.prefix(12).joined(separator: "; "))")
    // Not vacuous: the database's ~600 zones, their transitions and the gaps between them.
    #expect(zones > 400)
    #expect(instants > 300_000)
    #expect(wallTimes > 100_000)
  }

  /// A line of the script's output that this test cannot read, for the list of disagreements.
  static func unreadable(_ line: some Collection<UInt8>) -> String {
    "unreadable line: \(String(decoding: line.prefix(80), as: UTF8.self))"
  }

  /// A reading as zoneinfo prints it: YYYYMMDDHHMMSS.
  static func digits(_ time: LocalTime) -> String {
    func padded(_ value: Int, _ width: Int) -> String {
      String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
    }
    return padded(time.year, 4) + padded(time.month, 2) + padded(time.day, 2)
      + padded(time.hour, 2) + padded(time.minute, 2) + padded(time.second, 2)
  }

  static func reading(_ digits: String) -> LocalTime? {
    let values = [4, 2, 2, 2, 2, 2].reduce(into: (parts: [Int](), rest: Substring(digits))) { state, width in
      state.parts.append(Int(state.rest.prefix(width)) ?? -1)
      state.rest = state.rest.dropFirst(width)
    }.parts
    guard digits.count == 14, !values.contains(-1) else { return nil }
    return try? LocalTime(year: values[0], month: values[1], day: values[2], hour: values[3], minute: values[4], second: values[5])
  }

  static func runScript() throws -> Data {
    // About 10 s on 2 cores; a hung script is stopped after 300 s and fails the test.
    try ExpectationScript.output("zoneinfo-expectations")
  }
}
