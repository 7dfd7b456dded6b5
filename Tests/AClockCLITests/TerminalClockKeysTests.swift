@testable import AClockCLI
@testable import AClockPresentations
@testable import AClockRuntime
import ArgumentParser
import ClockGeometry
import ClockSchedule
import ClockText
import Foundation
import Testing

/// What the live clock's keys change, without a terminal: the face, the drawing, and the
/// schedule the clock follows for each second hand (`ClockPace`).
@Suite("Terminal clock keys")
struct TerminalClockKeysTests {
  static let instant = Date(timeIntervalSince1970: 1_795_471_777)  // 2026-11-23T22:09:37Z
  static let size = TerminalSize(columns: 80, rows: 24)

  static func clock(_ options: ClockFaceOptions, zones: [ZoneRules] = [.utc], mode: TextMode = .ascii) -> TerminalClock {
    TerminalClock(zones: zones, face: options, theme: nil, mode: mode, cellAspect: 2)
  }

  @Test func theSecondHandGoesAndComesBackAsItWas() {
    for hand in [ClockFaceOptions.SecondHand.ticking, .sweeping] {
      var clock = Self.clock(ClockFaceOptions(secondHand: hand, label: .time))
      clock.toggleSecondHand()
      #expect(clock.face.secondHand == .hidden)
      clock.toggleSecondHand()
      #expect(clock.face.secondHand == hand)
    }
    // After --no-seconds, `s` shows a ticking hand.
    var clock = Self.clock(ClockFaceOptions(secondHand: .hidden))
    clock.toggleSecondHand()
    #expect(clock.face.secondHand == .ticking)
  }

  @Test func aToggledClockDrawsAsOneMadeThatWay() {
    var toggled = Self.clock(ClockFaceOptions(label: .twelveHour))
    _ = toggled.update(at: Self.instant, size: Self.size)
    toggled.toggleSecondHand()
    toggled.toggleDial()
    toggled.draw(with: .braille)
    let made = Self.clock(ClockFaceOptions(dial: .twentyFourHour, secondHand: .hidden, label: .twelveHour), mode: .braille)
    var fresh = made
    #expect(toggled.update(at: Self.instant, size: Self.size).frame == fresh.frame(at: Self.instant, size: Self.size))
    #expect(toggled.face.dial == .twentyFourHour && toggled.mode == .braille)
    // The label lost its seconds with the hand.
    #expect(toggled.frame(at: Self.instant, size: Self.size).lines.contains { $0.contains("10:09 PM") })
    toggled.toggleDial()
    #expect(toggled.face.dial == .twelveHour)
  }

  @Test func aWorldClockNamesEachZoneBesideTheDate() throws {
    let tokyo = try #require(ZoneRules.named("Asia/Tokyo"))
    var clock = Self.clock(ClockFaceOptions(label: .date), zones: [.utc, tokyo])
    let lines = clock.frame(at: Self.instant, size: Self.size).lines
    #expect(lines.contains { $0.contains("UTC  2026-11-23 Mon") && $0.contains("Tokyo  2026-11-24 Tue") }, "\(lines.joined(separator: "\n"))")
  }

  @Test func thePaceFollowsTheSecondHand() throws {
    let start = Self.instant
    let pace = try ScheduleOptions.parse([]).pace(startingAt: start, in: .utc, frameInterval: .milliseconds(100))
    let midnight = Date(timeIntervalSince1970: 1_795_392_000)
    #expect(pace.schedule(for: .ticking) == .periodic(from: midnight, by: .seconds(1)))
    #expect(pace.schedule(for: .hidden) == .periodic(from: midnight, by: .seconds(60)))
    #expect(pace.schedule(for: .sweeping) == .animation(minimumInterval: .milliseconds(100)))
    // The hidden hand's entries are whole minutes: the cursor made on a key press draws the
    // minute on display at once.
    var cursor = TickCursor(schedule: pace.schedule(for: .hidden))
    #expect(cursor.step(at: start) == .due(Date(timeIntervalSince1970: 1_795_471_740)))
    #expect(cursor.step(at: start) == .wait(until: Date(timeIntervalSince1970: 1_795_471_800)))
  }

  @Test func aGivenScheduleHoldsWhateverTheHand() throws {
    let pace = try ScheduleOptions.parse(["--every-minute"]).pace(startingAt: Self.instant, in: .utc, frameInterval: .seconds(1))
    for hand in ClockFaceOptions.SecondHand.allCases {
      #expect(pace.schedule(for: hand) == .everyMinute(in: .utc))
    }
  }

  @Test func theHelpFitsAnyScreenAndSaysWhenMIsUseless() {
    let help = KeyHelpOverlay(modes: TextMode.allCases, theme: nil)
    #expect(help.lines == ["s  second hand on/off", "2  12/24-hour dial", "m  ASCII/blocks/Braille", "?  close this help", "q  quit"])
    #expect(KeyHelpOverlay(modes: [.ascii], theme: nil).lines[2] == "m  ASCII only (no UTF-8)")
    // 40×12: boxed, in the middle.
    var frame = TextFrame(columns: 40, rows: 12)
    help.write(into: &frame, asciiOnly: true)
    #expect(frame.lines == [
      "", "",
      "      +- keys ------------------+",
      "      | s  second hand on/off   |",
      "      | 2  12/24-hour dial      |",
      "      | m  ASCII/blocks/Braille |",
      "      | ?  close this help      |",
      "      | q  quit                 |",
      "      +-------------------------+",
      "", "", "",
    ])
    // Too small for the box: the lines alone, cut to the screen.
    var small = TextFrame(columns: 12, rows: 4)
    help.write(into: &small, asciiOnly: false)
    #expect(small.lines == ["s  second ha", "2  12/24-hou", "m  ASCII/blo", "?  close thi"])
    var tiny = TextFrame(columns: 3, rows: 3)
    help.write(into: &tiny, asciiOnly: false)
    #expect(tiny.lines == ["s", "2", "m"])
    var unicode = TextFrame(columns: 30, rows: 7)
    help.write(into: &unicode, asciiOnly: false)
    #expect(unicode.lines.first == " ┌─ keys ──────────────────┐")
    #expect(unicode.lines.last == " └─────────────────────────┘")
  }
}
