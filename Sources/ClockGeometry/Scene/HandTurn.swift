/// Which run of a scene's moving elements is one hand (or its shadow), turned to `angle` about
/// `pivot`: the same elements drawn at 12 o'clock and rotated clockwise by `angle` about
/// `pivot` give the run. A shadow's run is also moved by ``ClockScene/shadowOffset``.
///
/// Renderers that keep structure (the SVG writer) draw each run as a group with a rotation,
/// so a web page can turn the hand; renderers that draw pixels ignore it.
package struct HandTurn: Sendable, Hashable {
  /// The hand: ``SceneRole/hourHand``, ``SceneRole/minuteHand`` or ``SceneRole/secondHand``.
  package let hand: SceneRole
  /// How far the hand is turned from 12 o'clock, clockwise.
  package let angle: DialAngle
  /// The point it turns about, in unit dial space (the dial's centre, or a sub-dial's).
  package let pivot: DialPoint
  /// The offsets in ``ClockScene/movingElements`` of the elements that draw it.
  package let elements: Range<Int>
  /// Whether the run is the hand's shadow.
  package let isShadow: Bool
  /// How the hand goes on turning after the scene's instant: set for a clock's hands, nil for
  /// hands that show something other than the wall clock (a stopwatch's, a timer's).
  package let motion: HandMotion?

  /// A run of elements that draws `hand` turned by `angle` about `pivot`, moving on with `motion`.
  package init(
    hand: SceneRole, angle: DialAngle, pivot: DialPoint = .center, elements: Range<Int>, isShadow: Bool = false,
    motion: HandMotion? = nil
  ) {
    self.hand = hand
    self.angle = angle
    self.pivot = pivot
    self.elements = elements
    self.isShadow = isShadow
    self.motion = motion
  }

  /// The same run `offset` elements later (labels put before it).
  package func shifted(by offset: Int) -> HandTurn {
    HandTurn(
      hand: hand, angle: angle, pivot: pivot,
      elements: (elements.lowerBound + offset)..<(elements.upperBound + offset), isShadow: isShadow,
      motion: motion)
  }
}
