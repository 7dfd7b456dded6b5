/// What part of a dial a ``SceneLayer`` draws, apart from the colour each of its elements takes
/// (its ``SceneRole``): a plate is painted in the face's colour but is no face, a cap in the
/// second hand's but is no hand.
///
/// A renderer decides from the part alone what to do with a layer: turn a ``hand(_:)`` as a
/// group, blur a run of ``shadow(of:offset:)`` layers as one, write ``caption`` and ``readout``
/// texts on a line of their own, leave a ``plate`` out where labels are written elsewhere.
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
  /// Text that names something (a zone, a timer's caption or note); a renderer may shorten it.
  case caption
  /// Text that reads out the time (the time, a date, a stopwatch's or a timer's readout); never
  /// shortened.
  case readout
  /// The backing of a label written over the hands: the ``caption`` or ``readout`` layer after it.
  case plate
  /// A hand, drawn turned to its angle about its pivot; a counterweight or tip disc is part of
  /// it and turns with it.
  case hand(SceneHand)
  /// The cap over the pivot, and the pin in its middle.
  case cap
  /// A soft shadow: of `hand` (turned as the hand is), or of the cap when nil; its elements are
  /// the hand's or the cap's moved by `offset` (dial radii). Consecutive shadow layers are one
  /// shadow: where two hands' shadows overlap it is no darker.
  case shadow(of: SceneHand?, offset: DialPoint)

  /// Whether this is a ``shadow(of:offset:)``.
  public var isShadow: Bool {
    if case .shadow = self { true } else { false }
  }
}
