/// How one hand of a clock looks, in dial radii: its outline, reach and weights.
///
/// A hand points from the pivot toward ``length``; ``tail`` runs behind the pivot. Styles
/// choose an ``Outline`` per hand, so a station clock's baton and a Breguet hand's hollow moon
/// come from the same few numbers.
public struct HandDesign: Sendable, Hashable {
  /// The silhouette of a hand.
  public enum Outline: String, Sendable, Hashable, CaseIterable {
    /// A stroke of even width with round ends (a needle when thin).
    case line
    /// A rectangle with square ends: the station clock's hands.
    case baton
    /// Narrowing from ``HandDesign/width`` at the pivot to ``HandDesign/tipWidth`` at the tip.
    case tapered
    /// A slim lozenge, widest at 40 % of the length and pointed at both ends.
    case leaf
    /// A fine stem with a hollow ring ("moon") near the tip and a short point beyond it,
    /// after Abraham-Louis Breguet's hands.
    case breguet
  }

  /// The silhouette.
  public var outline: Outline
  /// From the pivot to the tip.
  public var length: Double
  /// From the pivot backwards (0 for none).
  public var tail: Double
  /// The width at the pivot (the stem's width for ``Outline/breguet``).
  public var width: Double
  /// The width at the tip, for ``Outline/tapered``.
  public var tipWidth: Double
  /// The radius of a disc on the tail, as on station clocks' second hands (0 for none).
  public var counterweight: Double
  /// The radius of a disc at the tip (the Swiss railway clock's "signal disc"; 0 for none).
  public var tipDisc: Double

  /// A hand from its parts; omitted parts are absent (no tail, no discs) or, for the tip,
  /// as wide as the pivot.
  public init(
    outline: Outline, length: Double, tail: Double = 0, width: Double, tipWidth: Double? = nil,
    counterweight: Double = 0, tipDisc: Double = 0
  ) {
    self.outline = outline
    self.length = length
    self.tail = tail
    self.width = width
    self.tipWidth = tipWidth ?? width
    self.counterweight = counterweight
    self.tipDisc = tipDisc
  }

  /// The hand's proportions as the simple ``HandShape`` (length, tail, width at the pivot).
  public var shape: HandShape { HandShape(length: length, tail: tail, width: width) }

  /// How far from the pivot the hand's ink reaches, in dial radii, at its widest: what a label
  /// must keep clear of.
  var halfWidth: Double {
    switch outline {
    case .line, .baton, .leaf: return width / 2
    case .tapered: return max(width, tipWidth) / 2
    case .breguet: return max(width / 2, length * Self.breguetMoonRadius * moonScale)
    }
  }

  /// How much larger than ``breguetMoonRadius`` of the length a ``Outline/breguet`` hand's moon
  /// is: 1 as designed; an icon's hands take a larger moon so that it stays a ring.
  var moonScale = 1.0

  /// The Breguet moon's radius and centre, as fractions of the length.
  static let breguetMoonRadius = 0.075
  static let breguetMoonCenter = 0.76
}
