import ClockGeometry
import ClockTestSupport
import Foundation
import Testing

/// How each style moves its hands: the station clock's minute hand jumps once a minute, as
/// Hilfiker's does, and takes the hour hand with it; the other styles glide. Expected angles are
/// worked out by hand here: 6° a minute and 0.5° an hour-hand minute, 30° an hour.
@Suite("Styled motion")
struct StyledMotionTests {
  static let utc = Zones.named("UTC")

  /// The minute and hour hands' angles in the scene of `style` at 10:09 and `second` UTC
  /// (2024-06-15), by ``SceneHand``.
  static func angles(_ style: ClockStyle, second: Double, secondHand: ClockFaceOptions.SecondHand = .ticking)
    throws -> (minute: Double, hour: Double, motion: HandMotion?)
  {
    let face = ClockFace(timeZone: utc, options: ClockFaceOptions(style: style, secondHand: secondHand))
    // 2024-06-15T10:09:00Z.
    let instant = Date(timeIntervalSince1970: 1_718_446_140 + second)
    let hands = HandMotionTests.hands(of: face.scene(at: LocalTime(instant, in: utc)))
    let minute = try #require(hands[.minuteHand])
    let hour = try #require(hands[.hourHand])
    return (minute.angle.degrees, hour.angle.degrees, minute.motion)
  }

  @Test("The station minute hand stands on the minute mark all minute", arguments: [0.0, 20, 50, 58.5, 59.999])
  func stationMinuteHandJumps(second: Double) throws {
    let station = try #require(ClockStyle.named("station"))
    for secondHand in [ClockFaceOptions.SecondHand.ticking, .sweeping, .hidden] {
      let angles = try Self.angles(station, second: second, secondHand: secondHand)
      #expect(angles.minute == 54, "10:09 and \(second) s, \(secondHand)")
      #expect(angles.hour == 304.5, "10:09 and \(second) s, \(secondHand)")
    }
  }

  @Test func stationMinuteHandMovesOnTheMinute() throws {
    let station = try #require(ClockStyle.named("station"))
    let next = try Self.angles(station, second: 60)
    #expect(next.minute == 60 && next.hour == 305)
    // The SVG's animation steps it 60 times an hour, 20 s into the tenth minute.
    let motion = try #require(try Self.angles(station, second: 20).motion)
    #expect(motion == HandMotion(period: 3600, steps: 60, elapsed: 560))
  }

  @Test func otherStylesGlide() throws {
    for name in ClockStyle.builtInNames where name != "station" {
      let style = try #require(ClockStyle.named(name))
      #expect(style.minuteHandMotion == .gliding, "\(name)")
      let angles = try Self.angles(style, second: 30)
      #expect(abs(angles.minute - 57) < 1e-9, "\(name): \(angles.minute)")
      #expect(abs(angles.hour - 304.75) < 1e-9, "\(name): \(angles.hour)")
      #expect(angles.motion?.steps == nil, "\(name)")
    }
  }

  @Test func optionsOverrideTheStyle() throws {
    let station = try #require(ClockStyle.named("station"))
    var gliding = ClockFaceOptions(style: station, minuteHand: .gliding)
    #expect(gliding.minuteHand == .gliding)
    gliding.minuteHand = .jumping
    #expect(gliding == ClockFaceOptions(style: station))
    var classic = ClockFaceOptions(style: .classic)
    #expect(classic.minuteHand == .gliding)
    // Left to the style, the choice follows a changed style.
    classic.style = station
    #expect(classic.minuteHand == .jumping)
  }

  @Test func styleFilesSayHowTheMinuteHandMoves() throws {
    let jumping = try ClockStyle(fileText: "base = classic\nname = mine\nminute-hand-motion = jumping\n", source: "mine.style")
    #expect(jumping.minuteHandMotion == .jumping)
    #expect(try ClockStyle(fileText: jumping.fileText, source: "again") == jumping)
    // A complete file from before the key existed still loads, gliding.
    let station = try #require(ClockStyle.named("station"))
    let old = station.fileText.split(separator: "\n").filter { !$0.hasPrefix("minute-hand-motion") }.joined(separator: "\n")
    #expect(try ClockStyle(fileText: old, source: "old.style").minuteHandMotion == .gliding)
  }
}
