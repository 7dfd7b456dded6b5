#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The rules of one time zone: its offset from UTC, abbreviation and daylight-saving time at
/// every instant.
///
/// On Linux the rules come from the system's tz database (`TZDIR` or /usr/share/zoneinfo), as
/// the C library and `date` read them, so a `tzdata` update reaches every clock without a
/// rebuild and a static binary carries no zone data of its own. On Apple platforms, and where no
/// database is found, they come from Foundation's `TimeZone`, which there follows the
/// operating system's data.
///
/// ```swift
/// let tokyo = ZoneRules.named("Asia/Tokyo")!
/// let time = LocalTime(Date(timeIntervalSince1970: 0), in: tokyo)
/// // time.hour == 9, time.utcOffsetSeconds == 32_400
/// ```
public struct ZoneRules: Sendable, Hashable, CustomStringConvertible {
  /// The zone's name: an IANA name (`Europe/Paris`), `UTC`, `UTC+05:45` for a fixed offset, the
  /// POSIX rule `TZ` gave, or `localtime` for an /etc/localtime outside the database.
  public var identifier: String { rules.identifier }
  var storage: Storage { rules.storage }
  /// One immutable reference: copying a zone (into every `LocalTime(_:in:)` call, every face)
  /// is one retain, not a copy of its name, tables and rule (which cost 40 % of an uncached
  /// reading when the struct held them inline, measured with callgrind).
  private let rules: Rules

  private final class Rules: Sendable {
    let identifier: String
    let storage: Storage

    init(identifier: String, storage: Storage) {
      self.identifier = identifier
      self.storage = storage
    }
  }

  enum Storage: Sendable, Hashable {
    /// Rules read from a TZif file or a POSIX rule.
    case table(ZoneTable)
    /// Foundation's rules: Apple platforms, or no tz database on the machine.
    case foundation(TimeZone)
  }

  init(identifier: String, storage: Storage) {
    rules = Rules(identifier: identifier, storage: storage)
  }

  /// Whether both name the same zone with the same rules.
  public static func == (lhs: ZoneRules, rhs: ZoneRules) -> Bool {
    lhs.rules === rhs.rules || (lhs.identifier == rhs.identifier && lhs.storage == rhs.storage)
  }

