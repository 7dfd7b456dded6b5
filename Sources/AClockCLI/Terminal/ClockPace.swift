import ClockGeometry
import ClockSchedule
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How often the live terminal clock draws, for each kind of second hand: the schedule given
/// (`--every`, `--every-minute`), or else every whole second with a ticking hand, every whole
/// minute without one, and `--fps` frames a second with a sweeping one. The `s` key changes
/// the hand, and the clock follows the schedule this gives for the new one.
struct ClockPace: Sendable {
  /// `--every` or `--every-minute`, which hold whatever the hand.
  let given: TickSchedule?
  /// With a ticking second hand.
  let everySecond: TickSchedule
  /// Without a second hand.
  let everyMinute: TickSchedule
  /// With a sweeping second hand: `--fps` frames a second.
  let sweeping: TickSchedule

  /// The schedule for a face whose second hand is `hand`.
  func schedule(for hand: ClockFaceOptions.SecondHand) -> TickSchedule {
    if let given { return given }
    switch hand {
    case .hidden: return everyMinute
    case .ticking: return everySecond
    case .sweeping: return sweeping
    }
  }
}
