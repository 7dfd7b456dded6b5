@testable import AClockCLI
@testable import AClockValues
import ClockGeometry
import Foundation
import Testing

/// Every zone of the system's tz database is accepted by `--timezone`, and its offsets agree
/// with the C library's reading of the same name in `TZ` (`date`), the way every C clock does.
@Suite("System tz database names")
struct SystemZoneNamesTests {
  /// The zone files under the database (TZif magic), as names: `Europe/London`, `GB`, `EST`.
  /// `posix/` and `right/` repeat the tree (the latter with leap seconds) and are left out.
  static func systemZoneNames() -> [String] { ZoneRules.knownIdentifiers }

  /// `date`'s UTC offset in seconds for each name at each instant: one shell for all of them.
  static func offsetsFromTheCLibrary(_ names: [String], at instants: [Int]) throws -> [String: [Int]] {
    let script = #"for name in "$@"; do printf '%s' "$name"; for t in "# + instants.map(String.init).joined(separator: " ")
      + #"; do printf ' %s' "$(TZ=":$name" date -d "@$t" +%z)"; done; echo; done"#
    let result = try AClockProcess.run(["-c", script, "sh"] + names, executable: URL(fileURLWithPath: "/bin/sh"))
    var offsets: [String: [Int]] = [:]
    for line in result.stdout.split(separator: "\n") {
      let fields = line.split(separator: " ")
      guard let name = fields.first else { continue }
      offsets[String(name)] = try fields.dropFirst().map { field in
        // `+HHMM` or `-HHMM`; anything else is not an offset to compare against.
        let sign = field.hasPrefix("-") ? -1 : 1
        let digits = field.dropFirst()
        let hours = try #require(Int(digits.prefix(2)), "date +%z printed \(field) for \(name)")
        let minutes = try #require(digits.count == 4 ? Int(digits.suffix(2)) : nil, "date +%z printed \(field) for \(name)")
        return sign * (hours * 3600 + minutes * 60)
      }
    }
    return offsets
  }

  @Test func everyZoneOfTheSystemDatabaseIsAcceptedAndAgreesWithTheCLibrary() throws {
    let names = Self.systemZoneNames()
    // Debian's tzdata has about 600; far fewer means the walk found no database.
    try #require(names.count > 400, "\(names.count) zone files in the system database")
    #expect(names.contains("GB") && names.contains("EST") && names.contains("PST8PDT") && names.contains("Zulu"))
    // Summer and winter of 2024, and 2000: whole hours and minutes (`date +%z` has no seconds).
    let instants = [1_718_442_930, 1_704_067_200, 946_684_800]
    let expected = try Self.offsetsFromTheCLibrary(names, at: instants)
    var refused: [String] = [], disagreeing: [String] = []
    for name in names {
      guard let zone = try? TimeZoneSpec(parsing: name).timeZone else {
        refused.append(name)
        continue
      }
      let offsets = instants.map { zone.utcOffset(at: Date(timeIntervalSince1970: TimeInterval($0))) }
      if offsets != expected[name] { disagreeing.append("\(name): \(offsets) against \(expected[name] ?? [])") }
    }
    #expect(refused.isEmpty, "refused: \(refused)")
    #expect(disagreeing.isEmpty, "\(disagreeing)")
  }

  @Test func abbreviationsTheDatabaseDoesNotHaveStayRefused() {
    for name in ["PST", "CEST", "zone.tab", "../etc/passwd", "/etc/localtime", "posixrules/.."] {
      #expect(throws: OptionValueError.self, "\(name)") { try TimeZoneSpec(parsing: name) }
    }
  }
}
