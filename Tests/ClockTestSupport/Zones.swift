import ClockGeometry

/// Zones for test fixtures, loaded from the system's tz database or not at all.
///
/// `ZoneRules.named("Europe/Berlin") ?? .utc` would run every test that shares the fixture in
/// UTC when the zone cannot be loaded, and most of them would still pass. A static fixture cannot
/// throw, so a missing zone stops the run here, naming the zone: it is a broken environment (no
/// tzdata), not a finding about the code. Inside a test, prefer `try #require(ZoneRules.named(_:))`.
public enum Zones {
  /// The zone called `name`; stops the test run, naming the zone, when the database lacks it.
  ///
  /// ```swift
  /// static let berlin = Zones.named("Europe/Berlin")
  /// ```
  public static func named(_ name: String) -> ZoneRules {
    guard let zone = ZoneRules.named(name) else {
      preconditionFailure("test fixture: the tz database has no zone \"\(name)\" (is tzdata installed?)")
    }
    return zone
  }
}
