#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc  // sin, cos
#elseif canImport(Darwin)
import Darwin
#endif

/// A direction on a clock dial: degrees clockwise from 12 o'clock, always in [0, 360).
///
/// Every angle in ClockGeometry uses this convention: 0° points at 12, 90° at 3, 180° at 6,
/// 270° at 9. Values outside the range are wrapped on creation (−90° becomes 270°, 360° becomes
/// 0°); a non-finite value becomes 0° so that no renderer ever sees NaN.
///
/// ```swift
/// let three = DialAngle(degrees: 90)
/// three.point(atRadius: 1)   // DialPoint(x: 1, y: 0): unit space has y growing downward
/// ```
public struct DialAngle: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Degrees clockwise from 12 o'clock, in [0, 360).
  public let degrees: Double

  /// Wraps any finite number of degrees into [0, 360).
  public init(degrees: Double) {
    guard degrees.isFinite else {
      self.degrees = 0
      return
    }
    var wrapped = degrees.truncatingRemainder(dividingBy: 360)
    if wrapped < 0 { wrapped += 360 }
    // −1e−17 + 360 rounds to exactly 360, which is 0° on the dial.
    self.degrees = wrapped >= 360 ? 0 : wrapped
  }

  /// The same direction in radians, clockwise from 12 o'clock, in [0, 2π).
  public var radians: Double { degrees * .pi / 180 }

  /// The point at `radius` along this direction, in unit dial space (centre (0, 0), y down).
  ///
  /// x = r·sin θ, y = −r·cos θ: 0° is straight up (y = −r), 90° is to the right (x = r).
  public func point(atRadius radius: Double) -> DialPoint {
    let theta = radians
    return DialPoint(x: radius * sin(theta), y: -radius * cos(theta))
  }

  /// Orders angles by degrees.
  public static func < (lhs: DialAngle, rhs: DialAngle) -> Bool { lhs.degrees < rhs.degrees }

  /// The angle in degrees, e.g. `"277.75°"`.
  public var description: String { "\(degrees)°" }
}
