@testable import AClockPresentations
@testable import AClockRuntime
import ClockGeometry
import ClockSchedule
import ClockText
import Foundation
import Synchronization
import Testing

/// The stopwatch and timers as the live screen shows them, on a simulated wall clock: the real
/// ``DialScreen`` with its display, run by the ``LiveRunner`` (or, for keys, pressed at chosen
/// instants), its frames recorded with the instant each was shown. What the tmux tests watch
/// in real time, here exactly and at once.
@Suite("Stopwatch and timers on a simulated wall clock")
struct DialScreenTests {
  static let start = Date(timeIntervalSince1970: LiveRunnerTests.start)  // 09:15:30.25
  static let size = TerminalSize(columns: 80, rows: 24)

  static func timers(_ timers: [(String?, Double)]) -> TimerSet {
    TimerSet(timers.map { TimerSet.Timer(Countdown(start: start, length: .seconds($0.1)), name: $0.0) })
  }

  static func display(_ timers: TimerSet, chain: TimerChain? = nil) -> TimerDisplay {
    TimerDisplay(timers: timers, mode: .ascii, cellAspect: 2, theme: nil, rings: true, holds: false, chain: chain)
  }

  /// Runs `display` on the runner to its end: the exit status, the frames, the farewell.
  static func run(_ display: some DialDisplay) throws -> (status: Int32, frames: [LiveRecorders.Frames.Shown], farewell: [String]) {
    let wall = LiveRunnerTests.Wall()
    let frames = LiveRecorders.Frames(wall), farewell = LiveRecorders.Lines(wall)
    let runner = LiveRunner(wallClock: wall.wallClock, waiter: wall.waiter, farewellOutput: farewell.output)
    let status = try runner.run(DialScreen(display: display, size: size, sink: frames))
    return (status, frames.value, farewell.value)
  }

  @Test func aThreeSecondTimerCountsDownOnItsSecondsRingsOnceAndExitsASecondLater() throws {
    let (status, frames, farewell) = try Self.run(Self.display(Self.timers([(nil, 3)])))
    // Started at +0.00: each readout on the timer's own second, the bell with done, the
    // finished screen kept a second, then exit 0 and the result on the main screen.
    #expect(frames.map(\.at) == ["+0.00", "+1.00", "+2.00", "+3.00", "+4.00"])
    #expect(frames.map { DialsLiveEndToEndTests.readouts($0.lines) } == [["00:00:03"], ["00:00:02"], ["00:00:01"], ["done"], ["done"]])
    #expect(frames.map(\.bells) == [0, 0, 0, 1, 0])
    #expect(status == 0)
    #expect(farewell == ["+4.00 timer 0:03 done"])
  }

  @Test func aChainShowsOneDialAtATimeRingingAtEachFinish() throws {
    let timers = TimerSet(chaining: [.seconds(1), .seconds(2)], names: ["a", "b"], from: Self.start)
    let (status, frames, farewell) = try Self.run(Self.display(timers, chain: TimerChain(timersPerRound: 2, rounds: 1)))
    let labels = frames.map { $0.lines.first { $0.contains("00:00:0") || $0.contains("  done") }?.trimmingCharacters(in: .whitespaces) }
    #expect(frames.map(\.at) == ["+0.00", "+1.00", "+2.00", "+3.00", "+4.00"])
    #expect(labels == ["a  next: b  00:00:01", "b  00:00:02", "b  00:00:01", "b  done", "b  done"])
    #expect(frames.map(\.bells) == [0, 1, 0, 1, 0])
    #expect(status == 0)
    #expect(farewell == ["+4.00 a 0:01 done", "+4.00 b 0:02 done"])
  }

  /// A screen shown by hand: `press` keys and `show` moments at chosen instants.
  struct Screen<Display: DialDisplay> {
    var screen: DialScreen<Display>
    let frames: LiveRecorders.Frames

    init(_ display: Display, size: TerminalSize = DialScreenTests.size) {
      frames = LiveRecorders.Frames(LiveRunnerTests.Wall())
      screen = DialScreen(display: display, size: size, sink: frames)
    }

    /// Shows `moment` at `seconds` after the start; the frame's lines.
    mutating func show(_ seconds: Double, _ moment: (Date) -> LiveMoment = { .again(now: $0) }) -> [String] {
      let now = DialScreenTests.start.addingTimeInterval(seconds)
      frames.wall.now.withLock { $0 = now.timeIntervalSince1970 }
      _ = screen.show(moment(now))
      return frames.value.last?.lines ?? []
    }

    /// Presses `key` at `seconds` after the start and shows the screen then, as the runner does.
    mutating func press(_ key: KeyCommand, at seconds: Double) -> [String] {
      screen.press(key, at: DialScreenTests.start.addingTimeInterval(seconds))
      return show(seconds)
    }

