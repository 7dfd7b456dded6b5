/// Rearranges the help ArgumentParser writes so that it starts with use, as `git`, `curl` and
/// swift-format's do: the one-line overview, USAGE, a few EXAMPLES to paste, the arguments,
/// options and subcommands, and only then the long DESCRIPTION.
///
/// ArgumentParser prints a command's whole discussion before USAGE, which put USAGE 13 to 60
/// lines down. Its text is rearranged rather than written anew, so wrapping, option groups and
/// the manual page (which the `generate-manual` plugin makes from the same configuration) stay
/// ArgumentParser's.
enum HelpLayout {
  /// `help` rearranged, with `examples` after its USAGE block; any other text (a version, a
  /// completion script, a help whose shape is not the expected one) is returned as it is.
  static func rearranged(_ help: String, examples: [HelpExample]) -> String {
    guard help.hasPrefix("OVERVIEW: "), let usageStart = help.firstRange(of: "\nUSAGE: ")?.lowerBound else {
      return help
    }
    let head = help[..<usageStart]
    let overview = head.firstRange(of: "\n\n").map { head[..<$0.lowerBound] } ?? head
    let description = head[overview.endIndex...].trimmingLeadingNewlines
    let tail = help[help.index(after: usageStart)...]
    let usage = tail.firstRange(of: "\n\n").map { tail[..<$0.lowerBound] } ?? tail
    let sections = tail[usage.endIndex...].trimmingLeadingNewlines

    var parts = [String(overview.trimmingTrailingNewlines), String(usage)]
    if !examples.isEmpty { parts.append("EXAMPLES:\n" + examples.map(\.text).joined(separator: "\n")) }
    if !sections.isEmpty { parts.append(String(sections.trimmingTrailingNewlines)) }
    if !description.isEmpty { parts.append("DESCRIPTION:\n" + description.trimmingTrailingNewlines) }
    return parts.joined(separator: "\n\n") + "\n"
  }

  /// The command whose help `help` is, from its USAGE line: "timer" for `USAGE: aclock timer
  /// [<options>] …`, "" for the root's `USAGE: aclock <subcommand>`.
  static func commandName(of help: String) -> String? {
    guard let usage = help.firstRange(of: "\nUSAGE: ") else { return nil }
    let words = help[usage.upperBound...].prefix { $0 != "\n" }.split(separator: " ")
    guard words.count >= 2 else { return "" }
    let word = words[1]
    return word.hasPrefix("<") || word.hasPrefix("[") || word.hasPrefix("-") ? "" : String(word)
  }
}

extension Substring {
  fileprivate var trimmingLeadingNewlines: Substring { drop { $0 == "\n" } }
  fileprivate var trimmingTrailingNewlines: Substring {
    var text = self
    while text.last == "\n" { text = text.dropLast() }
    return text
  }
}
