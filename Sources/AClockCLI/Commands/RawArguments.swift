import AClockValues
#if canImport(Glibc)
import Glibc
#endif

/// The arguments before ArgumentParser reads them, and what is refused there (exit 64, one
/// line): an argument that is not UTF-8, too many or too long arguments, a picture option given
/// twice, `help` for no command.
///
/// Swift decodes `argv` as UTF-8 and replaces what is not with U+FFFD, so a path holding the
/// byte 0xFF would silently name another file, and a message could not show what was typed.
/// Every value aclock reads is text, so an argument that is not UTF-8 is refused, shown with its
/// bytes (`\xFF`) read from `argv` itself.
enum RawArguments {
  /// The longest argument accepted, in bytes: a path may be this long (PATH_MAX), no other value
  /// comes near. Longer ones are refused before parsing, which would spend seconds on them.
  static let longest = 4096

  /// The most arguments read: ArgumentParser's parsing time grows with the square of their
  /// number (2,500 took 19 s before failing on an unknown option). No command needs more: a
  /// hundred timers in a script, a world clock of a few dozen zones, a few hundred `--explicit`
  /// instants.
  static let most = 512

  /// The first argument after the program's name longer than ``longest`` bytes, shown cut by
  /// ``UserText/shown(_:limit:)``, or nil.
  static func firstTooLong(in arguments: [String]) -> String? {
    arguments.first { $0.utf8.count > longest }.map { UserText.shown($0) }
  }

  /// The first argument after the program's name that is not valid UTF-8, shown by
  /// ``UserText/shown(bytes:)``, or nil when all are valid.
  static func firstInvalidUTF8() -> String? {
    for index in 1..<Int(CommandLine.argc) {
      guard let argument = CommandLine.unsafeArgv[index] else { continue }
      // Sound: argv[1..<argc] are NUL-terminated C strings the kernel laid out for the process,
      // alive and unchanged for its whole life.
      let bytes = Array(UnsafeBufferPointer(start: argument, count: strlen(argument))).map { UInt8(bitPattern: $0) }
      if String(validating: bytes, as: UTF8.self) == nil {
        return UserText.shown(bytes: bytes)
      }
    }
    return nil
  }

  /// The picture options (and the clock's --html page), each of which names one file: given
  /// twice, ArgumentParser would keep the last and the first picture would silently not be drawn.
  static let pictureOptions = ["--png", "--svg", "--pdf", "--html"]

  /// A picture option given more than once in `arguments`, with its values, or nil.
  static func repeatedPictureOption(in arguments: [String]) -> (option: String, values: [String])? {
    for option in pictureOptions {
      var values: [String] = []
      var index = arguments.startIndex
      while index < arguments.endIndex {
        let argument = arguments[index]
        if argument == "--" { break }
        if argument == option {
          values.append(index + 1 < arguments.endIndex ? arguments[index + 1] : "")
          index += 1
        } else if argument.hasPrefix(option + "=") {
          values.append(String(argument.dropFirst(option.count + 1)))
        }
        index += 1
      }
      if values.count > 1 { return (option, values) }
    }
    return nil
  }

  /// Why `arguments` are refused before ArgumentParser sees them (exit 64), or nil. `readingArgv`:
  /// they are the process's own, so their bytes can be checked for UTF-8.
  static func refusal(of arguments: [String], readingArgv: Bool, commandNames: [String]) -> String? {
    if readingArgv, let invalid = firstInvalidUTF8() {
      return "the argument '\(invalid)' is not valid UTF-8; aclock reads every value as UTF-8 text"
    }
    if arguments.count > most {
      return "\(arguments.count) arguments: aclock reads at most \(most)"
    }
    if let long = firstTooLong(in: arguments) {
      return "the argument '\(long)' is too long: no value aclock reads is longer than \(longest) bytes"
    }
    if let (option, values) = repeatedPictureOption(in: arguments) {
      return "\(option) given \(values.count) times (\(values.map { UserText.quotedPath($0) }.joined(separator: ", "))): "
        + "each format writes one file; run aclock once per file"
    }
    // `aclock help NAME` for no command: ArgumentParser shows the root's help and exits 0,
    // which hides the typo from a script.
    if arguments.count >= 2, arguments[0] == "help", !arguments[1].hasPrefix("-"), !commandNames.contains(arguments[1]) {
      return "no command \(UserText.quoted(arguments[1])): use one of \(commandNames.joined(separator: ", "))"
    }
    return nil
  }
}
