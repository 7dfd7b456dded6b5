import ClockGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `aclock angles` reports for one instant in one zone, as JSON or as one line.
package struct AnglesReport: Encodable, Equatable {
  /// Hour hand of a 12-hour dial, degrees clockwise from 12.
  package let hour: Double
  /// Minute hand, degrees.
  package let minute: Double
  /// Ticking second hand (whole seconds), degrees.
  package let second: Double
  /// Sweeping second hand (fraction included), degrees.
  package let secondSweep: Double
  /// Hour hand of a 24-hour dial, degrees.
  package let hour24: Double
  /// The local reading, ISO 8601 with milliseconds and the offset.
  package let local: String
  /// The zone's identifier.
  package let timeZone: String
  /// The zone's offset from UTC at the instant.
  package let utcOffsetSeconds: Int
  /// The instant as Unix seconds with the fraction.
  package let unixSeconds: Double

  package init(instant: Date, timeZone zone: ZoneRules) {
    let reading = LocalTime(instant, in: zone)
    let angles = HandAngles(reading)
    hour = angles.hour.degrees
    minute = angles.minute.degrees
    second = angles.second.degrees
    secondSweep = angles.secondSweep.degrees
    hour24 = angles.hour24.degrees
    local = reading.iso8601String(fractionDigits: 3)
    timeZone = zone.identifier
    utcOffsetSeconds = reading.utcOffsetSeconds
    unixSeconds = instant.timeIntervalSince1970
  }

  /// One JSON object on one line, keys sorted, doubles at full precision.
  package func json() throws -> String {
    String(decoding: try Self.encoder().encode(self), as: UTF8.self)
  }

  /// The JSON style of aclock's output (`angles --json`, `timeline.json`): one line, keys
  /// sorted, slashes as they are (`Asia/Tokyo`).
  package static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// `2024-06-15T09:15:30.500+00:00 UTC  hour 277.754°  minute 93.050°  second 180°  …`
  package var humanLine: String {
    // Three decimals, as `%.3f` would print them (angles are in [0, 360), never negative);
    // `String(format:)` lives outside FoundationEssentials.
    func degrees(_ value: Double) -> String {
      let thousandths = Int((value * 1000).rounded(.toNearestOrEven))
      let fraction = String(thousandths % 1000)
      return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction + "°"
    }
    return "\(local) \(timeZone)  hour \(degrees(hour))  minute \(degrees(minute))  "
      + "second \(degrees(second)) (sweep \(degrees(secondSweep)))  24-hour \(degrees(hour24))"
  }
}
