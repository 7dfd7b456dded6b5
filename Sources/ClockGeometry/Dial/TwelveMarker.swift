/// What a dial shows at 12 o'clock instead of its numeral.
///
/// ```swift
/// var design = ClockStyle.classic.dial
/// design.twelveMarker = .triangle   // a pilot's watch: ▼ between two dots
/// ```
public enum TwelveMarker: String, Sendable, Hashable, CaseIterable {
  /// The numeral, as at every other hour.
  case none
  /// A triangle pointing at the centre between two dots, as on a pilot's (Flieger) watch, where
  /// it lets the wearer find 12 at a glance in the dark; no numeral 12.
  case triangle
}
