import AClockServeOptions
import ClockGeometry
import ClockRender
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `/api/display` tells a device at an instant: the URL of its picture, a file name that
/// changes exactly when the picture does, and the whole seconds until it does.
///
/// At 09:15:30.25 UTC, for a clock without a second hand in Europe/Berlin: the picture shows
/// 10:15 (`filename` `1015-` and 12 hex digits of its entity tag), and next changes at
/// 09:16:00, 29.75 s later: `refresh_rate` 30 (rounded up, so the device wakes after the
/// change, never just before it).
struct DevicePicture {
  /// The absolute URL: `BASE/clock.png?` and the device's canonical query.
  let url: String
  /// `HHMM-` (the local time shown, in the first zone) and 12 hex digits of the picture's ETag.
  let filename: String
  /// Seconds to the next change, rounded up; at least 1.
  let refreshRate: Int

  init(entry: DeviceEntry, at now: Date, base: String) {
    let key = PictureKey(format: entry.format, items: entry.items)
    // The key's text is `png?QUERY`: the path's extension, then the query, each byte encoded.
    url = base + "/clock." + key.text
    let shown = entry.request.shown(at: now)
    let local = LocalTime(shown, in: entry.request.zones.first ?? .utc)
    func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
    let tag = key.etag(shown: shown).filter(\.isHexDigit)
    filename = "\(two(local.hour))\(two(local.minute))-\(tag.prefix(12)).\(entry.format.rawValue)"
    let seconds = entry.request.nextChange(after: now).timeIntervalSince(now)
    refreshRate = max(1, Int(seconds.rounded(.up)))
  }
}
