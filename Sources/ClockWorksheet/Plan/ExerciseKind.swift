import ClockGeometry

/// What a child does with an exercise's clocks.
package enum ExerciseKind: String, Sendable, Hashable, CaseIterable {
  /// Read the clock and write the time.
  case read
  /// Draw the hands on a face without them (minute marks and numerals kept).
  case draw
  /// Match three clocks to three digital times, in another order, with lines.
  case match
  /// Read a clock, then draw and write the time some minutes later.
  case elapsed

  /// Whether the exercise takes a whole row of the page rather than half of one.
  package var isWide: Bool { self == .match || self == .elapsed }

  /// The instruction printed beside the exercise's number.
  package var instruction: String {
    switch self {
    case .read: "Write the time."
    case .draw: "Draw the hands."
    case .match: "Draw a line from each clock to its time."
    case .elapsed: "What time will it be?"
    }
  }
}
