import ClockText
import Testing

/// The one parser of `--status-format`: placeholders, literal braces, and every way a template
/// is refused, with the position and the accepted placeholders in the message.
@Suite("Status line templates")
struct StatusTemplateTests {
  static let clock: [StatusPlaceholder] = [.time, .date, .zone, .glyph]
  static let timers: [StatusPlaceholder] = [.name, .left, .elapsed]

  /// `value` fills each placeholder with its name in angle brackets.
  static func render(_ text: String, accepting accepted: [StatusPlaceholder] = StatusPlaceholder.allCases) throws -> String {
    try StatusTemplate(parsing: text, accepting: accepted).rendered { "<" + $0.rawValue + ">" }
  }

  static func problem(_ text: String, accepting accepted: [StatusPlaceholder]) -> StatusTemplateError.Problem? {
    do {
      _ = try StatusTemplate(parsing: text, accepting: accepted)
      return nil
    } catch {
      #expect(error.accepted == accepted)
      return error.problem
    }
  }

  @Test func placeholdersAreFilledAndTextIsCopied() throws {
    #expect(try Self.render("{name} {left}") == "<name> <left>")
    #expect(try Self.render("{glyph}{time}") == "<glyph><time>")
    #expect(try Self.render("⏱ {elapsed} — ok") == "⏱ <elapsed> — ok")
    #expect(try Self.render("") == "")
    #expect(try Self.render("no placeholders") == "no placeholders")
    // Names are exact: no spaces, no case folding.
    #expect(Self.problem("{ time}", accepting: Self.clock) == .unknownPlaceholder(" time"))
    #expect(Self.problem("{Time}", accepting: Self.clock) == .unknownPlaceholder("Time"))
  }

  @Test func doubledBracesAreLiteralBraces() throws {
    #expect(try Self.render("{{time}}") == "{time}")
    #expect(try Self.render("{{{time}}}") == "{<time>}")
    // polybar's own tags are braces too: written doubled.
    #expect(try Self.render("%{{F#f00}}{time}%{{F-}}") == "%{F#f00}<time>%{F-}")
    #expect(Self.problem("%{F#f00}{time}", accepting: Self.clock) == .unknownPlaceholder("F#f00"))
    #expect(try Self.render("a {{ b }} c") == "a { b } c")
  }

  @Test func piecesAreJoinedTextsAndPlaceholders() throws {
    let template = try StatusTemplate(parsing: "a{{b{time}}}{date}", accepting: Self.clock)
    #expect(template.pieces == [.text("a{b"), .placeholder(.time), .text("}"), .placeholder(.date)])
    #expect(template.placeholders == [.time, .date])
    #expect(StatusTemplate([.text(""), .text("a"), .text("b"), .placeholder(.name), .text("")]).pieces == [.text("ab"), .placeholder(.name)])
  }

  @Test func unknownAndUnavailablePlaceholdersAreNamed() {
    #expect(Self.problem("{nmae} {left}", accepting: Self.timers) == .unknownPlaceholder("nmae"))
    #expect(Self.problem("{time} {left}", accepting: Self.clock) == .unavailablePlaceholder(.left))
    #expect(Self.problem("{name}", accepting: [.elapsed]) == .unavailablePlaceholder(.name))
  }

  @Test func unbalancedBracesAreFoundWithTheirPosition() {
    #expect(Self.problem("{time", accepting: Self.clock) == .unclosedBrace(position: 1))
    #expect(Self.problem("ab {", accepting: Self.clock) == .unclosedBrace(position: 4))
    // A second opening brace before the closing one: the first was never closed.
    #expect(Self.problem("{ti{me}", accepting: Self.clock) == .unclosedBrace(position: 1))
    #expect(Self.problem("a}b", accepting: Self.clock) == .unopenedBrace(position: 2))
    #expect(Self.problem("a}}}", accepting: Self.clock) == .unopenedBrace(position: 4))
    #expect(Self.problem("x{}", accepting: Self.clock) == .emptyPlaceholder(position: 2))
    // Positions count characters, not bytes or scalars.
    #expect(Self.problem("🕐é}", accepting: Self.clock) == .unopenedBrace(position: 3))
    // The first problem from the left is the one reported.
    #expect(Self.problem("}{nmae}", accepting: Self.clock) == .unopenedBrace(position: 1))
    #expect(Self.problem("{nmae}}", accepting: Self.clock) == .unknownPlaceholder("nmae"))
  }

  @Test func messagesNameTheProblemAndListWhatIsAccepted() {
    func message(_ text: String, _ accepted: [StatusPlaceholder]) -> String {
      do {
        _ = try StatusTemplate(parsing: text, accepting: accepted)
        return ""
      } catch {
        return error.message(for: "the clock") { "«" + $0 + "»" }
      }
    }
    let tail = "; use {time}, {date}, {zone}, {glyph}, and {{ or }} for a brace"
    #expect(message("{nmae}", Self.clock) == "unknown placeholder «{nmae}»" + tail)
    #expect(message("{left}", Self.clock) == "{left} is not available for the clock" + tail)
    #expect(message("ab{", Self.clock) == "the '{' at character 3 is not closed" + tail)
    #expect(message("}", Self.clock) == "the '}' at character 1 closes nothing" + tail)
    #expect(message("{}", Self.clock) == "the '{}' at character 1 names no placeholder" + tail)
    let error = StatusTemplateError(problem: .unknownPlaceholder("x"), accepted: [.elapsed])
    #expect(error.description == "unknown placeholder '{x}'; use {elapsed}, and {{ or }} for a brace")
  }

  /// Every string of up to six tokens from `{`, `}`, `a` and `time`: a template that parses
  /// writes back to exactly what was typed (texts with braces doubled, placeholders as
  /// `{name}`), its pieces are normalised, and one that does not parse has an unbalanced brace.
  @Test func everySmallTemplateRoundTripsOrIsRefused() {
    let tokens = ["{", "}", "a", "time"]
    var strings = [""]
    var all: [String] = [""]
    for _ in 1...6 {
      strings = strings.flatMap { prefix in tokens.map { prefix + $0 } }
      all += strings
    }
    var parsed = 0
    for text in all {
      do {
        let template = try StatusTemplate(parsing: text, accepting: Self.clock)
        parsed += 1
        let written = template.pieces.map { piece in
          switch piece {
          case .text(let text): text.replacing("{", with: "{{").replacing("}", with: "}}")
          case .placeholder(let placeholder): placeholder.written
          }
        }.joined()
        #expect(written == text)
        for (piece, next) in zip(template.pieces, template.pieces.dropFirst()) {
          if case .text = piece, case .text = next { Issue.record("adjacent texts in \(text)") }
        }
        #expect(!template.pieces.contains(.text("")))
      } catch {
        // Only braces can be wrong here: `a` and `time` are text, `{time}` is accepted.
        #expect(text.contains("{") || text.contains("}"), "\(text): \(error)")
        switch error.problem {
        case .unavailablePlaceholder: Issue.record("\(text): \(error)")
        case .unknownPlaceholder(let name): #expect(name != "time")
        case .unclosedBrace, .unopenedBrace, .emptyPlaceholder: break
        }
      }
    }
    #expect(all.count == 5461)
    #expect(parsed > 100)
  }
}
