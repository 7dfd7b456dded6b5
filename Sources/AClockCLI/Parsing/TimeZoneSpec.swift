import ArgumentParser
import Foundation

/// The value of `--timezone`/`--tz`: which zone's wall clock to show.
///
/// Accepted: `local` (the machine's zone, honouring `TZ`), `UTC` (also `Z`, `GMT`), an IANA name
/// (`Europe/Berlin`; letter case is forgiven), or a fixed offset (`+05:45`, `-0330`, `UTC+5`,
/// `GMT-03:30`).
struct TimeZoneSpec: Sendable, Equatable, CustomStringConvertible {
  /// The text the user gave, for help and messages.
  let text: String
  /// The zone it names.
  let timeZone: TimeZone

  /// The default: the machine's zone.
  static let local = TimeZoneSpec(text: "local", timeZone: .current)

  /// The option's names, the same in every command: `--timezone` and its short form `--tz`.
  static let optionNames: NameSpecification = [.customLong("timezone"), .customLong("tz")]

  /// The accepted forms, for the option's help in every command that takes it.
  static let acceptedForms = "An IANA name (Europe/Berlin), UTC, local (honours TZ), or an offset (+05:45)."

  /// Parses any accepted form; throws ``OptionValueError/timeZone(_:)`` naming the value otherwise.
  init(parsing text: String) throws(OptionValueError) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard let zone = Self.zone(named: trimmed) else { throw .timeZone(text) }
    self.init(text: trimmed, timeZone: zone)
  }

  private init(text: String, timeZone: TimeZone) {
    self.text = text
    self.timeZone = timeZone
  }

  var description: String { text }

  private static func zone(named name: String) -> TimeZone? {
    switch name.lowercased() {
    case "": return nil
    case "local": return .current
    case "utc", "z", "gmt", "etc/utc": return TimeZone(identifier: "Etc/UTC")
    default: break
    }
    if name.contains("/"), let zone = TimeZone(identifier: name) { return zone }
    if let offset = fixedOffset(name) { return TimeZone(secondsFromGMT: offset) }
    let lowered = name.lowercased()
    if let identifier = TimeZone.knownTimeZoneIdentifiers.first(where: { $0.lowercased() == lowered }) {
      return TimeZone(identifier: identifier)
    }
    if isInSystemDatabase(name) { return TimeZone(identifier: name) ?? linkedZone(name) }
    return nil
  }

  /// The zone a database link names, for a link Foundation does not know by its own name
  /// (`localtime`, which points at /etc/localtime and from there into the database).
  private static func linkedZone(_ name: String) -> TimeZone? {
    guard let resolved = realpath(systemDatabase + "/" + name, nil), let base = realpath(systemDatabase, nil) else { return nil }
    defer { free(resolved); free(base) }
    let target = String(cString: resolved), prefix = String(cString: base) + "/"
    return target.hasPrefix(prefix) ? TimeZone(identifier: String(target.dropFirst(prefix.count))) : nil
  }

  /// The system's tz database: `TZDIR`, or /usr/share/zoneinfo.
  static var systemDatabase: String {
    ProcessInfo.processInfo.environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
  }

  /// Whether the system's tz database has a zone file of exactly this name: the names `date`
  /// accepts in `TZ`, among them the ones Foundation's list leaves out (`EST`, `CET`, `GB`,
  /// `Japan`, `Zulu`, `PST8PDT`). Checked against the files, not Foundation's lenient
  /// `TimeZone(identifier:)`, so an abbreviation the database does not have (`PST`) stays
  /// refused.
  static func isInSystemDatabase(_ name: String) -> Bool {
    guard !name.isEmpty, !name.hasPrefix("/"), !name.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }) else {
      return false
    }
    guard let file = FileHandle(forReadingAtPath: systemDatabase + "/" + name) else { return false }
    defer { try? file.close() }
    // Every zone file starts with the TZif magic (RFC 8536); tables and directories do not.
    return (try? file.read(upToCount: 4)) == Data("TZif".utf8)
  }

  /// `[UTC|GMT]±H[H][[:]MM]` as seconds east of UTC, at most 18 hours.
  private static func fixedOffset(_ name: String) -> Int? {
    var body = Substring(name)
    for prefix in ["UTC", "utc", "GMT", "gmt"] where body.hasPrefix(prefix) {
      body = body.dropFirst(prefix.count)
    }
    guard let sign = body.first, sign == "+" || sign == "-" else { return nil }
    let parts = body.dropFirst().split(separator: ":", omittingEmptySubsequences: false)
    let hoursText: Substring
    let minutesText: Substring
    switch parts.count {
    case 1 where parts[0].count == 4:
      (hoursText, minutesText) = (parts[0].prefix(2), parts[0].suffix(2))
    case 1 where (1...2).contains(parts[0].count):
      (hoursText, minutesText) = (parts[0], "00")
    case 2 where (1...2).contains(parts[0].count) && parts[1].count == 2:
      (hoursText, minutesText) = (parts[0], parts[1])
    default:
      return nil
    }
    guard hoursText.allSatisfy(\.isASCIIDigit), minutesText.allSatisfy(\.isASCIIDigit),
          let hours = Int(hoursText), let minutes = Int(minutesText),
          minutes < 60, hours * 60 + minutes <= 18 * 60
    else { return nil }
    let seconds = hours * 3600 + minutes * 60
    return sign == "-" ? -seconds : seconds
  }
}

extension Character {
  /// 0–9 only (`isNumber` also accepts other scripts' digits and fractions).
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
