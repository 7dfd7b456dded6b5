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

  /// The type in force at `unixSeconds` and the span over which it holds.
  func span(containing unixSeconds: Int) -> ZoneSpan {
    guard let last = transitions.last else {
      return footer?.span(containing: unixSeconds) ?? ZoneSpan(type: initial, from: .min, until: .max)
    }
    if unixSeconds < transitions[0] {
      return ZoneSpan(type: initial, from: .min, until: transitions[0])
    }
    if unixSeconds > last, let footer {
      let ruled = footer.span(containing: unixSeconds)
      return ZoneSpan(type: ruled.type, from: max(ruled.from, last + 1), until: ruled.until)
    }
    if unixSeconds >= last {
      return ZoneSpan(type: typeAfter[typeAfter.count - 1], from: last, until: footer == nil ? .max : last + 1)
    }
    // The last transition at or before the instant: transitions[low] <= unixSeconds < transitions[low + 1].
    var low = 0
    var high = transitions.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if transitions[middle] <= unixSeconds { low = middle } else { high = middle }
    }
    return ZoneSpan(type: typeAfter[low], from: transitions[low], until: transitions[low + 1])
  }
}
