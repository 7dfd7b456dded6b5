@testable import AClockPresentations
@testable import AClockRuntime
@testable import AClockValues
import ClockGeometry
import Foundation
import Testing

/// Status lines and timers in a script on a simulated wall clock: the real ``StatusLines`` and
/// ``TimerWait`` run by the ``LiveRunner``, each line recorded with the instant it was written.
/// The end-to-end tests check the binary's lines and their order; the instants are checked here.
@Suite("Status lines and timers in a script, on a simulated wall clock")
struct LiveLinesTests {
  static let start = DialScreenTests.start  // 09:15:30.25

  /// Runs `presentation`, made with the recorder's output, to its end or `count` lines.
  static func run<P: LivePresentation>(count: Int? = nil, _ presentation: (LineOutput) -> P) throws -> (status: Int32, lines: [String]) {
    let wall = LiveRunnerTests.Wall()
    let lines = LiveRecorders.Lines(wall)
    let status = try LiveRunner(wallClock: wall.wallClock, count: count, waiter: wall.waiter).run(presentation(lines.output))
    return (status, lines.value)
  }

  @Test func timersPrintALineAtEachOfTheirOwnSecondsThenEnd() throws {
    // a changes at +0.5 s and ends at +1.5 s; b changes at +1 s and ends at +2 s.
    let timers = DialScreenTests.timers([("a", 1.5), ("b", 2)])
    let (status, lines) = try Self.run { StatusLines(TimerStatus(timers: timers, template: nil, actions: nil), output: .text, lines: $0) }
    #expect(lines == ["+0.00 a 0:02  b 0:02", "+0.50 a 0:01  b 0:02", "+1.00 a 0:01  b 0:01", "+1.50 a done  b 0:01", "+2.00 a done  b done"])
    #expect(status == 0)
  }

  @Test func aStopwatchStatusLineChangesOnItsOwnWholeSeconds() throws {
    // Started 62.5 s before: 1:02 now, 1:03 half a second later, then a second apart.
    var stopwatch = Stopwatch()
    stopwatch.start(at: Self.start.addingTimeInterval(-62.5))
    let (status, lines) = try Self.run(count: 3) { StatusLines(StopwatchStatus(stopwatch: stopwatch, template: nil), output: .text, lines: $0) }
    #expect(lines == ["+0.00 1:02", "+0.50 1:03", "+1.50 1:04"])
    #expect(status == 0)
  }

  @Test func aScriptPrintsEachTimerAsItFinishes() throws {
    let timers = DialScreenTests.timers([(nil, 0.625), ("Tea", 0.375)])
    let (status, lines) = try Self.run { TimerWait(timers: timers, actions: nil, chain: nil, lines: $0) }
    #expect(lines == ["+0.38 Tea 0:01 done", "+0.62 timer 0:01 done"])
    #expect(status == 0)
  }

  @Test func aScriptFinishesAChainsTimersOneAfterTheOther() throws {
    let timers = TimerSet(chaining: [.seconds(1), .seconds(1)], names: ["a", "b"], from: Self.start)
    let (status, lines) = try Self.run { TimerWait(timers: timers, actions: nil, chain: TimerChain(timersPerRound: 2, rounds: 1), lines: $0) }
    #expect(lines == ["+1.00 a 0:01 done", "+2.00 b 0:01 done"])
    #expect(status == 0)
  }
}
