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
  let everySecond: TickSchedule
  let everyMinute: TickSchedule
  let sweeping: TickSchedule

  /// The paces for a clock started at `start` in `timeZone` (whole seconds and minutes counted
  /// from its local midnight, as ``ScheduleOptions/schedule(startingAt:in:anchor:fallback:)``
  /// counts them), sweeping `frameInterval` apart.
  init(scheduling: ScheduleOptions, startingAt start: Date, in timeZone: ZoneRules, frameInterval: Duration) {
    given = scheduling.isSet ? scheduling.schedule(startingAt: start, in: timeZone) : nil
    // Without --every and --every-minute, the fallback is the period.
    everySecond = scheduling.schedule(startingAt: start, in: timeZone, fallback: .seconds(1))
    everyMinute = scheduling.schedule(startingAt: start, in: timeZone, fallback: .seconds(60))
    sweeping = .animation(minimumInterval: frameInterval)
  }

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
