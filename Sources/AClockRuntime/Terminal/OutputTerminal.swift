#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#endif

/// What standard output is, for choosing how to show a clock: a terminal to take over (live,
/// with escape sequences), or somewhere to print text.
///
/// A terminal whose `TERM` is unset, empty or `dumb` (Emacs's shell, some CI logs) cannot take
/// cursor motions or the alternate screen: it gets text, as a pipe does. A locale whose
/// character set is not UTF-8 (`LANG=C`) cannot show Braille or block characters: the terminal
/// would print their bytes as garbage.
package struct OutputTerminal {
  /// Whether stdout is a terminal at all.
  package let isTerminal: Bool
  /// The environment the decisions read (`TERM`, `LC_ALL`, `LC_CTYPE`, `LANG`, `NO_COLOR`).
  package let environment: [String: String]

  /// This process's stdout and environment.
  package static var standardOutput: OutputTerminal {
    OutputTerminal(isTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment)
  }

  /// A terminal that understands escape sequences: a live display may take it over.
  package var isCapable: Bool {
    guard isTerminal, let term = environment["TERM"], !term.isEmpty else { return false }
    return term != "dumb"
  }

  /// Whether the locale's character set is UTF-8: the first of `LC_ALL`, `LC_CTYPE` and `LANG`
  /// that is set and not empty names it (`en_US.UTF-8`, `C.utf8`); none set is the C locale.
  package var localeIsUTF8: Bool {
    let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
    let charset = locale.split(separator: ".", maxSplits: 1).dropFirst().first?.split(separator: "@").first ?? ""
    return ["utf-8", "utf8"].contains(charset.lowercased())
  }
}
