import ClockGeometry

/// How the text renderer draws the elements of one part of a dial: chosen from the layer's
/// ``ScenePart`` (and the text mode), never from an element's colour role, which only colours
/// the cell.
enum PartGlyphs: Sendable, Hashable {
  /// Lines in the characters that follow their direction, discs as `o`.
  case lines
  /// Fine tick marks: each stroke a line of `.`, so that they never read as a hand.
  case dots
  /// A countdown's unlit track: a dotted hairline, so that the lit arcs over it (thick, in
  /// line-following characters) tell how much is left even without colour.
  case dottedHairline
  /// The ASCII hour hand: `#`. Without colour the hour and the minute hand would both be lines
  /// of `- \ | /`: the shorter one drawn in `#` reads as the heavier hand, whatever its
  /// direction.
  case heavy
  /// The ASCII second hand: a needle of `*` from `pivot`, no tail.
  case needle(pivot: DialPoint)
  /// The second hand in blocks and Braille: a line from `pivot`, no tail, stopping short of the
  /// minute ticks as ASCII's needle does. The tail and its counterweight are a few cells over
  /// the other hands' hub, and the tip a tick's cell, that change every second: leaving them
  /// out cuts a Braille second at 80×24 from 142 to 98 bytes.
  case fromPivot(DialPoint)
  /// Nothing: a second hand's counterweight (on the tail the terminal leaves out), or in ASCII
  /// its tip disc, a blot.
  case hidden
  /// Dots taken away from what is under it: a countdown's mark in the face's colour over its
  /// filled face (the done check mark), which would otherwise vanish into the fill, since a
  /// cell has one ink.
  case cutOut

  /// The glyphs for `part` in `mode`.
  init(_ part: ScenePart, mode: TextMode) {
    switch part {
    case .minorTicks: self = .dots
    case .track: self = .dottedHairline
    case .hand(let hand) where mode == .ascii:
      switch hand.kind {
      case .hour: self = .heavy
      case .minute: self = .lines
      case .second: self = .needle(pivot: hand.pivot)
      case .gmt: self = .hidden  // the text renderer leaves it out with its scale
      }
    case .hand(let hand) where hand.kind == .second: self = .fromPivot(hand.pivot)
    case .counterweight(let hand) where hand.kind == .second: self = .hidden
    case .tipDisc(let hand) where mode == .ascii && hand.kind == .second: self = .hidden
    default: self = .lines
    }
  }
}
