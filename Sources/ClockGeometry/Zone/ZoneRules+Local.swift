#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ZoneRules {
  /// The machine's zone as the C library finds it: `TZ` when set (`:Europe/Paris`,
  /// `Europe/Paris`, a file path, or a POSIX rule such as `EST5EDT,M3.2.0,M11.1.0`; empty is
  /// UTC), else /etc/localtime. A `TZ` that names nothing usable is UTC, as in glibc.
  ///
  /// A function, not a property: each call reads the environment and a zone file (so a
  /// changed `TZ` is seen). Call it once and keep the value where the zone is used often.
  ///
  /// ```swift
  /// let here = ZoneRules.local()
  /// let now = LocalTime(Date(), in: here)
  /// ```
  ///
  /// On Apple platforms, and where there is no tz database: `TimeZone.current`.
  public static func local() -> ZoneRules {
    guard let directory = ZoneDatabase.directory else { return ZoneRules(TimeZone.current) }
    guard var value = ProcessInfo.processInfo.environment["TZ"] else {
      return fromFile("/etc/localtime") ?? ZoneRules(TimeZone.current)
    }
    if value.hasPrefix(":") { value.removeFirst() }
    if value.isEmpty { return .utc }
    if value.hasPrefix("/") { return fromFile(value) ?? .utc }
    if let table = ZoneDatabase.table(named: value, in: directory) {
      return ZoneRules(identifier: value, storage: .table(table))
    }
    if let rule = PosixZoneRule(parsing: value) {
      return ZoneRules(identifier: value, storage: .table(ZoneTable(rule: rule)))
    }
    return .utc
  }

  /// The zone in a TZif file, named after the database path it resolves to when it is a link
  /// into the database (/etc/localtime → /usr/share/zoneinfo/Asia/Tokyo gives `Asia/Tokyo`).
  private static func fromFile(_ path: String) -> ZoneRules? {
    guard let table = ZoneDatabase.table(atPath: path) else { return nil }
    let resolved = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? path
    return ZoneRules(identifier: ZoneDatabase.zoneName(ofPath: resolved) ?? "localtime", storage: .table(table))
  }
}
