#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A stopwatch over given instants: start, stop, resume, laps and reset, and the time it shows at
/// any instant.
///
/// Nothing here reads the real clock: each operation takes the instant it happens at, so a live
/// tool passes `Date()` and a test or a script passes fixed instants. The stopwatch keeps its
/// runs (start to stop), so ``elapsed(at:)`` answers for any instant, past ones included: zero
/// before the start, the running total while it runs, frozen while it is stopped. It is never
/// negative. Durations are elapsed (physical) time to the microsecond, like ``Countdown``'s.
///
/// Operations follow the states ``State``: ``start(at:)`` only from ``State/idle``,
/// ``stop(at:)`` and ``lap(at:)`` only while ``State/running``, ``resume(at:)`` only when
/// ``State/stopped``; in any other state they do nothing. An instant earlier than the previous
/// operation's counts as that previous instant, so time never runs backwards inside a stopwatch.
///
/// ```swift
/// var watch = Stopwatch()
/// watch.start(at: t0)
/// watch.lap(at: t0 + 5.23)      // laps[0]: split 5.23 s, duration 5.23 s
/// watch.stop(at: t0 + 10)
/// watch.resume(at: t0 + 20)     // the 10 s stopped are not counted
/// watch.elapsed(at: t0 + 25)    // 15 s
/// ```
public struct Stopwatch: Sendable, Hashable {
  /// Where a stopwatch is between its operations.
  public enum State: Sendable, Hashable, CaseIterable {
    /// Never started, or reset: it shows zero.
    case idle
    /// Counting: started (or resumed) and not stopped since.
    case running
    /// Stopped after running: it shows the total of its runs.
    case stopped
  }

  /// One stretch of counting: from a start or resume to a stop (`nil` while it runs).
  private struct Run: Sendable, Hashable {
    var start: Date
    var end: Date?
  }

  /// The stretches counted so far, in order; only the last may be open.
  private var runs: [Run] = []
  /// The instant of the latest operation, so later ones are never earlier.
  private var latestInstant: Date?
  /// The laps recorded since the start, first lap first.
  public private(set) var laps: [Lap] = []

  /// A stopwatch that has never started: it shows zero until ``start(at:)``.
  public init() {}

  /// Whether the stopwatch is idle, running or stopped.
  public var state: State {
    guard let last = runs.last else { return .idle }
    return last.end == nil ? .running : .stopped
  }

  /// Starts counting from zero at `instant`; only when ``State/idle`` (never started or reset).
  public mutating func start(at instant: Date) {
    guard state == .idle else { return }
    runs.append(Run(start: advance(to: instant)))
  }

  /// Stops counting at `instant`, keeping the total; only while ``State/running``.
  public mutating func stop(at instant: Date) {
    guard state == .running else { return }
    runs[runs.count - 1].end = advance(to: instant)
  }

  /// Counts again from `instant`, on top of the total so far (the time stopped is left out);
  /// only when ``State/stopped``.
  public mutating func resume(at instant: Date) {
    guard state == .stopped else { return }
    runs.append(Run(start: advance(to: instant)))
  }

  /// Records a lap at `instant` (appended to ``laps``); only while ``State/running``.
  public mutating func lap(at instant: Date) {
    guard state == .running else { return }
    let split = elapsed(at: advance(to: instant))
    let previous = laps.last?.split ?? .zero
    laps.append(Lap(number: laps.count + 1, split: split, duration: split - previous))
  }

  /// Back to never started: no runs, no laps, zero shown.
  public mutating func reset() {
    self = Stopwatch()
  }

  /// The time counted up to `instant`: the sum of the runs' parts before it. Zero before the
  /// start and when idle; never negative.
  public func elapsed(at instant: Date) -> Duration {
    runs.reduce(.zero) { total, run in
      let end = run.end.map { min($0, instant) } ?? instant
      return total + max(.zero, .elapsed(from: run.start, to: end))
    }
  }

  /// The time counted since the last lap (since the start before the first): the lap in
  /// progress, as stopwatches show it beside the total. Never negative.
  public func currentLap(at instant: Date) -> Duration {
    max(.zero, elapsed(at: instant) - (laps.last?.split ?? .zero))
  }

  /// While running, the instant at which the stopwatch would have shown zero had it never
  /// stopped: the current run's start less the time counted before it, so from that start on
  /// ``elapsed(at:)`` is the time since this instant (to the microsecond). Nil unless
  /// ``State/running``.
  ///
  /// The instants at which the elapsed time is a whole multiple of a step are this instant plus
  /// multiples of the step: a schedule of redraws anchored here stays on them across stops.
  public var zeroInstant: Date? {
    guard let run = runs.last, run.end == nil else { return nil }
    return run.start.addingTimeInterval(-elapsed(at: run.start).timeInterval)
  }

  /// While running, the first instant after `now` at which the elapsed time is a whole multiple
  /// of `step` (at least a microsecond): ``zeroInstant`` + k · `step`, so a display redrawn at
  /// these instants shows the same digits at the same phase however late it woke. Instants
  /// before the current run's start are taken as that start. Nil unless ``State/running``.
  ///
  /// ```swift
  /// watch.start(at: t0)
  /// watch.nextChange(after: t0 + 0.05, every: .milliseconds(40))   // t0 + 0.08
  /// ```
  public func nextChange(after now: Date, every step: Duration) -> Date? {
    guard let run = runs.last, run.end == nil, let zero = zeroInstant else { return nil }
    let step = max(step, .microseconds(1))
    let elapsed = elapsed(at: max(now, run.start))
    // ⌊elapsed / step⌋ from the Double quotient, corrected with exact Duration comparisons
    // (the quotient can land a hair below a whole number when elapsed is a multiple of step).
    var steps = Int64((elapsed / step).rounded(.down))
    while steps > 0 && step * steps > elapsed { steps -= 1 }
    while step * (steps + 1) <= elapsed { steps += 1 }
    return zero.addingTimeInterval((step * (steps + 1)).timeInterval)
  }

  /// `instant`, or the latest operation's instant if that is later; remembered as the latest.
  private mutating func advance(to instant: Date) -> Date {
    let next = latestInstant.map { max($0, instant) } ?? instant
    latestInstant = next
    return next
  }
}
