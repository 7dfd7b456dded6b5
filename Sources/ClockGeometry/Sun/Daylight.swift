#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Whether the sun is up in a zone's principal city: the day/night cue of a world clock.
///
/// The city is the one the tz database locates the zone by (``ZoneLocation``); a zone it does
/// not locate (UTC, fixed offsets, a POSIX rule) has no daylight, not a guess.
///
/// ```swift
/// let tokyo = ZoneRules.named("Asia/Tokyo")!
/// Daylight(in: tokyo, at: Date(timeIntervalSince1970: 1_718_442_930))  // .day: 18:15, sunset is at 19:00
/// Daylight(in: .utc, at: Date())                                       // nil: UTC is no place
/// ```
package enum Daylight: Sendable, Hashable {
  /// The sun is above the horizon (its elevation above ``SolarElevation/horizon``).
  case day
  /// The sun has set.
  case night

  /// Day or night at `location` at `instant`.
  package init(at location: ZoneLocation, instant: Date) {
    let elevation = SolarElevation.degrees(at: instant, latitude: location.latitude, longitude: location.longitude)
    self = elevation > SolarElevation.horizon ? .day : .night
  }

  /// Day or night in `zone`'s principal city at `instant`; nil when the zone has none.
  package init?(in zone: ZoneRules, at instant: Date) {
    guard let location = ZoneLocation.of(zone.identifier) else { return nil }
    self.init(at: location, instant: instant)
  }
}
