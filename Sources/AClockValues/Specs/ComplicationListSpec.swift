import ClockGeometry

/// The value of `--complications`: the complications a picture's dials carry, separated by
/// commas, each once, or `none`.
///
/// ```swift
/// try ComplicationListSpec(parsing: "date,moon-phase").complications  // [.date, .moonPhase]
/// try ComplicationListSpec(parsing: "none").complications             // []
/// ```
package struct ComplicationListSpec: Sendable, Equatable {
  /// The complications, in the order given.
  package let complications: [Complication]

  /// Parses `date,moon-phase` or `none`; spaces around the names are allowed.
  package init(parsing text: String) throws(OptionValueError) {
    let names = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces() }
    if names == ["none"] {
      complications = []
      return
    }
    var list: [Complication] = []
    for name in names {
      guard let complication = Complication(rawValue: name), !list.contains(complication) else { throw .complications(text) }
      list.append(complication)
    }
    complications = list
  }

  /// The accepted names, for help and errors.
  package static let accepted = Complication.allCases.map(\.rawValue).joined(separator: ", ")
}
