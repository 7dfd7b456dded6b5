/// A failure while running a command, with the exit status it maps to (sysexits.h).
enum CLIError: Error, CustomStringConvertible {
  /// An output file could not be created or replaced (EX_CANTCREAT, 73).
  case cannotCreateOutput(path: String, reason: String)
  /// cairo could not render a picture (EX_SOFTWARE, 70): not the user's fault.
  case renderFailed(path: String, reason: String)
  /// A value was accepted by the parser but cannot be used in this combination (EX_USAGE, 64).
  case badUsage(String)

  var exitCode: Int32 {
    switch self {
    case .cannotCreateOutput: return 73
    case .renderFailed: return 70
    case .badUsage: return 64
    }
  }

  var description: String {
    switch self {
    case .cannotCreateOutput(let path, let reason): return "cannot create '\(path)': \(reason)"
    case .renderFailed(let path, let reason): return "cannot render '\(path)': \(reason)"
    case .badUsage(let message): return message
    }
  }
}
