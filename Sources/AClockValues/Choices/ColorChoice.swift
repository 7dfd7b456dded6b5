/// When terminal output is coloured.
package enum ColorChoice: String, CaseIterable, Sendable {
  case auto, always, never

  /// Whether to colour: `auto` means stdout is a terminal and NO_COLOR is unset or empty.
  package func isEnabled(outputIsTerminal: Bool, environment: [String: String]) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto: return outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }
  }
}
