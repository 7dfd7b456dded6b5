import ClockGeometry
import Foundation

/// One expected reading and its hand angles, computed outside Swift (see
/// Tests/Fixtures/angle_cases.py) so the tests compare the code against an independent oracle.
public struct AngleCase: Sendable, CustomStringConvertible {
  /// A short identifier for test output.
  public let name: String
  /// What the case exercises.
  public let about: String
  /// The instant, as Unix seconds (every fraction used is exact in binary).
  public let unixSeconds: Double
  /// The IANA zone.
  public let zone: String
  /// The expected local reading, `YYYY-MM-DDTHH:MM:SS` without fraction or offset.
  public let local: String
  /// The expected fraction of the second.
  public let fraction: Double
  /// The expected UTC offset.
  public let utcOffsetSeconds: Int
  /// Expected angles in degrees.
  public let hour: Double, minute: Double, second: Double, secondSweep: Double, hour24: Double

  /// Memberwise, for the generated table.
  public init(
    name: String, about: String, unixSeconds: Double, zone: String, local: String,
    fraction: Double, utcOffsetSeconds: Int,
    hour: Double, minute: Double, second: Double, secondSweep: Double, hour24: Double
  ) {
    self.name = name
    self.about = about
    self.unixSeconds = unixSeconds
    self.zone = zone
    self.local = local
    self.fraction = fraction
    self.utcOffsetSeconds = utcOffsetSeconds
    self.hour = hour
    self.minute = minute
    self.second = second
    self.secondSweep = secondSweep
    self.hour24 = hour24
  }

  /// The instant as a `Date`.
  public var date: Date { Date(timeIntervalSince1970: unixSeconds) }

  /// The zone as a `TimeZone`; the table only names zones every tz database has.
  public var timeZone: ZoneRules { Zones.named(zone) }

  /// The case's name and what it is about.
  public var description: String { "\(name) (\(about))" }
}
