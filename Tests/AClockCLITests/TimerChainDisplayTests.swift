@testable import AClockCLI
@testable import AClockPresentations
@testable import AClockRuntime
import ClockGeometry
import ClockText
import Foundation
import Testing

/// A chain of timers (`--chain --repeat`) on the screen and in a status line, at given instants
/// (nothing reads the clock): only the running timer is drawn, with its round and the next
/// timer's name; each finishing rings; a pause moves the rest of the chain later.
@Suite("Timers in a chain, at given instants")
struct TimerChainDisplayTests {
  static let t0 = Date(timeIntervalSince1970: 1_718_442_900)  // 2024-06-15T09:15:00Z
  static let size = TerminalSize(columns: 100, rows: 24)
  static let chain = TimerChain(timersPerRound: 2, rounds: 2)

  /// work 25 min, break 5 min, twice.
  static func pomodoro(names: [String?] = ["work", "break"]) -> TimerSet {
    TimerSet(chaining: [.seconds(1500), .seconds(300)], names: names, rounds: 2, from: t0)
  }

  static func display() -> TimerDisplay {
    TimerDisplay(
      timers: pomodoro(), mode: .ascii, cellAspect: 2, theme: nil, rings: true, holds: false, chain: chain)
  }

  static func screen(_ display: inout TimerDisplay, at seconds: Double) -> String {
    display.frame(at: t0.addingTimeInterval(seconds), size: size).lines.joined(separator: "\n")
  }

  static func readouts(_ screen: String) -> [Substring] {
    screen.split(whereSeparator: \.isWhitespace).filter { $0.wholeMatch(of: /\d\d:\d\d:\d\d/) != nil }
  }

  @Test func onlyTheRunningTimerIsDrawnWithItsRoundAndTheNextOne() {
    var display = Self.display()
    let first = Self.screen(&display, at: 1)
    #expect(first.contains("work 1/2  next: break  00:24:59"), "\(first)")
    #expect(Self.readouts(first) == ["00:24:59"])
    // The first break, from the instant work ends.
    #expect(Self.screen(&display, at: 1500).contains("break 1/2  next: work  00:05:00"))
    #expect(Self.screen(&display, at: 1800.5).contains("work 2/2  next: break  00:25:00"))
    // The last has no next; once it has finished it stays on the screen, green, at 00:00:00.
    let last = Self.screen(&display, at: 3599)
    #expect(last.contains("break 2/2  00:00:01") && !last.contains("next"), "\(last)")
    #expect(Self.screen(&display, at: 3700).contains("break 2/2  done"))
  }

  @Test func eachFinishRingsAndTheDisplayEndsASecondAfterTheLast() {
    var display = Self.display()
    #expect(display.actOnEvents(at: Self.t0.addingTimeInterval(1499)) == 0)
    #expect(display.actOnEvents(at: Self.t0.addingTimeInterval(1500)) == 1)
    #expect(display.actOnEvents(at: Self.t0.addingTimeInterval(1501)) == 0)
    #expect(display.actOnEvents(at: Self.t0.addingTimeInterval(1800)) == 1)
    #expect(display.exitStatus(at: Self.t0.addingTimeInterval(3600)) == nil)
    #expect(display.exitStatus(at: Self.t0.addingTimeInterval(3601)) == 0)
  }

  @Test func spacePausesTheRunningTimerAndTheRestWait() {
    var display = Self.display()
    display.handle(.space, at: Self.t0.addingTimeInterval(10))
    #expect(Self.screen(&display, at: 70).contains("work 1/2  next: break  00:24:50"))
    display.handle(.space, at: Self.t0.addingTimeInterval(70))
    // A minute paused: work ends at 1560, not 1500, and the break runs to 1860.
    #expect(Self.screen(&display, at: 1500).contains("work 1/2  next: break  00:01:00"))
    #expect(Self.screen(&display, at: 1560).contains("break 1/2  next: work  00:05:00"))
    #expect(display.timers.countdowns[3].interval.upperBound == Self.t0.addingTimeInterval(3660))
  }

  @Test func quitEarlyTheLinesAreTheTimersStartedSoFar() {
    let display = Self.display()
    #expect(display.farewell(at: Self.t0.addingTimeInterval(30)) == "work 24:30 left of 25:00\n")
    #expect(display.farewell(at: Self.t0.addingTimeInterval(1560)) == "work 25:00 done\nbreak 4:00 left of 5:00\n")
    #expect(display.farewell(at: Self.t0.addingTimeInterval(4000))?.split(separator: "\n").count == 4)
  }

  @Test func theStatusLineFollowsTheRunningTimerAndItsTooltipTheNext() {
    let status = TimerStatus(timers: Self.pomodoro(), template: nil, actions: nil, chain: Self.chain)
    let working = status.line(at: Self.t0.addingTimeInterval(300))
    #expect(working.text == "work 20:00")
    #expect(working.tooltip == "work 20:00 left of 25:00\nnext: break 5:00")
    #expect(working.percentage == 20)
    let resting = status.line(at: Self.t0.addingTimeInterval(1650))
    #expect(resting.text == "break 2:30" && resting.percentage == 50)
    let done = status.line(at: Self.t0.addingTimeInterval(3600))
    #expect(done.text == "break done" && done.className == "done" && done.tooltip == "break 5:00 done")
  }

  @Test func unnamedTimersInAChainAreNamedByTheirLength() {
    var display = TimerDisplay(
      timers: Self.pomodoro(names: [nil, nil]), mode: .ascii, cellAspect: 2, theme: nil, rings: true, holds: false, chain: Self.chain)
    #expect(Self.screen(&display, at: 1).contains("1/2  next: 5:00  00:24:59"))
    let once = TimerSet(chaining: [.seconds(1500), .seconds(300)], names: [nil, "break"], from: Self.t0)
    #expect(TimerChain(timersPerRound: 2, rounds: 1).dialCaption(index: 1, in: once) == "break")
  }
}
