#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension TimerSet {
  /// One timer of a ``TimerSet``: its countdown, what it is called, and whether it is anchored.
  ///
  /// Nested in ``TimerSet`` rather than at the top level: Foundation has a class `Timer`, and a
  /// second top-level `Timer` would make the name ambiguous in every file that imports both.
  ///
  /// ```swift
  /// let tea = TimerSet.Timer(Countdown(start: t0, length: .seconds(240)), name: "Tea")
  /// tea.report(remaining: .zero)              // "Tea 4:00 done"
  /// tea.report(remaining: .seconds(83))       // "Tea 1:23 left of 4:00"
  /// TimerSet.Timer(Countdown(start: t0, length: .seconds(90))).displayName  // "timer"
  /// ```
  public struct Timer: Sendable, Hashable {
    /// What the timer is called (`Tea`), or nil for an unnamed one (``displayName`` then reads
    /// ``unnamed``).
    public var name: String?
    /// The span it times, as it now runs: a timer that pauses is moved later by every pause.
    public var countdown: Countdown
    /// Whether it counts down to an instant (a time of day, 12:00): it ends at its upper bound
    /// whatever happens, so pausing the set leaves it running.
    public var isAnchored: Bool

    /// What lines and actions call a timer without a name.
    public static let unnamed = "timer"

    /// A timer over `countdown`, called `name` (nil: unnamed), anchored or one that pauses.
    public init(_ countdown: Countdown, name: String? = nil, anchored: Bool = false) {
      self.countdown = countdown
      self.name = name
      isAnchored = anchored
    }

    /// Its name, or ``unnamed`` without one: what lines, notifications and commands call it.
    public var displayName: String { name ?? Self.unnamed }

    /// Its state in one line, with `remaining` left: `Tea 4:00 done` once nothing is left,
    /// otherwise `Tea 1:23 left of 4:00`; both times rounded up to the second, as a countdown
    /// shows them (``DurationFormat/short``).
    public func report(remaining: Duration) -> String {
      let total = DurationFormat.short.string(countdown.length, rounding: .up)
      guard remaining > .zero else { return "\(displayName) \(total) done" }
      return "\(displayName) \(DurationFormat.short.string(remaining, rounding: .up)) left of \(total)"
    }
  }
}
