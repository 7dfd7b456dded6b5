@testable import AClockCLI
@testable import AClockPresentations
@testable import AClockRuntime
@testable import AClockValues
import ClockGeometry
import ClockText
import Foundation
import Testing

/// Space on the live timers, at given instants (the display never reads the clock): countdowns
/// by duration pause; countdowns to a time run on, and alone refuse the pause on the key line.
@Suite("Timers live, pausing anchored countdowns")
struct TimerDisplayPauseTests {
  static let t0 = Date(timeIntervalSince1970: 1_718_442_900)  // 2024-06-15T09:15:00Z
  static let size = TerminalSize(columns: 100, rows: 24)

  static func display(_ specs: [String]) throws -> TimerDisplay {
    let parsed = try specs.map { try TimerSpec(parsing: $0) }
    let timers = parsed.compactMap { spec in
      spec.countdown(start: t0, zone: .utc).map { TimerSet.Timer($0, name: spec.name, anchored: spec.isAnchored) }
    }
    return TimerDisplay(
      timers: TimerSet(timers), mode: .ascii,
      cellAspect: 2, theme: nil, rings: true, holds: true)
  }

  /// The screen's text at `seconds` after t0.
  static func screen(_ display: inout TimerDisplay, at seconds: Double) -> String {
    display.frame(at: t0.addingTimeInterval(seconds), size: size).lines.joined(separator: "\n")
  }

  @Test func spaceFreezesTheDurationsAndTheCountdownToATimeRunsOn() throws {
    // tea: 4 min of running time; lunch: 09:15 → 09:20 whatever happens.
    var display = try Self.display(["tea=4m", "lunch=09:20"])
    display.handle(.space, at: Self.t0.addingTimeInterval(10))
    let paused = Self.screen(&display, at: 70)
    #expect(paused.contains("tea  00:03:50"), "\(paused)")
    #expect(paused.contains("lunch  00:03:50"))
    #expect(paused.contains(TimerDisplay.pausedButAnchored + "   " + TimerDisplay.keyHelp))
    let later = Self.screen(&display, at: 130)
    #expect(later.contains("tea  00:03:50") && later.contains("lunch  00:02:50"), "\(later)")
    // While paused, the screen still changes on lunch's seconds, and lunch finishes at 09:20.
    #expect(display.timers.nextChange(after: Self.t0.addingTimeInterval(130.5)) == Self.t0.addingTimeInterval(131))
    #expect(display.actOnEvents(at: Self.t0.addingTimeInterval(300)) == 1)
    #expect(Self.screen(&display, at: 300).contains("lunch  done"))
    // Resumed at 310: tea had 3:50 left, so it ends at 310 + 230 = 540.
    display.handle(.space, at: Self.t0.addingTimeInterval(310))
    #expect(display.timers.countdowns[0].interval.upperBound == Self.t0.addingTimeInterval(540))
    #expect(display.timers.countdowns[1].interval.upperBound == Self.t0.addingTimeInterval(300))
  }

  @Test func withOnlyCountdownsToATimeSpaceIsRefusedOnTheKeyLine() throws {
    var display = try Self.display(["lunch=09:20", "train=@2024-06-15T09:30:00Z"])
    display.handle(.space, at: Self.t0.addingTimeInterval(10))
    #expect(display.timers.pausedAt == nil)
    let screen = Self.screen(&display, at: 70)
    #expect(screen.contains(TimerDisplay.pauseRefused + "   " + TimerDisplay.keyHelp), "\(screen)")
    #expect(screen.contains("lunch  00:03:50") && screen.contains("train  00:13:50"))
    // The note lasts until the next key.
    display.handle(.character("x"), at: Self.t0.addingTimeInterval(80))
    display.handle(.space, at: Self.t0.addingTimeInterval(80))
    #expect(Self.screen(&display, at: 90).contains(TimerDisplay.pauseRefused))
  }

  @Test func aKeyLineTooLongForTheScreenKeepsItsNews() {
    var frame = TextFrame(columns: 30, rows: 1)
    KeyHelpLine(keys: TimerDisplay.keyHelp, theme: nil).write(state: TimerDisplay.pausedButAnchored, into: &frame, width: 30)
    #expect(frame.lines == ["PAUSED (countdowns to a time…"])
  }
}
