#if canImport(Glibc)
import Glibc
#endif

/// The process's arguments as the kernel passed them, before Swift decodes them.
///
/// Swift decodes `argv` as UTF-8 and replaces what is not with U+FFFD, so a path holding the
/// byte 0xFF would silently name another file, and a message could not show what was typed.
/// Every value aclock reads is text, so an argument that is not UTF-8 is refused before parsing,
/// shown with its bytes (`\xFF`).
enum RawArguments {
  /// The longest argument accepted, in bytes: a path may be this long (PATH_MAX), no other value
  /// comes near. Longer ones are refused before parsing, which would spend seconds on them.
  static let longest = 4096

  /// The most arguments read: ArgumentParser's parsing time grows with the square of their
  /// number (2,500 took 19 s before failing on an unknown option). No command needs more: 24
  /// timers, a world clock of a few dozen zones, a few hundred `--explicit` instants.
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

  /// The picture options, each of which names one file: given twice, ArgumentParser would keep
  /// the last and the first picture would silently not be drawn.
  static let pictureOptions = ["--png", "--svg", "--pdf"]

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
}
