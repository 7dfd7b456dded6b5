/// A hand as a ``ScenePart``: which it is, how far it is turned about which point, and how it
/// goes on turning.
///
/// Its layer's elements are the hand drawn at `angle`; the same elements turned back by `angle`
/// about `pivot` are the hand at 12 o'clock, so a renderer that keeps structure (the SVG writer)
/// draws the upright hand in a group rotated by `angle`, and a page can turn it.
public struct SceneHand: Sendable, Hashable {
  /// Which hand this is.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The hour hand; a stopwatch has none.
    case hour
    /// The minute hand; a stopwatch's sub-dial hand counts its minutes.
    case minute
    /// The second hand; a stopwatch's sweep hand.
    case second
    /// A second-zone (GMT) hand: once round a day, in another zone's time.
    case gmt
  }

  /// Which hand this is.
  public let kind: Kind
  /// How far the hand is turned from 12 o'clock, clockwise.
  public let angle: DialAngle
  /// The point it turns about, in unit dial space: the dial's centre, or a sub-dial's.
  public let pivot: DialPoint
  /// How the hand goes on turning after the scene's instant: set for a clock's hands, nil for
  /// hands that show something other than the wall clock (a stopwatch's).
  public let motion: HandMotion?

  /// A hand of `kind` turned by `angle` about `pivot`, moving on with `motion`.
  public init(_ kind: Kind, angle: DialAngle, pivot: DialPoint = .center, motion: HandMotion? = nil) {
    self.kind = kind
    self.angle = angle
    self.pivot = pivot
    self.motion = motion
  }
}

extension SceneHand.Kind {
  /// The hand a face draws in `role`'s colour (hour, minute; anything else is the second hand).
  package init(_ role: SceneRole) {
    switch role {
    case .hourHand: self = .hour
    case .minuteHand: self = .minute
    default: self = .second
    }
  }
}
