import ClockGeometry
import Foundation
import Testing

/// Captions of zones: a city where the zone names a place, else the real offset from UTC.
@Suite("Zone titles")
struct ZoneTitleTests {
  /// Expected values worked out by hand from the tz database's definitions, not from Foundation:
  /// POSIX inverts the sign in `Etc/GMT±N` (Etc/GMT+5 is five hours behind UTC), and the
  /// caption shows the offset the clock keeps, with U+2212 for minus.
  @Test(arguments: [
    ("Etc/GMT+5", "UTC\u{2212}05:00"),
    ("Etc/GMT-14", "UTC+14:00"),
    ("Etc/GMT-5", "UTC+05:00"),
    ("Etc/GMT+12", "UTC\u{2212}12:00"),
    ("Etc/GMT", "UTC"),
    ("Etc/GMT0", "UTC"),
    ("Etc/UTC", "UTC"),
    ("GMT", "UTC"),
    ("UCT", "UTC"),
    ("Etc/Greenwich", "UTC"),
    ("America/St_Johns", "St John\u{2019}s"),
    ("America/Argentina/Buenos_Aires", "Buenos Aires"),
    ("Asia/Kathmandu", "Kathmandu"),
  ])
  func namedZone(identifier: String, title: String) throws {
    let zone = try #require(ZoneRules.named(identifier))
    #expect(ZoneTitle.title(for: zone) == title)
  }

  /// Fixed offsets (`--tz +05:45`, `--tz UTC-03:30`) read the same way as the `Etc` zones:
  /// 5 h 45 min = 20,700 s east; 3 h 30 min = 12,600 s west; 5 h = 18,000 s west.
  @Test(arguments: [
    (20_700, "UTC+05:45"),
    (-12_600, "UTC\u{2212}03:30"),
    (-18_000, "UTC\u{2212}05:00"),
    (0, "UTC"),
  ])
  func fixedOffset(seconds: Int, title: String) throws {
    let zone = try #require(ZoneRules.fixed(utcOffsetSeconds: seconds))
    #expect(ZoneTitle.title(for: zone) == title)
  }
}
