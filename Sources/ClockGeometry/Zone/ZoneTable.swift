/// A zone's rules as a TZif file gives them: a table of transitions, the local time type each
/// starts, and a POSIX rule for instants after the table.
///
/// Lookups follow RFC 8536 as Python's `zoneinfo` reads it: before the first transition the
/// zone keeps its first standard-time type; after the last, the footer rule, or the last
/// type when there is none.
struct ZoneTable: Sendable, Hashable {
  /// Unix seconds, strictly ascending.
  let transitions: [Int]
  /// The type each transition starts, one per transition.
  let typeAfter: [ZoneTimeType]
  /// The type before the first transition.
  let initial: ZoneTimeType
  /// The rule after the last transition; nil: the last type holds for ever.
  let footer: PosixZoneRule?

  /// A zone that keeps one offset: no transitions.
  init(fixed type: ZoneTimeType) {
    self.init(transitions: [], typeAfter: [], initial: type, footer: nil)
  }

  /// A zone that follows one POSIX rule at every instant (`TZ=EST5EDT,M3.2.0,M11.1.0`).
  init(rule: PosixZoneRule) {
    self.init(transitions: [], typeAfter: [], initial: rule.standard, footer: rule)
  }

  init(transitions: [Int], typeAfter: [ZoneTimeType], initial: ZoneTimeType, footer: PosixZoneRule?) {
    self.transitions = transitions
    self.typeAfter = typeAfter
    self.initial = initial
    self.footer = footer
  }

  /// Where an instant falls in the table.
  enum Place {
    /// Before the first transition.
    case initial
    /// At or after transition `index` and before the next one (or, for the last one without a
    /// footer, for ever).
    case afterTransition(Int)
    /// Strictly after the last transition, under the footer.
    case footer(PosixZoneRule)
  }

  func place(of unixSeconds: Int) -> Place {
    guard let last = transitions.last else { return footer.map(Place.footer) ?? .initial }
    if unixSeconds < transitions[0] { return .initial }
    if unixSeconds > last, let footer { return .footer(footer) }
    if unixSeconds >= last { return .afterTransition(transitions.count - 1) }
    // The last transition at or before the instant: transitions[low] <= unixSeconds < transitions[low + 1].
    var low = 0
    var high = transitions.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if transitions[middle] <= unixSeconds { low = middle } else { high = middle }
    }
    return .afterTransition(low)
  }

  /// The offset at `unixSeconds`: ``span(containing:)`` without building a span, for the
  /// uncached `LocalTime(_:in:)`.
  func utcOffset(at unixSeconds: Int) -> Int {
    switch place(of: unixSeconds) {
    case .initial: initial.utcOffset
    case .afterTransition(let index): typeAfter[index].utcOffset
    case .footer(let rule): rule.span(containing: unixSeconds).type.utcOffset
    }
  }

  /// The type in force at `unixSeconds` and the span over which it holds.
  func span(containing unixSeconds: Int) -> ZoneSpan {
    switch place(of: unixSeconds) {
    case .initial:
      return transitions.isEmpty
        ? ZoneSpan(type: initial, from: .min, until: .max)
        : ZoneSpan(type: initial, from: .min, until: transitions[0])
    case .afterTransition(let index):
      let next = index + 1 < transitions.count ? transitions[index + 1] : (footer == nil ? .max : transitions[index] + 1)
      return ZoneSpan(type: typeAfter[index], from: transitions[index], until: next)
    case .footer(let rule):
      let ruled = rule.span(containing: unixSeconds)
      return ZoneSpan(type: ruled.type, from: max(ruled.from, (transitions.last ?? .min) &+ 1), until: ruled.until)
    }
  }
}
