import AClockValues

/// How a refusal is shown: one line, every value the user typed escaped and cut as
/// ``UserText/shown(_:limit:)`` shows it. The command line's errors on stderr and the server's
/// 400 responses are the same text.
package enum ErrorLine {
  /// ArgumentParser's `message` with every argument it quotes as typed shown by
  /// ``UserText/shown(_:)`` instead (escaped and cut): its messages echo values raw.
  package static func showingArguments(_ arguments: [String], in message: String) -> String {
    // An option's value may come as `--at=VALUE`; ArgumentParser quotes the value alone.
    let values = arguments.flatMap { argument in
      argument.hasPrefix("-") && argument.contains("=")
        ? [argument, String(argument[argument.index(after: argument.firstIndex(of: "=") ?? argument.startIndex)...])]
        : [argument]
    }
    var message = message
    // Longest first, so a value that contains another is replaced whole.
    for value in Set(values).sorted(by: { $0.count > $1.count }) where !value.isEmpty && UserText.shown(value) != value {
      message = message.replacing(value, with: UserText.shown(value))
    }
    return message
  }

  /// A message as one line: its lines joined with "; ", and any control character left escaped.
  package static func oneLine(_ message: String) -> String {
    message.split(whereSeparator: \.isNewline).joined(separator: "; ")
      .unicodeScalars.map { UserText.escape($0) ?? String($0) }.joined()
  }
}
