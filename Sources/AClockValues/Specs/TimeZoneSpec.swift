import ClockGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The value of `--timezone`/`--tz`: which zone's wall clock to show.
///
/// Accepted: `local` (the machine's zone, honouring `TZ`), `UTC` (also `Z`, `GMT`), an IANA name
/// (`Europe/Berlin`; letter case is forgiven), or a fixed offset (`+05:45`, `-0330`, `UTC+5`,
/// `GMT-03:30`).
package struct TimeZoneSpec: Sendable, Equatable, CustomStringConvertible {
  /// The text the user gave, for help and messages.
  package let text: String
  /// The zone it names.
  package let timeZone: ZoneRules

  /// The default: the machine's zone.
  /// Resolved once: `ZoneRules.local()` reads `TZ` and /etc/localtime on each use, and a command
  /// asks for its zone more than once (the clock, its pictures, `--at`).
  package static let local = TimeZoneSpec(text: "local", timeZone: .local())

  /// The accepted forms, for the option's help in every command that takes it.
  package static let acceptedForms = "An IANA name (Europe/Berlin), UTC, local (honours TZ), or an offset (+05:45)."

  /// Parses any accepted form; throws ``OptionValueError/timeZone(_:)`` naming the value otherwise.
  package init(parsing text: String) throws(OptionValueError) {
    let trimmed = text.trimmingSpaces()
    guard let zone = Self.zone(named: trimmed) else { throw .timeZone(text) }
    self.init(text: trimmed, timeZone: zone)
  }

  private init(text: String, timeZone: ZoneRules) {
    self.text = text
    self.timeZone = timeZone
  }

  package var description: String { text }

  private static func zone(named name: String) -> ZoneRules? {
    switch name.lowercased() {
    case "": return nil
    case "local": return .local()
    case "utc", "z", "gmt", "etc/utc": return .utc
    default: break
    }
    if let offset = fixedOffset(name) { return .fixed(utcOffsetSeconds: offset) }
    // Any zone file of the system's database, by the names `date` accepts in `TZ` (`EST`,
    // `Japan`, `Etc/GMT+5`), letter case forgiven; an abbreviation it does not have (`PST`)
    // stays refused.
    return .named(name)
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
  package var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
