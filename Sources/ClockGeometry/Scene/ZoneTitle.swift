import Foundation

/// A short human name for a time zone, for labels: the city of an IANA name, `UTC`, or the
/// offset of a fixed zone.
public enum ZoneTitle {
  /// `America/St_Johns` → `St Johns`, `America/Argentina/Buenos_Aires` → `Buenos Aires`,
  /// `Etc/UTC` and `GMT` → `UTC`, a fixed `GMT+0545` → `UTC+05:45`.
  public static func title(for timeZone: TimeZone) -> String {
    let identifier = timeZone.identifier
    if ["UTC", "GMT", "Etc/UTC", "Etc/GMT", "Etc/Universal", "Universal", "Zulu", "Etc/Zulu"].contains(identifier) {
      return "UTC"
    }
    if identifier.hasPrefix("GMT+") || identifier.hasPrefix("GMT-") {
      return "UTC" + LocalTime.offsetString(timeZone.secondsFromGMT())
    }
    let city = identifier.split(separator: "/").last.map(String.init) ?? identifier
    return city.replacingOccurrences(of: "_", with: " ")
  }
}
