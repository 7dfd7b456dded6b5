#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc  // sin, cos, atan2
#elseif canImport(Darwin)
import Darwin
#endif

/// The sun's height above the horizon at a place and instant, by NOAA's solar calculator (the
/// low-precision formulae of Meeus's *Astronomical Algorithms*, ch. 25): good to about a minute
/// of sunrise and sunset between latitudes ±65°, which is all a world clock's day/night cue needs.
///
/// Conventions: latitude in degrees north (−90…90), longitude in degrees east (−180…180); the
/// result in degrees, 90 overhead, negative below the horizon, without refraction. The sun has
/// *risen* while its elevation is above ``horizon`` (−0.833°: refraction and the sun's radius,
/// the almanacs' sunrise and sunset).
///
/// ```swift
/// let noon = Date(timeIntervalSince1970: 1_718_971_200)  // 2024-06-21T12:00Z
/// SolarElevation.degrees(at: noon, latitude: 51.5, longitude: 0)  // ≈ 61.9: London's summer noon
/// ```
package enum SolarElevation {
  /// The elevation of the sun's centre at sunrise and sunset, in degrees.
  package static let horizon = -0.833

  /// The sun's elevation at `instant` seen from `latitude`, `longitude`, in degrees.
  package static func degrees(at instant: Date, latitude: Double, longitude: Double) -> Double {
    let unix = instant.timeIntervalSince1970
    // Julian centuries since J2000.0 (UT taken as TT: the 69 s between them move the sun 0.04′).
    let t = (unix / 86_400 + 2_440_587.5 - 2_451_545) / 36_525
    let meanLongitude = (280.46646 + t * (36_000.76983 + t * 0.000_303_2)).truncatingRemainder(dividingBy: 360)
    let meanAnomaly = 357.52911 + t * (35_999.05029 - 0.000_153_7 * t)
    let eccentricity = 0.016_708_634 - t * (0.000_042_037 + 0.000_000_126_7 * t)
    let m = radians(meanAnomaly)
    let centre = sin(m) * (1.914_602 - t * (0.004_817 + 0.000_014 * t)) + sin(2 * m) * (0.019_993 - 0.000_101 * t)
      + sin(3 * m) * 0.000_289
    let node = radians(125.04 - 1_934.136 * t)
    let apparentLongitude = radians(meanLongitude + centre - 0.005_69 - 0.004_78 * sin(node))
    let meanObliquity = 23 + (26 + (21.448 - t * (46.815 + t * (0.000_59 - t * 0.001_813))) / 60) / 60
    let obliquity = radians(meanObliquity + 0.002_56 * cos(node))
    let declination = asin(sin(obliquity) * sin(apparentLongitude))
    // The equation of time, in minutes.
    let y = pow(tan(obliquity / 2), 2)
    let l0 = radians(meanLongitude)
    let equationOfTime = 4 * degrees(
      y * sin(2 * l0) - 2 * eccentricity * sin(m) + 4 * eccentricity * y * sin(m) * cos(2 * l0)
        - 0.5 * y * y * sin(4 * l0) - 1.25 * eccentricity * eccentricity * sin(2 * m))
    let minutesOfDay = (unix / 60).truncatingRemainder(dividingBy: 1_440)
    let trueSolarMinutes = minutesOfDay + equationOfTime + 4 * longitude
    let hourAngle = radians(trueSolarMinutes / 4 - 180)
    let phi = radians(latitude)
    let cosZenith = sin(phi) * sin(declination) + cos(phi) * cos(declination) * cos(hourAngle)
    return 90 - degrees(acos(min(1, max(-1, cosZenith))))
  }

  private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
  private static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
}
