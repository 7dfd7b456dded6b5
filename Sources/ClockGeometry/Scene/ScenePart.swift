/// What part of a dial a ``SceneLayer`` draws, apart from the colour each of its elements takes
/// (its ``SceneRole``): a cap is painted in the second hand's colour but is no hand.
///
/// A renderer decides from the part alone what to do with a layer: turn a ``hand(_:)`` with its
/// ``counterweight(_:)`` and ``tipDisc(_:)`` as one group, blur a run of
/// ``shadow(of:offset:)`` layers as one, write ``caption`` and ``readout`` texts on a line of
/// their own, draw ``minorTicks`` as dots in text.
public enum ScenePart: Sendable, Hashable {
  /// The dial's disc.
  case face
  /// The ring around the face, or around a sub-dial.
  case rim
  /// Fine tick marks: minutes, a stopwatch's seconds, a sub-dial's minutes.
  case minorTicks
  /// Strong tick marks: hours, every five seconds, every five minutes of a sub-dial.
  case majorTicks
  /// The numerals around the dial.
  case numerals
  /// A countdown's unlit ring track.
  case track
  /// A countdown's lit rings: an arc each, or whole rings once it has finished.
  case rings
  /// A complication (a date window, a day-and-night dial, the moon's aperture): drawn on the
  /// dial under the labels and the hands, its text included.
  case complication
  /// Text that names something (a zone, a timer's caption or note); a renderer may shorten it.
  case caption
  /// Text that reads out the time (the time, a date, a stopwatch's or a timer's readout); never
  /// shortened.
  case readout
  /// A hand's silhouette, drawn turned to its angle about its pivot.
  case hand(SceneHand)
  /// The disc on a hand's tail that balances it; it turns with the hand, in the layer after
  /// the hand's.
  case counterweight(SceneHand)
  /// The disc at a hand's tip (a lollipop needle); it turns with the hand, in a layer after
  /// the hand's.
  case tipDisc(SceneHand)
  /// The cap over the pivot, and the pin in its middle.
  case cap
  /// A soft shadow: of `hand` (turned as the hand is), or of the cap when nil; its elements are
  /// the hand's or the cap's moved by `offset` (dial radii). Consecutive shadow layers are one
  /// shadow: where two hands' shadows overlap it is no darker.
  case shadow(of: SceneHand?, offset: DialPoint)

  /// The hand this layer turns with: a ``hand(_:)``, its ``counterweight(_:)`` and
  /// ``tipDisc(_:)``, and its ``shadow(of:offset:)``; nil for a part that does not turn.
  ///
  /// Consecutive layers with the same hand are one hand: a renderer that turns hands as groups
  /// turns them together.
  public var hand: SceneHand? {
    switch self {
    case .hand(let hand), .counterweight(let hand), .tipDisc(let hand): hand
    case .shadow(let hand, _): hand
    default: nil
    }
  }

  /// Whether this is a ``shadow(of:offset:)``.
  public var isShadow: Bool {
    if case .shadow = self { true } else { false }
  }
}
