@testable import ClockGeometry
import ClockTestSupport
import Foundation
import Testing

/// The sun for the world clock's day/night cue, against sunrise and sunset computed outside
/// Swift (`scripts/sun-events`: the sunrise equation, which solves for the event's hour angle,
/// not the elevation at an instant) and against published almanac times.
@Suite("Solar elevation and day or night")
struct SolarElevationTests {
  /// Places (zone1970.tab's coordinates) and days: both solstices, an equinox, the tropics and
  /// the southern hemisphere.
  static let cases: [(place: String, latitude: Double, longitude: Double, day: String)] = [
    ("London", 51.508333, -0.125278, "2024-06-21"),
    ("London", 51.508333, -0.125278, "2024-12-21"),
    ("New York", 40.714167, -74.006389, "2024-12-21"),
    ("Sydney", -33.866667, 151.216667, "2024-06-21"),
    ("Tokyo", 35.654444, 139.744722, "2024-03-20"),
    ("Kiritimati", 1.866667, -157.333333, "2024-09-01"),
    ("Reykjavik", 64.15, -21.85, "2024-01-15"),
  ]

  /// Three minutes before each of the script's sunrises the sun is below the almanac horizon
  /// and three minutes after above it; the converse at sunset.
  @Test(arguments: cases)
  func agreesWithTheSunriseEquation(place: String, latitude: Double, longitude: Double, day: String) throws {
    let output = String(decoding: try ExpectationScript.output("sun-events", ["\(latitude)", "\(longitude)", day]), as: UTF8.self)
    let times = output.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
    try #require(times.count == 2, "\(place): \(output)")
    func elevation(_ unix: Double) -> Double {
      SolarElevation.degrees(at: Date(timeIntervalSince1970: unix), latitude: latitude, longitude: longitude)
    }
    let horizon = SolarElevation.horizon
    #expect(elevation(times[0] - 180) < horizon && elevation(times[0] + 180) > horizon, "\(place) \(day) sunrise")
    #expect(elevation(times[1] - 180) > horizon && elevation(times[1] + 180) < horizon, "\(place) \(day) sunset")
  }

  /// Published times (timeanddate.com, to the minute, local time): London 21 June 2024 04:43
  /// and 21:21 BST; New York 21 December 2024 07:16 and 16:32 EST; Sydney 21 June 2024 07:00
  /// and 16:54 AEST; Tokyo 21 June 2024 04:25 and 19:00 JST. The cue changes within 3 minutes.
  @Test(arguments: [
    ("Europe/London", "2024-06-21T04:43:00+01:00", "2024-06-21T21:21:00+01:00"),
    ("America/New_York", "2024-12-21T07:16:00-05:00", "2024-12-21T16:32:00-05:00"),
    ("Australia/Sydney", "2024-06-21T07:00:00+10:00", "2024-06-21T16:54:00+10:00"),
    ("Asia/Tokyo", "2024-06-21T04:25:00+09:00", "2024-06-21T19:00:00+09:00"),
  ])
  func agreesWithAlmanacs(zone: String, sunrise: String, sunset: String) throws {
    let rules = Zones.named(zone)
    let rise = try #require(try? Date(sunrise, strategy: .iso8601)), set = try #require(try? Date(sunset, strategy: .iso8601))
    #expect(Daylight(in: rules, at: rise - 180) == .night && Daylight(in: rules, at: rise + 180) == .day, "\(zone) sunrise")
    #expect(Daylight(in: rules, at: set - 180) == .day && Daylight(in: rules, at: set + 180) == .night, "\(zone) sunset")
  }

  /// Noon at the equinox on the equator is nearly overhead; midnight at the pole in June is
  /// still day (the midnight sun), and in December night.
  @Test func extremes() {
    let equinoxNoon = Date(timeIntervalSince1970: 1_710_936_000)  // 2024-03-20T12:00:00Z
    #expect(SolarElevation.degrees(at: equinoxNoon, latitude: 0, longitude: 0) > 88)
    let juneMidnight = Date(timeIntervalSince1970: 1_718_928_000)  // 2024-06-21T00:00:00Z
    #expect(SolarElevation.degrees(at: juneMidnight, latitude: 89, longitude: 0) > 20)
    #expect(SolarElevation.degrees(at: juneMidnight + 183 * 86_400, latitude: 89, longitude: 0) < -20)
  }

  /// zone1970.tab's coordinates, links through tzdata.zi, and no place for UTC or an offset.
  @Test func zonesAreLocatedByTheirPrincipalCity() throws {
    let tokyo = try #require(ZoneLocation.of("Asia/Tokyo"))
    #expect(abs(tokyo.latitude - (35 + 39 / 60.0 + 16 / 3_600.0)) < 1e-9 && abs(tokyo.longitude - (139 + 44 / 60.0 + 41 / 3_600.0)) < 1e-9)
    #expect(ZoneLocation.of("Asia/Calcutta") == ZoneLocation.of("Asia/Kolkata"))
    #expect(ZoneLocation.of("Asia/Calcutta") != nil)
    #expect(ZoneLocation.of("America/Argentina/ComodRivadavia") == ZoneLocation.of("America/Argentina/Catamarca"))
    #expect(ZoneLocation.of("UTC") == nil && ZoneLocation.of("Etc/GMT+5") == nil)
    #expect(Daylight(in: .utc, at: Date()) == nil)
    #expect(ZoneLocation.parse(iso6709: "-3352+15113") == ZoneLocation(latitude: -(33 + 52 / 60.0), longitude: 151 + 13 / 60.0))
    for bad in ["", "+3539", "+3560+13944", "+353916+139444", "3539+13944", "+9100+00000", "+35a9+13944"] {
      #expect(ZoneLocation.parse(iso6709: Substring(bad)) == nil, "\(bad)")
    }
  }
}
