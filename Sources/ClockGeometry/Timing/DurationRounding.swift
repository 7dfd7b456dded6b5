/// Which way a duration goes to the whole unit a readout shows (a second, or a hundredth).
///
/// A countdown rounds its remaining time ``up``, so it reads `0:00` only once it has finished and
/// `0:01` while any time is left; a stopwatch or any elapsed time rounds ``down``, so it reads
/// `0:01` only once a whole second has gone by. Neither direction is a default: a readout says
/// which it wants.
public enum DurationRounding: Sendable, Hashable, CaseIterable {
  /// To the next whole unit unless already whole (ceiling): for time remaining.
  case up
  /// To the whole unit at or below (floor, truncation): for time elapsed.
  case down
}
