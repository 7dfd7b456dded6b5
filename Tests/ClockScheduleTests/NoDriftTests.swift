import ClockSchedule
import Clocks
import ConcurrencyExtras
import Foundation
import Testing

/// A simulated day of ticks on an ImmediateClock whose wall clock runs 0.5 % fast, so every
/// wake-up lands 5 ms late by the wall clock. A ticker that added up its waits would drift 5 ms a
/// tick and skip a second every 200 ticks; this one stays on the boundaries all day.
@Suite("Ticker over a day", .serialized)
struct NoDriftTests {
  @Test func aDayOfLateWakeUpsNeitherDriftsNorSkips() async {
    await withMainSerialExecutor {
      let clock = ImmediateClock()
      // Starts at 2024-06-15T00:00:00.1Z.
      let wall = SimulatedWall(clock: clock, base: unix(1_718_409_600.1)) { elapsed in elapsed * 1.005 }
      var iterator = Ticker(schedule: .everySecond, clock: clock, wallClock: wall.wallClock).makeAsyncIterator()
      var previous: Date?
      var irregular = 0
      var worstLateness = 0.0
      for _ in 0...86_400 {
        guard let entry = await iterator.next() else { break }
        if let previous, entry.timeIntervalSince(previous) != 1 { irregular += 1 }
        if previous != nil { worstLateness = max(worstLateness, wall.now().timeIntervalSince(entry)) }
        previous = entry
      }
      #expect(irregular == 0)
      // The 86 401st entry is the next midnight, 2024-06-16T00:00:00Z.
      #expect(previous == unix(1_718_496_000))
      #expect(worstLateness > 0.004 && worstLateness < 0.0051)
    }
  }
}
