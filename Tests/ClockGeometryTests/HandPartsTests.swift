import ClockGeometry
import Foundation
import Testing

/// A hand's counterweight and tip disc are parts of their own (``ScenePart/counterweight(_:)``,
/// ``ScenePart/tipDisc(_:)``), in the layers right after the hand's, turning with the same hand.
@Suite("Hand parts")
struct HandPartsTests {
  /// The classic style's second hand: tail 0.2, counterweight radius 0.035, no tip disc (from
  /// its style file); at 09:15:00 UTC it points to 12, so its counterweight sits 0.6 of the tail
  /// below the centre.
  @Test func theCounterweightFollowsItsHand() throws {
    let time = LocalTime(Date(timeIntervalSince1970: 1_718_442_900), in: .utc)  // 2024-06-15T09:15:00Z
    var options = ClockFaceOptions(style: .classic)
    options.shadow = false
    let scene = ClockScene(time: time, timeZone: .utc, options: options)
    let turning = scene.movingLayers.filter { $0.part.hand != nil }
    let kinds = turning.map { layer -> String in
      switch layer.part {
      case .hand(let hand): "hand \(hand.kind)"
      case .counterweight(let hand): "counterweight \(hand.kind)"
      case .tipDisc(let hand): "tip disc \(hand.kind)"
      default: "\(layer.part)"
      }
    }
    #expect(kinds == ["hand hour", "hand minute", "hand second", "counterweight second"])
    let counterweight = try #require(turning.last)
    #expect(counterweight.part.hand == turning[2].part.hand)
    #expect(Array(counterweight.elements) == [.disc(center: DialPoint(x: 0, y: 0.12), radius: 0.035, role: .secondHand)])
    // The hand's own layer is the line alone.
    #expect(turning[2].elements.count == 1)
    if case .segment = turning[2].elements.first {} else { Issue.record("second hand: \(turning[2].elements)") }
  }

  @Test func aShadowTurnsWithItsHandButTheCapsDoesNot() {
    let hand = SceneHand(.minute, angle: DialAngle(degrees: 30))
    #expect(ScenePart.shadow(of: hand, offset: DialPoint(x: 0.01, y: 0.02)).hand == hand)
    #expect(ScenePart.shadow(of: nil, offset: DialPoint(x: 0.01, y: 0.02)).hand == nil)
    #expect(ScenePart.cap.hand == nil && ScenePart.minorTicks.hand == nil)
  }
}
