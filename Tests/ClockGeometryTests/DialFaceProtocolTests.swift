import ClockGeometry
import Foundation
import Testing

/// Every kind of dial draws through `DialFace.scene(at:)` exactly as through its own face.
@Suite("Dial faces, drawn alike")
struct DialFaceProtocolTests {
  static func at(_ secondsAfterT0: Double) -> Date { StopwatchTests.at(secondsAfterT0) }

  @Test func aClockFaceReadsTheInstantInItsZone() throws {
    let kathmandu = try #require(ZoneRules.named("Asia/Kathmandu"))
    let face = ClockFace(timeZone: kathmandu, options: ClockFaceOptions(label: .both))
    let instant = Self.at(0.5)
    #expect(face.scene(at: instant) == face.scene(at: LocalTime(instant, in: kathmandu)))
    // Not the reading of another zone: 15:00:30 in Kathmandu, 09:15:30 in UTC.
    #expect(face.scene(at: instant) != face.scene(at: LocalTime(instant, in: .utc)))
  }

  @Test func aStopwatchDialShowsItsStopwatchsElapsedTime() {
    var dial = StopwatchDial(face: StopwatchFace(), stopwatch: Stopwatch())
    #expect(dial.scene(at: Self.at(10)) == StopwatchFace().scene(elapsed: .zero))
    dial.stopwatch.start(at: Self.at(0))
    dial.stopwatch.stop(at: Self.at(5.23))
    // Stopped: the same 5.23 s at any later instant.
    #expect(dial.scene(at: Self.at(60)) == StopwatchFace().scene(elapsed: .milliseconds(5230)))
  }

  @Test func aCountdownDialShowsTheTimeLeftAndHoldsItWhilePaused() {
    let tea = Countdown(start: Self.at(0), length: .seconds(240))
    let face = CountdownFace(length: tea.length, caption: "Tea")
    var dial = CountdownDial(face: face, countdown: tea)
    #expect(dial.scene(at: Self.at(20.5)) == face.scene(remaining: .milliseconds(219_500)))
    dial.pausedAt = Self.at(20.5)
    #expect(dial.scene(at: Self.at(100)) == face.scene(remaining: .milliseconds(219_500)))
    // An instant before the pause is read as itself.
    #expect(dial.scene(at: Self.at(10)) == face.scene(remaining: .seconds(230)))
  }

  @Test func dialsOfEveryKindInOneList() {
    var watch = Stopwatch()
    watch.start(at: Self.at(0))
    let tea = Countdown(start: Self.at(0), length: .seconds(240))
    let dials: [any DialFace] = [
      ClockFace(timeZone: .utc),
      StopwatchDial(face: StopwatchFace(), stopwatch: watch),
      CountdownDial(face: CountdownFace(length: tea.length), countdown: tea),
    ]
    let scenes = dials.map { $0.scene(at: Self.at(15)) }
    #expect(scenes == [
      ClockFace(timeZone: .utc).scene(at: LocalTime(Self.at(15), in: .utc)),
      StopwatchFace().scene(elapsed: .seconds(15)),
      CountdownFace(length: tea.length).scene(remaining: .seconds(225)),
    ])
  }
}
