import ClockGeometry

/// One exercise of a worksheet: its kind and the times on its clocks.
package struct Exercise: Sendable, Hashable {
  /// What the child does.
  package let kind: ExerciseKind
  /// The times of the clocks, in the order they are drawn: one for ``ExerciseKind/read`` and
  /// ``ExerciseKind/draw``, three for ``ExerciseKind/match``, the start and the answer for
  /// ``ExerciseKind/elapsed``.
  package let readings: [ClockReading]
  /// For ``ExerciseKind/match``, the readings' indices in the order their digital times are
  /// printed under the clocks (never the clocks' own order); empty otherwise.
  package let matchOrder: [Int]
  /// For ``ExerciseKind/elapsed``, the minutes between the two clocks; 0 otherwise.
  package let elapsedMinutes: Int

  /// An exercise from its parts (checked by ``WorksheetPlan``, which makes them).
  package init(kind: ExerciseKind, readings: [ClockReading], matchOrder: [Int] = [], elapsedMinutes: Int = 0) {
    self.kind = kind
    self.readings = readings
    self.matchOrder = matchOrder
    self.elapsedMinutes = elapsedMinutes
  }

  /// The readings the child is asked about, each once: what must differ between two exercises
  /// of one sheet.
  package var askedReadings: [ClockReading] {
    kind == .elapsed ? [readings[0]] : readings
  }
}
