/// The value of `aclock frames --name`: a file name with placeholders, filled in per input line
/// of `--instants`.
///
/// - `{stem}`: the line's second column without its extension (`IMG_0001.JPG` → `IMG_0001`);
/// - `{index}`: the line's 0-based position among the instants, zero-padded to as many digits
///   as the count has (500 instants: `000` … `499`);
/// - `{hhmmss}`: the instant's local time in the first zone (`091530`).
///
/// The template must end in the frames' extension (`.png` for PNG frames), so a name says what
/// its file holds:
///
/// ```swift
/// let template = try FrameNameTemplate(parsing: "{stem}-clock.png")
/// template.name(index: 0, count: 500, column: "IMG_0001.JPG", hour: 9, minute: 15, second: 30)
/// // "IMG_0001-clock.png"
/// ```
package struct FrameNameTemplate: Sendable, Equatable {
  /// A piece of the template: literal text or a placeholder.
  package enum Piece: Sendable, Equatable {
    case text(String)
    case stem, index, hhmmss
  }

  /// The pieces in order.
  package let pieces: [Piece]
  /// The template as given.
  package let text: String

  /// The placeholders, for help and errors.
  package static let placeholders = "{stem}, {index}, {hhmmss}"

  /// Parses `text`; throws ``OptionValueError/nameTemplate(_:_:)`` for an unknown placeholder, an unclosed
  /// brace, a `/`, or a control character.
  package init(parsing text: String) throws(OptionValueError) {
    if let control = UserText.firstControlCharacter(in: text) {
      throw .nameTemplate(text, "the template holds the control character \(UserText.codePoint(control))")
    }
    if text.contains("/") {
      throw .nameTemplate(text, "a name is a file name inside --out, without '/'")
    }
    var pieces: [Piece] = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "{") {
      if open > rest.startIndex { pieces.append(.text(String(rest[..<open]))) }
      guard let close = rest[open...].firstIndex(of: "}") else {
        throw .nameTemplate(text, "a '{' is not closed; placeholders are \(Self.placeholders)")
      }
      switch rest[rest.index(after: open)..<close] {
      case "stem": pieces.append(.stem)
      case "index": pieces.append(.index)
      case "hhmmss": pieces.append(.hhmmss)
      case let other:
        throw .nameTemplate(text, "unknown placeholder {\(UserText.shown(String(other)))}; use \(Self.placeholders)")
      }
      rest = rest[rest.index(after: close)...]
    }
    if !rest.isEmpty { pieces.append(.text(String(rest))) }
    self.pieces = pieces
    self.text = text
  }

  /// Whether the template uses `{stem}` (every line then needs a second column).
  package var usesStem: Bool { pieces.contains(.stem) }

  /// The name of the line at `index` of `count`, whose second column is `column` (nil: none;
  /// then `{stem}` is empty, and the caller has refused it), at local time `hour`:`minute`:`second`.
  package func name(index: Int, count: Int, column: String?, hour: Int, minute: Int, second: Int) -> String {
    pieces.map { piece in
      switch piece {
      case .text(let text): text
      case .stem: column.map(Self.stem(of:)) ?? ""
      case .index: Self.padded(index, to: String(count).count)
      case .hhmmss: Self.padded(hour, to: 2) + Self.padded(minute, to: 2) + Self.padded(second, to: 2)
      }
    }.joined()
  }

  /// `IMG_0001.JPG` → `IMG_0001`; a name without a dot past its first character stays whole.
  package static func stem(of name: String) -> String {
    guard let dot = name.lastIndex(of: "."), dot > name.startIndex else { return name }
    return String(name[..<dot])
  }

  private static func padded(_ value: Int, to width: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, width - text.count)) + text
  }
}
