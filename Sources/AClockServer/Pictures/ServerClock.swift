#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The server's idea of now: the real time, or an instant frozen by `--at`, so tests check
/// `max-age` and `ETag` exactly without waiting.
package protocol ServerClock: Sendable {
  /// The instant now.
  var now: Date { get }
}

/// The system's wall clock.
package struct SystemServerClock: ServerClock {
  /// The real time.
  package init() {}
  /// `Date()`.
  package var now: Date { Date() }
}

/// A clock that stands still at one instant.
package struct FrozenServerClock: ServerClock {
  /// The instant it shows.
  package let now: Date
  /// A clock standing at `instant`.
  package init(at instant: Date) { now = instant }
}