    /// Whether the screen changes by itself after `seconds` (else the runner waits for a key).
    func changes(after seconds: Double) -> Bool {
      screen.changes.entries(from: DialScreenTests.start.addingTimeInterval(seconds)).first != nil
    }
  }

  @Test func spacePausesTheTimersTheirReadoutsHoldAndSpaceResumesThem() {
    var screen = Screen(Self.display(Self.timers([("A", 3600), ("B", 120)])), size: TerminalSize(columns: 100, rows: 24))
    let running = screen.show(1, { .entry($0, now: $0) }).joined()
    #expect(running.contains("A  00:59:59") && running.contains("B  00:01:59"), "\(running)")
    // Paused 1.5 s in: 3,598.5 and 118.5 s left, shown rounded up.
    let paused = screen.press(.space, at: 1.5)
    #expect(paused.joined().contains("PAUSED"))
    #expect(DialsLiveEndToEndTests.readouts(paused) == ["00:59:59", "00:01:59"])
    #expect(!screen.changes(after: 1.5), "paused timers change only by a key")
    // An hour later (a resize, Ctrl-L), the same readouts.
    let anHourLater = screen.show(3600, { .repaint(now: $0) })
    #expect(anHourLater.joined().contains("PAUSED"))
    #expect(DialsLiveEndToEndTests.readouts(anHourLater) == ["00:59:59", "00:01:59"])
    // Resumed at +3600: 1.5 s later, 3 s have run.
    let resumed = screen.press(.space, at: 3600)
    #expect(!resumed.joined().contains("PAUSED"))
    #expect(screen.changes(after: 3600))
    #expect(DialsLiveEndToEndTests.readouts(screen.show(3601.5, { .entry($0, now: $0) })) == ["00:59:57", "00:01:57"])
  }

  @Test func theStopwatchStartsLapsStopsHoldsResumesAndResetsByKeys() {
    let stopwatch = StopwatchDisplay(stopwatch: Stopwatch(), mode: .ascii, cellAspect: 2, theme: nil)
    var screen = Screen(stopwatch, size: TerminalSize(columns: 100, rows: 30))
    let idle = screen.show(0, { .start(now: $0) })
    #expect(DialsLiveEndToEndTests.readout(idle) == 0 && idle.joined().contains("space start/stop"))
    #expect(!screen.changes(after: 0), "an idle stopwatch changes only by a key")
    _ = screen.press(.space, at: 0)
    #expect(screen.changes(after: 0))
    #expect(DialsLiveEndToEndTests.readout(screen.show(0.25, { .entry($0, now: $0) })) == 25)
    // The first lap's time is its split.
    let lapped = screen.press(.character("l"), at: 0.375)
    #expect(DialsLiveEndToEndTests.laps(lapped) == [["1", "00:00.37", "00:00.37"]])
    let stopped = screen.press(.space, at: 0.5)
    #expect(stopped.joined().contains("STOPPED") && DialsLiveEndToEndTests.readout(stopped) == 50)
    #expect(!screen.changes(after: 0.5), "a stopped stopwatch changes only by a key")
    // Held: drawn again 100 s later, the same readout.
    let held = screen.show(100, { .repaint(now: $0) })
    #expect(held.joined().contains("STOPPED") && DialsLiveEndToEndTests.readout(held) == 50)
    // Stopped, `l` does nothing; space resumes from the held time.
    #expect(DialsLiveEndToEndTests.laps(screen.press(.character("l"), at: 100)).count == 1)
    let resumed = screen.press(.space, at: 100)
    #expect(!resumed.joined().contains("STOPPED") && DialsLiveEndToEndTests.readout(resumed) == 50)
    #expect(DialsLiveEndToEndTests.readout(screen.show(100.25, { .entry($0, now: $0) })) == 75)
    // Newest first; lap 2 is split 2 − split 1.
    let two = screen.press(.character("l"), at: 100.375)
    #expect(DialsLiveEndToEndTests.laps(two) == [["2", "00:00.50", "00:00.87"], ["1", "00:00.37", "00:00.37"]])
    // Quit now, the main screen would get the time and the laps, oldest first.
    #expect(
      screen.screen.farewell(at: Self.start.addingTimeInterval(100.5)) == """
        stopwatch 00:01.00
         Lap         Time        Split
           1     00:00.37     00:00.37
           2     00:00.50     00:00.87

        """)
    let reset = screen.press(.character("r"), at: 101)
    #expect(DialsLiveEndToEndTests.readout(reset) == 0 && DialsLiveEndToEndTests.laps(reset).isEmpty)
  }
}
