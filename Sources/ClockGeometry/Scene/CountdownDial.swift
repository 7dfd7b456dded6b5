#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A countdown as a dial: a ``CountdownFace`` showing a ``Countdown``'s time left at any
/// instant, so it draws like any other ``DialFace``.
///
/// A ``Countdown`` is a fixed span and cannot pause; ``pausedAt`` holds the pause (as a
/// ``TimerSet`` keeps it for its countdowns), during which the dial shows the time left when
/// the pause began.
///
/// ```swift
/// let tea = Countdown(start: now, length: .seconds(240))
/// let dial = CountdownDial(face: CountdownFace(length: tea.length, caption: "Tea"), countdown: tea)
/// dial.scene(at: now + 20.5)   // rings and readout 00:03:40
/// ```
public struct CountdownDial: DialFace {
  /// The dial drawn (made for the countdown's length).
  public let face: CountdownFace
  /// The countdown whose time left the dial shows.
  public var countdown: Countdown
  /// When the countdown was paused, or nil while it runs.
  public var pausedAt: Date?

  /// `face` showing `countdown`, paused since `pausedAt` if that is given.
  public init(face: CountdownFace, countdown: Countdown, pausedAt: Date? = nil) {
    self.face = face
    self.countdown = countdown
    self.pausedAt = pausedAt
  }

  /// The dial with the time left at `instant`, or at the pause's start while paused (rounded up
  /// to the second in the readout; full green rings once nothing is left).
  public func scene(at instant: Date) -> ClockScene {
    face.scene(remaining: countdown.remaining(at: TimerSet.readingInstant(instant, pausedAt: pausedAt)))
  }
}
