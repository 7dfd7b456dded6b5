import ClockGeometry

/// The value of `timer --face`: how each timer's dial shows the time left, `rings` or `disc`.
///
/// ```swift
/// try TimerFaceSpec(parsing: "disc").kind   // .disc
/// try TimerFaceSpec(parsing: "pie")         // throws OptionValueError.timerFace("pie")
/// ```
package struct TimerFaceSpec: Sendable, Equatable {
  /// The dial kind named.
  package let kind: CountdownDialKind

  /// Parses `rings` or `disc` (exactly; no other spelling).
  package init(parsing text: String) throws(OptionValueError) {
    guard let kind = CountdownDialKind(rawValue: text) else { throw .timerFace(text) }
    self.kind = kind
  }

  /// The accepted values, for help and errors.
  package static let accepted = CountdownDialKind.allCases.map(\.rawValue).joined(separator: " or ")
}
