import Testing

@testable import ClockGeometry

/// The zone a `TZ` path or `/etc/localtime`'s target names: what follows the last `zoneinfo/`,
/// when it is a plausible zone name (a byte search of its own since decision 0058).
@Suite("Zone name from a path")
struct ZoneNameFromPathTests {
  @Test(arguments: [
    ("/usr/share/zoneinfo/Europe/Paris", "Europe/Paris"),
    ("/usr/share/zoneinfo/America/Argentina/Buenos_Aires", "America/Argentina/Buenos_Aires"),
    ("../zoneinfo/UTC", "UTC"),
    ("zoneinfo/Asia/Tokyo", "Asia/Tokyo"),
    ("/srv/zoneinfo/copy/zoneinfo/Asia/Kolkata", "Asia/Kolkata"),
    ("/usr/share/zoneinfo/Etc/GMT+5", "Etc/GMT+5"),
  ])
  func namesWhatFollowsTheLastZoneinfo(path: String, name: String) {
    #expect(ZoneDatabase.zoneName(ofPath: path) == name)
  }

  @Test(arguments: ["/etc/localtime", "/usr/share/zoneinfo/", "zoneinfo", "/usr/share/zoneinfo/../etc/passwd", "/usr/share/zoneinfo/Europe//Paris", "", "/usr/share/zoneinfo/Éurope/Paris"])
  func refusesWhatNamesNoZone(path: String) {
    #expect(ZoneDatabase.zoneName(ofPath: path) == nil)
  }
}
