import ClockSchedule
import ConcurrencyExtras
import Foundation

/// Wall time that follows a test clock: `base` + `warp`(seconds elapsed on the clock) + `step`.
///
/// A ticker only sees the wall clock disagree with the clock it waits on, so this one seam models
/// every disagreement: setting `step` is the wall clock being stepped (NTP, a manual change) or,
/// equally, the ticker being woken that much late (positive) or early (negative); `warp` makes
/// the two clocks run at different, varying rates.
struct SimulatedWall<C: Clock<Duration>>: Sendable {
  let clock: C
  let origin: C.Instant
  let base: Date
  let warp: @Sendable (TimeInterval) -> TimeInterval
  let step = LockIsolated<TimeInterval>(0)

  init(clock: C, base: Date, warp: @escaping @Sendable (TimeInterval) -> TimeInterval = { $0 }) {
    self.clock = clock
    self.origin = clock.now
    self.base = base
    self.warp = warp
  }

  var wallClock: WallClock {
    WallClock { [self] in now() }
  }

  func now() -> Date {
    let (seconds, attoseconds) = origin.duration(to: clock.now).components
    return base.addingTimeInterval(warp(Double(seconds) + Double(attoseconds) / 1e18) + step.value)
  }
}
