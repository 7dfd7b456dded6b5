import AClockValues
/// A value that starts with `-` given as an argument of its own (`--size -1`, `--at -0001-…`,
/// `--tz -05:00`): ArgumentParser reads it as an option, and reports the option before it as
/// missing its value, which names neither the value nor what to do.
///
/// The message then says what the value would have given (the option's own verdict on it:
/// what is accepted) and how to write it: `--size=-1`.
struct DashedValue: Equatable {
  /// The option as typed: `--size`.
  let option: String
  /// The argument after it: `-1`.
  let value: String

  /// The first long option in `arguments` followed by something that looks like a negative
  /// number (`-` and a digit), when `message` is ArgumentParser's report of its missing value.
  init?(in arguments: [String], message: String) {
    for (option, value) in zip(arguments, arguments.dropFirst()) {
      guard option.hasPrefix("--"), !option.contains("="), value.hasPrefix("-"), value.dropFirst().first?.isNumber == true,
            message.hasPrefix("Missing value for '\(option) ") || message.hasPrefix("Missing value for '\(option)'")
      else { continue }
      self.option = option
      self.value = value
      return
    }
    return nil
  }

  /// `arguments` with the option and its value joined: `--size=-1`.
  func joined(in arguments: [String]) -> [String] {
    guard let index = zip(arguments.indices, arguments.dropFirst()).first(where: { arguments[$0.0] == option && $0.1 == value })?.0 else {
      return arguments
    }
    return Array(arguments[..<index]) + [option + "=" + value] + Array(arguments[(index + 2)...])
  }

  /// What to write instead, after a `; `: `--size=-1`, and for a zone `--tz UTC-05:00` too.
  var hint: String {
    let written = UserText.shown(option + "=" + value)
    let zone = ["--tz", "--timezone"].contains(option) ? " or \(option) UTC\(UserText.shown(value))" : ""
    return "; a value that starts with '-' looks like an option: write \(written)\(zone)"
  }
}
