import AClockRuntime
import AClockValues
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
package struct ClockPace: Sendable {
  /// `--every` or `--every-minute`, which hold whatever the hand.
  package let given: TickSchedule?
  /// With a ticking second hand.
  package let everySecond: TickSchedule
  /// Without a second hand.
  package let everyMinute: TickSchedule
  /// With a sweeping second hand: `--fps` frames a second.
  package let sweeping: TickSchedule

  /// The paces given and made for each hand.
  package init(given: TickSchedule?, everySecond: TickSchedule, everyMinute: TickSchedule, sweeping: TickSchedule) {
    self.given = given
    self.everySecond = everySecond
    self.everyMinute = everyMinute
    self.sweeping = sweeping
  }

  /// The schedule for a face whose second hand is `hand`.
  package func schedule(for hand: ClockFaceOptions.SecondHand) -> TickSchedule {
    if let given { return given }
    switch hand {
    case .hidden: return everyMinute
    case .ticking: return everySecond
    case .sweeping: return sweeping
    }
  }
}