  /// Hashes the name (equal zones have equal names).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(identifier)
  }

  /// Foundation's rules for `timeZone`: for an app that already holds a `TimeZone` (on Apple
  /// platforms, `TimeZone.autoupdatingCurrent` follows the user's settings).
  public init(_ timeZone: TimeZone) {
    self.init(identifier: timeZone.identifier, storage: .foundation(timeZone))
  }

  /// The zone an IANA name names (`America/New_York`, also the database's other names such as
  /// `EST5EDT`, `Japan` or `Etc/GMT+5`), or nil if there is none. Letter case is forgiven
  /// (`europe/paris`) when the exact name is not a zone.
  public static func named(_ identifier: String) -> ZoneRules? {
    guard let directory = ZoneDatabase.directory else {
      return TimeZone(identifier: identifier).map(ZoneRules.init)
    }
    if let table = ZoneDatabase.table(named: identifier, in: directory) {
      return ZoneRules(identifier: identifier, storage: .table(table))
    }
    guard ZoneDatabase.isPlausibleName(identifier) else { return nil }
    let lowered = identifier.lowercased()
    guard let name = ZoneDatabase.names(in: directory).first(where: { $0.lowercased() == lowered }),
          let table = ZoneDatabase.table(named: name, in: directory)
    else { return nil }
    return ZoneRules(identifier: name, storage: .table(table))
  }

  /// Coordinated Universal Time.
  public static let utc = ZoneRules(
    identifier: "UTC",
    storage: .table(ZoneTable(fixed: ZoneTimeType(utcOffset: 0, isDaylightSavingTime: false, abbreviation: "UTC")))
  )

  /// A zone that keeps `seconds` east of UTC at every instant (`20_700` is UTC+05:45), for
  /// offsets within ±24 hours; nil beyond.
  public static func fixed(utcOffsetSeconds seconds: Int) -> ZoneRules? {
    guard abs(seconds) <= 86_400 else { return nil }
    if seconds == 0 { return .utc }
    let name = "UTC" + LocalTime.offsetString(seconds)
    return ZoneRules(
      identifier: name,
      storage: .table(ZoneTable(fixed: ZoneTimeType(utcOffset: seconds, isDaylightSavingTime: false, abbreviation: name)))
    )
  }

  /// Every zone name in the system's tz database, sorted (Foundation's list where there is none).
  package static var knownIdentifiers: [String] {
    guard let directory = ZoneDatabase.directory else {
      #if canImport(Darwin)
      return TimeZone.knownTimeZoneIdentifiers.sorted()
      #else
      return []
      #endif
    }
    return ZoneDatabase.names(in: directory)
  }

  /// The zone's offset from UTC at `date`, in seconds (east positive: +05:45 is 20 700).
  public func utcOffset(at date: Date) -> Int {
    span(containing: SplitInstant(date).unixSeconds).type.utcOffset
  }

  /// The zone's abbreviation at `date` (`CEST`, `JST`, `+0545`, `LMT`), as the zone's file
  /// spells it: a file from outside the tz database may hold any characters there, control
  /// characters included, so escape it before it reaches a terminal.
  public func abbreviation(at date: Date) -> String {
    span(containing: SplitInstant(date).unixSeconds).type.abbreviation
  }

  /// Whether the zone keeps daylight-saving time at `date`.
  public func isDaylightSavingTime(at date: Date) -> Bool {
    span(containing: SplitInstant(date).unixSeconds).type.isDaylightSavingTime
  }

  /// The first instant after `date` at which the zone's offset, abbreviation or daylight-saving
  /// time changes; nil if it never does again.
  public func nextTransition(after date: Date) -> Date? {
    var span = span(containing: SplitInstant(date).unixSeconds)
    // Spans may end where nothing changes (rules are evaluated year by year): a zone that keeps
    // one type for 2,000 years in a row has no transition worth waiting for.
    var steps = 0
    while span.until != .max, steps < 2_000 {
      let next = self.span(containing: span.until)
      if next.type != span.type { return SplitInstant(unixSeconds: span.until, fraction: 0).date }
      span = next
      steps += 1
    }
    return nil
  }

  /// The offset at `unixSeconds` (what `LocalTime(_:in:)` needs, without a span).
  func utcOffset(atUnix unixSeconds: Int) -> Int {
    switch storage {
    case .table(let table): table.utcOffset(at: unixSeconds)
    case .foundation: span(containing: unixSeconds).type.utcOffset
    }
  }

  /// The type in force at `unixSeconds` and the span over which it holds: what
  /// ``LocalTimeDecomposer`` caches.
  func span(containing unixSeconds: Int) -> ZoneSpan {
    switch storage {
    case .table(let table):
      return table.span(containing: unixSeconds)
    case .foundation(let timeZone):
      let start = SplitInstant(unixSeconds: unixSeconds, fraction: 0).date
      let type = ZoneTimeType(
        utcOffset: timeZone.secondsFromGMT(for: start),
        isDaylightSavingTime: timeZone.isDaylightSavingTime(for: start),
        abbreviation: timeZone.abbreviation(for: start) ?? ""
      )
      // Rounded down, so that a transition inside a second costs one more lookup, never a wrong
      // offset.
      let until = timeZone.nextDaylightSavingTimeTransition(after: start)
        .map { max(unixSeconds + 1, SplitInstant($0).unixSeconds) } ?? .max
      return ZoneSpan(type: type, from: unixSeconds, until: until)
    }
  }

  /// The ``identifier``.
  public var description: String { identifier }
}
