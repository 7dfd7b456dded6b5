#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc  // cos
#elseif canImport(Darwin)
import Darwin
#endif

/// The moon's phase at an instant, from the mean synodic month: the days since the new moon of
/// 2000-01-06 18:14 UTC, modulo 29.530588853 days.
///
/// The mean month ignores the moon's perturbations, so a computed new moon may fall up to about
/// 14 hours from the true one: plenty for a dial's aperture, which shows the phase, not the
/// minute of it.
///
/// ```swift
/// MoonPhase(at: Date()).illuminated   // 0 at new moon, 1 at full
/// ```
public struct MoonPhase: Sendable, Hashable {
  /// The mean synodic month, in days.
  public static let synodicMonth = 29.530588853
  /// A new moon: 2000-01-06 18:14 UTC, in seconds since 1970.
  static let referenceNewMoon = 947_182_440.0

  /// Days since the last (mean) new moon, 0 ≤ age < ``synodicMonth``.
  public let age: Double

  /// The phase at `instant`.
  public init(at instant: Date) {
    let days = (instant.timeIntervalSince1970 - Self.referenceNewMoon) / 86_400
    let age = days.truncatingRemainder(dividingBy: Self.synodicMonth)
    self.age = age < 0 ? age + Self.synodicMonth : age
  }

  /// How far round its cycle, 0 (new) … 0.5 (full) … 1 (new again).
  public var fraction: Double { age / Self.synodicMonth }

  /// The share of the disc that is lit, 0 at new moon, 1 at full.
  public var illuminated: Double { (1 - cos(2 * Double.pi * fraction)) / 2 }

  /// Whether the lit part is growing (lit on the right, seen from the northern hemisphere).
  public var isWaxing: Bool { fraction < 0.5 }
}
