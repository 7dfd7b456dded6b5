/// What a scene element is, so a theme can give it a colour and a renderer a weight.
public enum SceneRole: String, Sendable, Hashable, CaseIterable {
  /// The dial's disc.
  case face
  /// The ring around the face.
  case rim
  /// The unlit track under a countdown ring.
  case track
  /// Minute tick marks.
  case minuteTick
  /// Hour tick marks.
  case hourTick
  /// Hour numerals.
  case numeral
  /// Digital time or zone name inside the face.
  case label
  /// The soft shadow under the hands.
  case shadow
  /// The hour hand.
  case hourHand
  /// The minute hand.
  case minuteHand
  /// The second hand, its counterweight and the cap over the pivot.
  case secondHand
  /// What marks a finished countdown: its rings and readout turn this colour.
  case finished
}
