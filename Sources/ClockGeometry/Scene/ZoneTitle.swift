#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A short human name for a time zone, for labels: the city of an IANA name, or `UTC` and the
/// offset for a zone that names no place.
public enum ZoneTitle {
  /// `America/Argentina/Buenos_Aires` → `Buenos Aires`; `America/St_Johns` → `St John’s`,
  /// `America/Argentina/ComodRivadavia` → `Comodoro Rivadavia`, `Asia/Ulan_Bator` →
  /// `Ulaanbaatar` (a small table of names the database abbreviates, runs together, writes
  /// without accents or keeps from before a city was renamed); `Etc/UTC` and `GMT` → `UTC`; a
  /// fixed `UTC+05:45` stays `UTC+05:45`; `Etc/GMT+5` → `UTC−05:00`.
  ///
  /// Zones that name no place (`Etc/…`, `GMT…`, `UTC`, `UCT`, `Universal`, `Zulu`,
  /// `Greenwich`) are captioned with their offset, never with their name: in `Etc/GMT+5` POSIX
  /// writes the sign inverted (that zone is five hours *behind* UTC), so its name would tell a
  /// reader the opposite of the truth. Negative offsets take a real minus sign (U+2212), as
  /// typeset text does; zero is plain `UTC`.
  public static func title(for timeZone: ZoneRules) -> String {
    let identifier = timeZone.identifier
    if namesNoPlace(identifier) {
      return offsetTitle(seconds: timeZone.utcOffset(at: Date()))
    }
    if let city = ZoneCityNames.city(for: identifier) { return city }
    let city = identifier.split(separator: "/").last.map(String.init) ?? identifier
    return String(city.map { $0 == "_" ? " " : $0 })
  }

  /// `UTC` for zero, else `UTC+05:45` or `UTC−05:00` (seconds only when the offset has them).
  static func offsetTitle(seconds: Int) -> String {
    guard seconds != 0 else { return "UTC" }
    let offset = LocalTime.offsetString(seconds)
    return "UTC" + (seconds < 0 ? "\u{2212}" + offset.dropFirst() : offset)
  }

  /// Whether an identifier is an offset from UTC under a name rather than a place: the `Etc/`
  /// area, the `GMT` family (also the fixed zones Foundation names `GMT+0545`), fixed offsets
  /// (`UTC+05:45`) and the aliases of UTC.
  private static func namesNoPlace(_ identifier: String) -> Bool {
    identifier.hasPrefix("Etc/") || identifier.hasPrefix("GMT") || identifier.hasPrefix("UTC")
      || ["UCT", "Universal", "Zulu", "Greenwich"].contains(identifier)
  }
}
