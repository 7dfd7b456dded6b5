#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a zone's principal city is, as the tz database's `zone1970.tab` gives it (or, for a
/// zone it leaves out, `zone.tab`; read at run time from the database's directory, like the
/// zones themselves), for the day/night cue.
///
/// A link (`Asia/Calcutta`, `America/Argentina/ComodRivadavia`) is located by the zone it
/// links to, from the `L` lines of `tzdata.zi`. A zone missing from the table (UTC, `Etc/…`,
/// fixed offsets, a POSIX rule) has no location.
///
/// ```swift
/// ZoneLocation.of("Asia/Tokyo")  // 35.654 N, 139.745 E (zone1970.tab's +353916+1394441)
/// ```
package struct ZoneLocation: Sendable, Hashable {
  /// Degrees north (negative: south).
  package let latitude: Double
  /// Degrees east (negative: west).
  package let longitude: Double

  /// A place at `latitude` degrees north and `longitude` degrees east.
  package init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }

  /// The principal city of the zone (or link) `identifier`, or nil.
  package static func of(_ identifier: String) -> ZoneLocation? {
    if let location = table.locations[identifier] { return location }
    return table.links[identifier].flatMap { table.locations[$0] }
  }

  /// The coordinates of `zone1970.tab`'s second column, ISO 6709 `±DDMM±DDDMM` or
  /// `±DDMMSS±DDDMMSS`; nil for anything else.
  package static func parse(iso6709 text: Substring) -> ZoneLocation? {
    let scalars = Array(text.unicodeScalars)
    guard let split = scalars.indices.dropFirst().first(where: { scalars[$0] == "+" || scalars[$0] == "-" }) else { return nil }
    guard let latitude = angle(scalars[..<split], degreeDigits: 2), let longitude = angle(scalars[split...], degreeDigits: 3),
      abs(latitude) <= 90, abs(longitude) <= 180
    else { return nil }
    return ZoneLocation(latitude: latitude, longitude: longitude)
  }

  /// `±DD[D]MM[SS]` as signed degrees.
  private static func angle(_ scalars: ArraySlice<Unicode.Scalar>, degreeDigits: Int) -> Double? {
    guard let sign = scalars.first, sign == "+" || sign == "-" else { return nil }
    let digits = scalars.dropFirst()
    guard digits.count == degreeDigits + 2 || digits.count == degreeDigits + 4,
      digits.allSatisfy({ $0.properties.numericType == .decimal && $0.isASCII })
    else { return nil }
    let values = digits.map { Int($0.value) - 48 }
    func number(_ range: Range<Int>) -> Int { values[range].reduce(0) { $0 * 10 + $1 } }
    let degrees = number(0..<degreeDigits)
    let minutes = number(degreeDigits..<degreeDigits + 2)
    let seconds = values.count > degreeDigits + 2 ? number(degreeDigits + 2..<values.count) : 0
    guard minutes < 60, seconds < 60 else { return nil }
    let value = Double(degrees) + Double(minutes) / 60 + Double(seconds) / 3_600
    return sign == "-" ? -value : value
  }

  /// The locations of `zone1970.tab` and the links of `tzdata.zi`, read once.
  private static let table: (locations: [String: ZoneLocation], links: [String: String]) = {
    let directory = ZoneDatabase.directory ?? "/usr/share/zoneinfo"
    var locations: [String: ZoneLocation] = [:]
    // zone.tab's rows fill in zones zone1970.tab leaves out (Antarctica/DumontDUrville).
    for file in ["zone.tab", "zone1970.tab"] {
      for line in lines(of: directory + "/" + file) where !line.hasPrefix("#") {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count >= 3, let location = parse(iso6709: fields[1]) else { continue }
        locations[String(fields[2])] = location
      }
    }
    var links: [String: String] = [:]
    for line in lines(of: directory + "/tzdata.zi") where line.hasPrefix("L ") {
      let fields = line.split(separator: " ")
      if fields.count == 3 { links[String(fields[2])] = String(fields[1]) }
    }
    return (locations, links)
  }()

  /// The lines of a text file of at most 1 MB; none when it is missing or larger.
  private static func lines(of path: String) -> [Substring] {
    guard FileProbe.kind(of: path) == .file, let bytes = FileProbe.bytes(atPath: path, limit: 1 << 20, refusingLonger: true) else { return [] }
    return String(decoding: bytes, as: UTF8.self).split(separator: "\n")
  }
}
