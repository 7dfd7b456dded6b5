import ClockRender
import ClockText

/// A command-line value that could not be understood.
///
/// ``description`` is one line naming the value and the accepted forms; ``hint`` is the accepted
/// forms alone, for messages that already name the value (ArgumentParser's "The value 'x' is
/// invalid for '--at <instant>': …").
package enum OptionValueError: Error, Equatable, CustomStringConvertible {
  case instant(String)
  case instantOutOfRange(String)
  case timeZone(String)
  case size(String)
  case color(String)
  case duration(String)
  /// A `--max-bytes` length that is not a whole number of bytes in range.
  case byteCount(String)
  /// A named timer argument (`tea=…`) that is wrong in the way given.
  case timer(String, TimerSpec.Problem)
  /// An `--svg-id` prefix that cannot start XML ids.
  case svgID(String)
  /// A `--status-format` template that does not parse, or offers what the command lacks.
  case template(String, StatusTemplateError, owner: String)
  /// A `--status-format` template holding a control character.
  case templateControlCharacter(String, Unicode.Scalar)
  /// A `frames --name` template that is wrong in the way the hint says.
  case nameTemplate(String, String)
  /// A `--complications` list naming an unknown complication, or one twice.
  case complications(String)
  /// A `timer --face` that is neither `rings` nor `disc`.
  case timerFace(String)

  /// The value that was rejected.
  package var value: String {
    switch self {
    case .instant(let value), .instantOutOfRange(let value), .timeZone(let value), .size(let value),
         .color(let value), .duration(let value), .byteCount(let value), .timer(let value, _), .svgID(let value), .template(let value, _, _),
         .templateControlCharacter(let value, _), .nameTemplate(let value, _), .complications(let value),
         .timerFace(let value):
      return value
    }
  }

  /// What is accepted instead, as one clause.
  package var hint: String {
    switch self {
    case .instant:
      return "use " + InstantSpec.acceptedFormsInShort
    case .instantOutOfRange:
      return "instants must lie in the years 0001 to 9999"
    case .timeZone:
      return "use an IANA name (Europe/Berlin, Asia/Kathmandu), UTC, local, "
        + "or a fixed offset (+05:45, UTC-03:30)"
    case .size:
      return "use a side (512) or WIDTHxHEIGHT (800x480), whole pixels from \(SizeSpec.range.lowerBound) to \(SizeSpec.range.upperBound) each"
    case .color:
      return "use #RGB, #RRGGBB, #RRGGBBAA (e.g. #1E2430), a CSS colour name (navy) or transparent"
    case .duration:
      return "use a positive duration: seconds (90, 1.5), units largest first (500ms, 1.5s, 5m, 1h30m), "
        + "or H:MM:SS / M:SS (01:30:00, 1:30)"
    case .byteCount:
      return "use a whole number of bytes from 1, optionally with a unit, kB or MB (1000, 1000²), KiB or MiB "
        + "(1024, 1024²): 90000, 90kB, 64KiB"
    case .timer(_, let problem):
      return problem.hint
    case .svgID:
      return "use an ASCII letter or _ then letters, digits, _ or -, at most \(SVGIDPrefix.maximumLength) characters (clock1, tokyo-clock)"
    case .template(_, let error, let owner):
      return error.message(for: owner) { UserText.quoted($0) }
    case .templateControlCharacter(_, let scalar):
      return "the template holds the control character \(UserText.codePoint(scalar)); a status line is plain text"
    case .nameTemplate(_, let hint):
      return hint
    case .complications:
      return "use some of \(ComplicationListSpec.accepted), separated by commas, each once, or none"
    case .timerFace:
      return "use rings (the whole countdown, minutes and seconds as rings) or disc (the time left as a sector on a minute scale)"
    }
  }

  package var description: String { "invalid value \(UserText.quoted(value)): \(hint)" }
}
