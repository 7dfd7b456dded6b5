import ClockGeometry
import Foundation
import Testing

/// How a clock's hands go on turning after its scene's instant: each hand's period, steps and
/// place in its turn agree with the angle the scene draws it at.
@Suite("Hand motion")
struct HandMotionTests {
  static let utc = ZoneRules.utc

  /// The scene's hands (their ``ScenePart/hand(_:)`` layers, not their shadows), by colour role.
  static func turns(_ options: ClockFaceOptions, at seconds: Double, in zone: ZoneRules = utc) -> [SceneRole: SceneHand] {
    let face = ClockFace(timeZone: zone, options: options)
    let scene = face.scene(at: LocalTime(Date(timeIntervalSince1970: seconds), in: zone))
    return hands(of: scene)
  }

  static func hands(of scene: ClockScene) -> [SceneRole: SceneHand] {
    var turns: [SceneRole: SceneHand] = [:]
    for layer in scene.movingLayers {
      guard case .hand(let hand) = layer.part, let role = layer.elements.first?.role else { continue }
      turns[role] = hand
    }
    return turns
  }

  @Test func motionsStartAtTheDrawnAngles() throws {
    // 2024-06-15T09:15:30.5Z.
    let seconds = 1_718_442_930.5
    for secondHand in [ClockFaceOptions.SecondHand.ticking, .sweeping] {
      for dial in [DialKind.twelveHour, .twentyFourHour] {
        let turns = Self.turns(ClockFaceOptions(dial: dial, secondHand: secondHand), at: seconds)
        for (role, turn) in turns {
          let motion = try #require(turn.motion, "\(role)")
          // A ticking hand is drawn at the step it has reached; the others where they are.
          let reached = motion.steps.map { steps in
            (motion.elapsed / Double(motion.period) * Double(steps)).rounded(.down) / Double(steps)
          } ?? motion.elapsed / Double(motion.period)
          #expect(abs(reached * 360 - turn.angle.degrees) < 1e-9, "\(role) \(secondHand) \(dial)")
        }
        #expect(turns[.hourHand]?.motion?.period == (dial == .twelveHour ? 43_200 : 86_400))
        #expect(turns[.minuteHand]?.motion?.period == 3600)
        #expect(turns[.secondHand]?.motion?.steps == (secondHand == .ticking ? 60 : nil))
        #expect(turns[.secondHand]?.motion?.elapsed == 30.5)
      }
    }
  }

  @Test func aJumpingMinuteHandStepsOnceAMinuteAndTheHourHandWithIt() throws {
    var options = ClockFaceOptions()
    options.minuteHand = .jumping
    let turns = Self.turns(options, at: 1_718_442_930.5)
    #expect(turns[.minuteHand]?.motion == HandMotion(period: 3600, steps: 60, elapsed: 930.5))
    #expect(turns[.hourHand]?.motion == HandMotion(period: 43_200, steps: 720, elapsed: 33_330.5))
  }

  @Test func aRailwaySecondHandWaitsAtTwelve() throws {
    let station = try #require(ClockStyle.named("station"))
    let turns = Self.turns(ClockFaceOptions(style: station, secondHand: .sweeping), at: 1_718_442_930.5)
    #expect(turns[.secondHand]?.motion?.turnShare == station.secondHandTurn / 60)
    #expect(station.secondHandTurn < 60)
  }

  @Test func placesInATurnComeFromLocalTimeAcrossDaylightSavingTime() throws {
    let berlin = try #require(ZoneRules.named("Europe/Berlin"))
    // 2024-03-31T00:59:59Z is 01:59:59 CET; a second later it is 03:00:00 CEST.
    let before = Self.turns(ClockFaceOptions(), at: 1_711_846_799, in: berlin)
    let after = Self.turns(ClockFaceOptions(), at: 1_711_846_800, in: berlin)
    #expect(before[.hourHand]?.motion?.elapsed == 7199)
    #expect(after[.hourHand]?.motion?.elapsed == 10_800)
    #expect(HandMotion.elapsed(secondsIntoDay: 86_399.5, period: 3600) == 3599.5)
  }

  @Test func handsOfAStopwatchDoNotFollowTheWallClock() {
    let dial = StopwatchDial(face: StopwatchFace(), stopwatch: Stopwatch())
    let scene = dial.scene(at: Date(timeIntervalSince1970: 0))
    let hands = Self.hands(of: scene)
    #expect(hands.count == 2)
    #expect(hands.values.allSatisfy { $0.motion == nil })
  }
}
