/// The text of a status line with placeholders: `{name} {left}`, `{glyph} {time}`, parsed once
/// and filled in at every change.
///
/// A placeholder is a name of ``StatusPlaceholder`` between braces; `{{` and `}}` stand for a
/// literal brace; everything else is copied as it is. A template is checked whole when it is
/// parsed, against the placeholders the command offers, so a mistake is an error before the
/// first line rather than a line with a hole in it:
///
/// - `{nmae}`: an unknown placeholder;
/// - `{left}` given to the clock: a placeholder the command does not offer;
/// - `{time`, `{}`, a `}` that closes nothing: unbalanced braces.
///
/// ```swift
/// let template = try StatusTemplate(parsing: "{name}: {left} {{left}}", accepting: [.name, .left])
/// template.rendered { $0 == .name ? "tea" : "3:59" }   // "tea: 3:59 {left}"
/// ```
package struct StatusTemplate: Sendable, Hashable {
  /// A part of a template: text to copy, or a placeholder to fill in.
  package enum Piece: Sendable, Hashable {
    case text(String)
    case placeholder(StatusPlaceholder)
  }

  /// The template's parts, in order; adjacent texts are joined, and no text is empty.
  package let pieces: [Piece]

  /// A template of `pieces` (a command's default, built in code).
  package init(_ pieces: [Piece]) {
    var joined: [Piece] = []
    for piece in pieces {
      if case .text(let text) = piece {
        if text.isEmpty { continue }
        if case .text(let previous) = joined.last {
          joined[joined.count - 1] = .text(previous + text)
          continue
        }
      }
      joined.append(piece)
    }
    self.pieces = joined
  }

  /// Parses `text`, taking only the placeholders of `accepted`.
  ///
  /// Positions in errors count characters from 1. The first problem found, left to right, is
  /// the one reported.
  package init(parsing text: String, accepting accepted: [StatusPlaceholder]) throws(StatusTemplateError) {
    var pieces: [Piece] = []
    var literal = ""
    let characters = Array(text)
    var index = 0
    func fail(_ problem: StatusTemplateError.Problem) -> StatusTemplateError {
      StatusTemplateError(problem: problem, accepted: accepted)
    }
    while index < characters.count {
      let character = characters[index]
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      switch character {
      case "{" where next == "{", "}" where next == "}":
        literal.append(character)
        index += 2
      case "}":
        throw fail(.unopenedBrace(position: index + 1))
      case "{":
        // The name runs to the next closing brace; an opening brace before it means this one
        // was never closed.
        var end = index + 1
        while end < characters.count, characters[end] != "}", characters[end] != "{" { end += 1 }
        guard end < characters.count, characters[end] == "}" else { throw fail(.unclosedBrace(position: index + 1)) }
        let name = String(characters[(index + 1)..<end])
        guard !name.isEmpty else { throw fail(.emptyPlaceholder(position: index + 1)) }
        guard let placeholder = StatusPlaceholder(rawValue: name) else { throw fail(.unknownPlaceholder(name)) }
        guard accepted.contains(placeholder) else { throw fail(.unavailablePlaceholder(placeholder)) }
        pieces.append(.text(literal))
        literal = ""
        pieces.append(.placeholder(placeholder))
        index = end + 1
      default:
        literal.append(character)
        index += 1
      }
    }
    pieces.append(.text(literal))
    self.init(pieces)
  }

  /// The placeholders the template uses.
  package var placeholders: Set<StatusPlaceholder> {
    Set(pieces.compactMap { if case .placeholder(let placeholder) = $0 { placeholder } else { nil } })
  }

  /// The line: each text as it is, each placeholder replaced by `value(placeholder)`.
  package func rendered(_ value: (StatusPlaceholder) -> String) -> String {
    var line = ""
    for piece in pieces {
      switch piece {
      case .text(let text): line += text
      case .placeholder(let placeholder): line += value(placeholder)
      }
    }
    return line
  }
}
