/// Why a status line's template was refused, and what the command accepts.
package struct StatusTemplateError: Error, Hashable, CustomStringConvertible {
  /// What is wrong with the template.
  package enum Problem: Sendable, Hashable {
    /// `{name}` where `name` is no placeholder at all.
    case unknownPlaceholder(String)
    /// A placeholder that exists, but not for this command.
    case unavailablePlaceholder(StatusPlaceholder)
    /// A `{` at this character (from 1) with no `}` before the next `{` or the end.
    case unclosedBrace(position: Int)
    /// A `}` at this character that closes nothing (a literal one is written `}}`).
    case unopenedBrace(position: Int)
    /// `{}` at this character.
    case emptyPlaceholder(position: Int)
  }

  /// What is wrong.
  package let problem: Problem
  /// The placeholders the command accepts, in the order its help lists them.
  package let accepted: [StatusPlaceholder]

  /// `problem` in a template for a command that accepts `accepted`.
  package init(problem: Problem, accepted: [StatusPlaceholder]) {
    self.problem = problem
    self.accepted = accepted
  }

  /// The problem and what is accepted, in one clause; an unknown name goes through `quote`
  /// (the command line escapes control characters there), and a placeholder not offered is
  /// said not to be available for `owner` (`the clock`).
  package func message(for owner: String, quoting quote: (String) -> String) -> String {
    let what =
      switch problem {
      case .unknownPlaceholder(let name): "unknown placeholder \(quote("{" + name + "}"))"
      case .unavailablePlaceholder(let placeholder): "\(placeholder.written) is not available for \(owner)"
      case .unclosedBrace(let position): "the '{' at character \(position) is not closed"
      case .unopenedBrace(let position): "the '}' at character \(position) closes nothing"
      case .emptyPlaceholder(let position): "the '{}' at character \(position) names no placeholder"
      }
    return what + "; use " + accepted.map(\.written).joined(separator: ", ") + ", and {{ or }} for a brace"
  }

  /// ``message(for:quoting:)`` for "this command", names between single quotes as they are.
  package var description: String { message(for: "this command") { "'" + $0 + "'" } }
}
