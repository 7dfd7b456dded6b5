extension Stopwatch {
  /// One lap of a ``Stopwatch``: recorded by ``Stopwatch/lap(at:)`` while it runs.
  ///
  /// A lap carries both readings a stopwatch shows: the ``split`` (the stopwatch's total when the
  /// lap was taken) and the lap's own ``duration`` (since the previous lap, or since the start for
  /// the first). The durations of all laps add up to the last split. Time while stopped counts in
  /// neither.
  public struct Lap: Sendable, Hashable {
    /// 1 for the first lap after the start (or after a reset), then 2, 3, …
    public let number: Int
    /// The stopwatch's elapsed time when this lap was recorded.
    public let split: Duration
    /// This lap alone: its split less the previous lap's split (or less zero, for the first).
    public let duration: Duration

    /// A lap with the given number, split and own duration.
    public init(number: Int, split: Duration, duration: Duration) {
      self.number = number
      self.split = split
      self.duration = duration
    }
  }
}
