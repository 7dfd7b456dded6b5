import ClockGeometry

/// Why a worksheet cannot be made from the settings given.
package enum WorksheetError: Error, Sendable, Hashable, CustomStringConvertible {
  /// More exercises than a worksheet has, or none.
  case countOutOfRange(Int)
  /// The level has fewer distinct times than the exercises need.
  case tooFewTimes(level: ReadingLevel, available: Int, needed: Int)

  /// One line naming the value and what is accepted.
  package var description: String {
    switch self {
    case .countOutOfRange(let count):
      "--count \(count) is out of range; a worksheet has 1 to \(WorksheetPlan.mostExercises) exercises"
    case .tooFewTimes(let level, let available, let needed):
      "--level \(level.rawValue) has \(available) different times, and these exercises need \(needed) (no time is asked twice); ask for fewer with --count, or use a finer --level or --digital 24"
    }
  }
}
