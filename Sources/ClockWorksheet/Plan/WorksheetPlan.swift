import ClockGeometry

/// The exercises of one worksheet, drawn from a seed: the same settings give the same sheet on
/// any machine, so a teacher can print it again from the seed in its footer.
package struct WorksheetPlan: Sendable, Hashable {
  /// What the plan is drawn from.
  package struct Settings: Sendable, Hashable {
    /// How fine the times are.
    package var level: ReadingLevel
    /// The kinds of exercise, taken in turn.
    package var kinds: [ExerciseKind]
    /// How many exercises.
    package var count: Int
    /// The seed of every random choice.
    package var seed: UInt64
    /// Whether times run over 24 hours (digital answers as 19:30), or over 12 (7:30).
    package var twentyFourHour: Bool

    /// Settings as given.
    package init(level: ReadingLevel, kinds: [ExerciseKind], count: Int, seed: UInt64, twentyFourHour: Bool = false) {
      self.level = level
      self.kinds = kinds
      self.count = count
      self.seed = seed
      self.twentyFourHour = twentyFourHour
    }
  }

  /// The settings the plan was drawn from.
  package let settings: Settings
  /// The exercises, in the order they are printed.
  package let exercises: [Exercise]

  /// Draws the exercises of `settings`: times uniformly from the level's, no time asked twice
  /// on one sheet. Throws when the level has too few times for the count.
  package init(_ settings: Settings) throws(WorksheetError) {
    let kinds = settings.kinds.isEmpty ? [.read] : settings.kinds
    guard (1...WorksheetPlan.mostExercises).contains(settings.count) else {
      throw .countOutOfRange(settings.count)
    }
    let pool = WorksheetPlan.times(of: settings.level, twentyFourHour: settings.twentyFourHour)
    let needed = (0..<settings.count).reduce(0) { $0 + (kinds[$1 % kinds.count] == .match ? 3 : 1) }
    guard needed <= pool.count else {
      throw .tooFewTimes(level: settings.level, available: pool.count, needed: needed)
    }
    var random = SeededGenerator(seed: settings.seed)
    // A shuffled pool dealt from the front: no time twice, each equally likely.
    var dealt = random.shuffled(pool)[...]
    var exercises: [Exercise] = []
    for index in 0..<settings.count {
      let kind = kinds[index % kinds.count]
      switch kind {
      case .read, .draw:
        exercises.append(Exercise(kind: kind, readings: [dealt.removeFirst()]))
      case .match:
        let readings = (0..<3).map { _ in dealt.removeFirst() }
        // One of the two orders of three that leave no time under its own clock.
        let orders = [[1, 2, 0], [2, 0, 1]]
        exercises.append(Exercise(kind: .match, readings: readings, matchOrder: orders[random.next(below: orders.count)]))
      case .elapsed:
        let start = dealt.removeFirst()
        let steps = settings.level.elapsedMinutes
        let minutes = steps[random.next(below: steps.count)]
        exercises.append(Exercise(kind: .elapsed, readings: [start, start.adding(seconds: minutes * 60)], elapsedMinutes: minutes))
      }
    }
    self.settings = settings
    self.exercises = exercises
  }

  /// The most exercises one worksheet has: ten pages of six.
  package static let mostExercises = 60

  /// Every time of `level` on a 12-hour (from 12:00 to 11:59) or 24-hour day.
  package static func times(of level: ReadingLevel, twentyFourHour: Bool) -> [ClockReading] {
    let day = twentyFourHour ? 86_400 : 43_200
    return stride(from: 0, to: day, by: level.stepSeconds).map { ClockReading(secondOfDay: $0) }
  }
}
