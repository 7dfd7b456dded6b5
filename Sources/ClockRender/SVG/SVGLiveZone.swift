import ClockGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A zone as a browser's script can follow it: an IANA name for `Intl.DateTimeFormat`'s
/// `timeZone` (which applies the browser's own tz data, daylight-saving changes included), or a
/// fixed offset the script adds itself.
package enum SVGLiveZone: Sendable, Hashable {
  /// An IANA name (`Europe/Berlin`, `UTC`).
  case named(String)
  /// A fixed offset, seconds east of UTC.
  case offset(seconds: Int)

  /// `zone` for the browser, or nil when a browser cannot follow it: a POSIX rule from `TZ`
  /// (`EST5EDT,M3.2.0,M11.1.0`) or a zone file outside the database (`localtime`).
  package init?(_ zone: ZoneRules) {
    if zone == .utc {
      self = .named("UTC")
    } else if zone.identifier.hasPrefix("UTC+") || zone.identifier.hasPrefix("UTC-") {
      // A fixed offset (``ZoneRules/fixed(utcOffsetSeconds:)``): the same at every instant.
      self = .offset(seconds: zone.utcOffset(at: Date(timeIntervalSince1970: 0)))
    } else if ZoneRules.named(zone.identifier) != nil {
      self = .named(zone.identifier)
    } else {
      return nil
    }
  }
}
